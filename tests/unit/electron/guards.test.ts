// Electron is stubbed by the narrow interfaces guards.ts is written against (it cannot run here).
import { describe, expect, it } from 'vitest';
import { denyPermissions, guardContents, type GuardedContents } from '../../../src/main/electron/guards';

function fakeContents() {
  const listeners: Record<string, (event: { preventDefault(): void }, url?: string) => void> = {};
  let openHandler: ((d: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: (event: { preventDefault(): void }, url?: string) => void) => void (listeners[name] = listener),
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => void (openHandler = h),
  } as unknown as GuardedContents;
  const attempt = (name: string, url?: string) => {
    let prevented = false;
    listeners[name]({ preventDefault: () => (prevented = true) }, url);
    return prevented;
  };
  return { contents, attempt, open: (url: string) => openHandler!({ url }) };
}

describe('web contents guards', () => {
  it('keep navigation inside our renderer', () => {
    const f = fakeContents();
    guardContents(f.contents, () => {});
    expect(f.attempt('will-navigate', 'app://renderer/login')).toBe(false);
    expect(f.attempt('will-navigate', 'https://evil.example/')).toBe(true);
    expect(f.attempt('will-redirect', 'file:///etc/hosts')).toBe(true);
    expect(f.attempt('will-attach-webview')).toBe(true);
  });

  it('deny new windows and hand web links to the system browser', () => {
    const f = fakeContents();
    const opened: string[] = [];
    guardContents(f.contents, (url) => opened.push(url));
    expect(f.open('https://www.example.com/help')).toEqual({ action: 'deny' });
    expect(f.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(f.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.example.com/help']);
  });

  it('refuse every permission request and check but writing to the clipboard on a click', () => {
    let request: ((c: unknown, p: string, cb: (g: boolean) => void) => void) | undefined;
    let check: ((c: unknown, p: string) => boolean) | undefined;
    denyPermissions({ setPermissionRequestHandler: (h) => void (request = h), setPermissionCheckHandler: (h) => void (check = h) });
    const answers: boolean[] = [];
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'clipboard-sanitized-write']) request!(null, p, (g) => answers.push(g));
    expect(answers).toEqual([false, false, false, false, true]);
    expect(check!(null, 'clipboard-read')).toBe(false);
    expect(check!(null, 'media')).toBe(false);
    expect(check!(null, 'clipboard-sanitized-write')).toBe(true);
  });
});
