// Electron's dialog and shell are stood in for by the narrow parts externalLinks.ts is written against.
import { describe, expect, it } from 'vitest';
import { externalLinkOpener, type ExternalLinkParts } from '../../../src/main/electron/externalLinks';

function parts(answer: number, language: 'zh' | 'en' = 'zh') {
  const asked: Parameters<ExternalLinkParts['showMessageBox']>[0][] = [];
  const opened: string[] = [];
  const p: ExternalLinkParts = {
    showMessageBox: async (options) => {
      asked.push(options);
      return { response: answer };
    },
    openExternal: async (url) => void opened.push(url),
    language: () => language,
  };
  return { open: externalLinkOpener(p), asked, opened };
}

describe('opening a web link in the system browser', () => {
  it('shows the whole address and opens it only when the person chooses 打开', async () => {
    const url = 'https://help.example.com/cem/manual.html?page=2#install';
    const yes = parts(0);
    expect(await yes.open(url)).toBe(true);
    expect(yes.asked).toEqual([
      { type: 'question', title: '打开外部链接', message: '是否在浏览器中打开以下地址？', detail: url, buttons: ['打开', '取消'], defaultId: 1, cancelId: 1, noLink: true },
    ]);
    expect(yes.opened).toEqual([url]);
  });

  it('opens nothing when the person cancels or closes the dialog', async () => {
    const no = parts(1);
    expect(await no.open('https://help.example.com/')).toBe(false);
    expect(no.asked).toHaveLength(1);
    expect(no.opened).toEqual([]);
  });

  it('asks in the person’s language', async () => {
    const en = parts(1, 'en');
    await en.open('https://help.example.com/');
    expect(en.asked[0]).toMatchObject({ title: 'Open an external link', buttons: ['Open', 'Cancel'] });
  });

  it('refuses, without asking, anything but https or http to this machine', async () => {
    const p = parts(0);
    for (const url of ['http://help.example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'https://bank.example@evil.example/', 'ms-settings:privacy', 'not a url']) {
      expect(await p.open(url), url).toBe(false);
    }
    expect(p.asked).toEqual([]);
    expect(p.opened).toEqual([]);
    expect(await p.open('http://localhost:8080/report')).toBe(true);
    expect(await p.open('http://[::1]:8080/report')).toBe(true);
  });
});
