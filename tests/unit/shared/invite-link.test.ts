import { describe, expect, it } from 'vitest';
import { inviteCodeFromInput, inviteLink } from '@shared/domain/invite';
import { localiseMessage } from '@shared/i18n';

const BROWSER = 'http://127.0.0.1:5170';
const DESKTOP = 'app://renderer';

describe('invitation links', () => {
  it('are the app origin, /invite and the code', () => {
    expect(inviteLink(BROWSER, 'AB23CD45')).toBe('http://127.0.0.1:5170/invite?code=AB23CD45');
    expect(inviteLink(DESKTOP, 'AB23CD45')).toBe('app://renderer/invite?code=AB23CD45');
  });

  it('give back their code, whatever the case, spacing or port, from /invite and the join tab', () => {
    expect(inviteCodeFromInput(inviteLink(BROWSER, 'AB23CD45'), BROWSER)).toEqual({ ok: true, code: 'AB23CD45' });
    expect(inviteCodeFromInput(`  ${inviteLink(DESKTOP, 'ab23cd45')}\n`, DESKTOP)).toEqual({ ok: true, code: 'AB23CD45' });
    // Browser mode picks its port at launch: the host is what makes a link ours.
    expect(inviteCodeFromInput('http://127.0.0.1:40123/invite?code=JOIN100002', BROWSER)).toEqual({ ok: true, code: 'JOIN100002' });
    expect(inviteCodeFromInput('http://127.0.0.1:5170/info/join?code=JOIN100002', BROWSER)).toEqual({ ok: true, code: 'JOIN100002' });
    expect(inviteCodeFromInput('http://127.0.0.1:5170/info/index?tab=join&code=JOIN100002#x', BROWSER)).toEqual({ ok: true, code: 'JOIN100002' });
  });

  it('take a bare code as a code', () => {
    expect(inviteCodeFromInput(' join100002 ', BROWSER)).toEqual({ ok: true, code: 'JOIN100002' });
    expect(inviteCodeFromInput('', BROWSER)).toEqual({ ok: false, message: '请输入邀请码' });
    expect(inviteCodeFromInput('ab-12', BROWSER)).toEqual({ ok: false, message: '邀请码无效或已过期' });
  });

  it('refuse a link of another host, scheme or page, and a link without a code', () => {
    const foreign = { ok: false, message: '该链接不是本系统的邀请链接' };
    expect(inviteCodeFromInput('https://evil.example.com/invite?code=AB23CD45', BROWSER)).toEqual(foreign);
    expect(inviteCodeFromInput('https://127.0.0.1:5170/invite?code=AB23CD45', BROWSER)).toEqual(foreign);
    expect(inviteCodeFromInput('http://127.0.0.1:5170/desk/index?code=AB23CD45', BROWSER)).toEqual(foreign);
    expect(inviteCodeFromInput('http://127.0.0.1:5170/invite?code=AB23CD45', DESKTOP)).toEqual(foreign);
    expect(inviteCodeFromInput('127.0.0.1:5170/invite?code=AB23CD45', BROWSER)).toEqual(foreign);
    expect(inviteCodeFromInput('javascript:alert(1)', BROWSER)).toEqual(foreign);
    expect(inviteCodeFromInput('http://127.0.0.1:5170/invite', BROWSER)).toEqual({ ok: false, message: '邀请链接中没有邀请码' });
    expect(inviteCodeFromInput('http://127.0.0.1:5170/invite?code=%20', BROWSER)).toEqual({ ok: false, message: '邀请链接中没有邀请码' });
    expect(inviteCodeFromInput('http://127.0.0.1:5170/invite?code=no%20such!', BROWSER)).toEqual({ ok: false, message: '邀请码无效或已过期' });
  });

  it('say so in English too', () => {
    expect(localiseMessage('该链接不是本系统的邀请链接', 'en')).toBe('This link is not an invitation link of this application');
    expect(localiseMessage('邀请链接中没有邀请码', 'en')).toBe('The invitation link carries no invitation code');
  });
});
