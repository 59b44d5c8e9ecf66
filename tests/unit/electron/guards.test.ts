// Electron is stubbed by the narrow interfaces guards.ts is written against (it cannot run here).
import { describe, expect, it } from 'vitest';
import { denyPermissions, guardContents, type GuardedContents } from '../../../src/main/electron/guards';

function fakeContents() {
  const listeners: Record<string, (event: { preventDefault(): void; url?: string; isMainFrame?: boolean }, url?: string) => void> = {};
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
  /** will-frame-navigate hands one details object, which is also the event. */
  const frame = (url: string, isMainFrame = false) => {
    let prevented = false;
    listeners['will-frame-navigate']({ url, isMainFrame, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents, attempt, frame, open: (url: string) => openHandler!({ url }) };
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

  it('deny new windows and offer only https links (or http to this machine) to the system browser', () => {
    const f = fakeContents();
    const opened: string[] = [];
    guardContents(f.contents, (url) => opened.push(url));
    for (const url of [
      'https://www.example.com/help',
      'http://www.example.com/help',
      'http://127.0.0.1:8080/report',
      'https://bank.example@evil.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
    ]) {
      expect(f.open(url), url).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://www.example.com/help', 'http://127.0.0.1:8080/report']);
  });

  it('let frames, at any depth, load https pages and our own only', () => {
    const f = fakeContents();
    guardContents(f.contents, () => {});
    expect(f.frame('https://help.example.com/cem/manual.html')).toBe(false);
    expect(f.frame('app://renderer/desk/index')).toBe(false);
    expect(f.frame('about:blank')).toBe(false);
    for (const url of ['http://help.example.com/manual.html', 'http://127.0.0.1:8080/', 'file:///etc/passwd', 'data:text/html,<script>1</script>', 'javascript:alert(1)']) {
      expect(f.frame(url), url).toBe(true);
    }
    // The main frame's own navigation is will-navigate's to judge.
    expect(f.frame('app://renderer/login', true)).toBe(false);
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
