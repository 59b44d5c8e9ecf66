/**
 * Electron cannot run on these machines, so the integration is tested with stand-ins for the parts
 * of Electron it calls (dialogs, windows' progress bars, notifications).
 */
import { describe, expect, it } from 'vitest';
import { electronDesktop, type ElectronParts } from '../../../src/main/electron/desktopIntegration';

function stubs(opts: { canceled?: boolean; notifications?: boolean } = {}) {
  const calls: { open: unknown[]; save: unknown[]; progress: number[]; notes: [string, string][] } = { open: [], save: [], progress: [], notes: [] };
  const win = { destroyed: false, setProgressBar: (p: number) => void calls.progress.push(p), isDestroyed: () => win.destroyed };
  const parts: ElectronParts = {
    showOpenDialog: async (o) => (calls.open.push(o), { canceled: !!opts.canceled, filePaths: opts.canceled ? [] : ['/home/p/a.dwg', '/home/p/b.pdf'] }),
    showSaveDialog: async (o) => (calls.save.push(o), opts.canceled ? { canceled: true } : { canceled: false, filePath: '/home/p/Downloads/x.pdf' }),
    windows: () => [win],
    notificationSupported: () => opts.notifications ?? true,
    showNotification: (t, b) => void calls.notes.push([t, b]),
  };
  return { desktop: electronDesktop(parts), calls, win };
}

describe('the Electron desktop integration', () => {
  it('opens the system dialog with the field’s types and answers the chosen paths', async () => {
    const { desktop, calls } = stubs();
    expect(await desktop.pickFiles({ multiple: true, extensions: ['jpg', 'png'] })).toEqual(['/home/p/a.dwg', '/home/p/b.pdf']);
    expect(calls.open[0]).toEqual({ properties: ['openFile', 'multiSelections'], filters: [{ name: 'jpg, png', extensions: ['jpg', 'png'] }] });
    await desktop.pickFiles({ multiple: false });
    expect(calls.open[1]).toEqual({ properties: ['openFile'] });
  });

  it('answers nothing when the person cancels a dialog', async () => {
    const { desktop } = stubs({ canceled: true });
    expect(await desktop.pickFiles({ multiple: false })).toEqual([]);
    expect(await desktop.saveFile('x.pdf')).toBeNull();
  });

  it('asks where to save with the attachment’s name', async () => {
    const { desktop, calls } = stubs();
    expect(await desktop.saveFile('合同.pdf')).toBe('/home/p/Downloads/x.pdf');
    expect(calls.save[0]).toEqual({ defaultPath: '合同.pdf' });
  });

  it('shows the total progress on the taskbar, clamps it, and clears it with -1', () => {
    const { desktop, calls, win } = stubs();
    desktop.setProgress(0.25);
    desktop.setProgress(1.5);
    desktop.setProgress(null);
    win.destroyed = true;
    desktop.setProgress(0.5);
    expect(calls.progress).toEqual([0.25, 1, -1]);
  });

  it('notifies only where the system supports notifications', () => {
    const yes = stubs();
    yes.desktop.notify('文件上传完成', '图纸.dwg');
    expect(yes.calls.notes).toEqual([['文件上传完成', '图纸.dwg']]);
    const no = stubs({ notifications: false });
    no.desktop.notify('文件上传完成', '图纸.dwg');
    expect(no.calls.notes).toEqual([]);
  });
});
