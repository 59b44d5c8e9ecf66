/**
 * Electron cannot run here: the link parsing and the hand-over between launches are pure modules,
 * and the main window is a fake standing in for Electron's BrowserWindow (MainWindowPort).
 */
import { describe, expect, it } from 'vitest';
import { InstanceHandover, type MainWindowPort } from '../../../src/main/electron/instanceHandover';
import { invitationFromArgv, invitationRoute, protocolClientArgs } from '../../../src/main/electron/invitationLinks';

function fakeWindow() {
  const calls: string[] = [];
  const win: MainWindowPort = { bringToFront: () => void calls.push('front'), navigate: (p) => void calls.push(`go ${p}`) };
  return { win, calls };
}

describe('invitation links', () => {
  it('turns cem://invite?code=… into the invitation route, upper-cased as the server reads codes', () => {
    expect(invitationRoute('cem://invite?code=ab12cd34')).toBe('/invite?code=AB12CD34');
    expect(invitationRoute('cem://invite/?code=AB12CD34')).toBe('/invite?code=AB12CD34');
    expect(invitationRoute(' CEM://INVITE?code=AB12CD34&from=mail ')).toBe('/invite?code=AB12CD34');
  });

  it('refuses anything else: other protocols, hosts, paths, credentials, or a code that is not one', () => {
    for (const link of [
      'http://invite?code=AB12CD34',
      'https://example.com/invite?code=AB12CD34',
      'cem://settings?code=AB12CD34',
      'cem://invite/../desk/index?code=AB12CD34',
      'cem://invite/join?code=AB12CD34',
      'cem://user:pw@invite?code=AB12CD34',
      'cem://invite:8080?code=AB12CD34',
      'cem://invite',
      'cem://invite?code=',
      'cem://invite?code=AB%2F..%2Fx',
      'cem://invite?code=<script>',
      'not a link',
      '',
    ]) {
      expect(invitationRoute(link), link).toBeNull();
    }
  });

  it('finds the link among a launch’s arguments (Windows, Linux), ignoring Chromium’s switches', () => {
    expect(invitationFromArgv(['/opt/cem/cem', '--no-sandbox', 'cem://invite?code=AB12CD34'])).toBe('/invite?code=AB12CD34');
    expect(invitationFromArgv(['C:\\cem\\cem.exe', '--allow-file-access-from-files', 'cem://invite?code=ZZ9900'])).toBe('/invite?code=ZZ9900');
    expect(invitationFromArgv(['/opt/cem/cem'])).toBeNull();
    expect(invitationFromArgv(['/opt/cem/cem', 'cem://evil/path'])).toBeNull();
  });

  it('registers the protocol with the app path only when run from a source checkout', () => {
    expect(protocolClientArgs(false, '/opt/cem/cem', '/x')).toEqual({ protocol: 'cem' });
    expect(protocolClientArgs(true, '/usr/bin/electron', '/src/cem')).toEqual({ protocol: 'cem', path: '/usr/bin/electron', args: ['/src/cem'] });
  });
});

describe('the hand-over between launches', () => {
  it('a second launch with an invitation brings the running window to the front on the invitation', () => {
    const h = new InstanceHandover(['/opt/cem/cem']);
    const { win, calls } = fakeWindow();
    h.attach(win);
    expect(calls).toEqual([]);
    h.secondInstance(['/opt/cem/cem', 'cem://invite?code=AB12CD34']);
    expect(calls).toEqual(['front', 'go /invite?code=AB12CD34']);
  });

  it('a second launch without a link only focuses; a bad link does not navigate', () => {
    const h = new InstanceHandover([]);
    const { win, calls } = fakeWindow();
    h.attach(win);
    h.secondInstance(['/opt/cem/cem']);
    h.secondInstance(['/opt/cem/cem', 'cem://desk/index']);
    expect(calls).toEqual(['front', 'front']);
  });

  it('the link that started the app, or one macOS hands over before the window exists, is shown once it is ready', () => {
    const first = new InstanceHandover(['/opt/cem/cem', 'cem://invite?code=FIRST1']);
    const a = fakeWindow();
    first.attach(a.win);
    expect(a.calls).toEqual(['go /invite?code=FIRST1']);

    const mac = new InstanceHandover(['/Applications/cem.app/Contents/MacOS/cem']);
    expect(mac.openUrl('cem://invite?code=EARLY1')).toBe(true);
    expect(mac.openUrl('https://example.com')).toBe(false);
    const b = fakeWindow();
    mac.attach(b.win);
    expect(b.calls).toEqual(['go /invite?code=EARLY1']);
    expect(mac.openUrl('cem://invite?code=LATER1')).toBe(true);
    expect(b.calls).toEqual(['go /invite?code=EARLY1', 'front', 'go /invite?code=LATER1']);
  });
});
