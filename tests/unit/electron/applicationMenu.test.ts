// The native menu's template, checked as Electron would receive it (Electron itself cannot run here).
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { applicationMenuTemplate, type AppMenuActions, type AppMenuState } from '../../../src/main/electron/applicationMenu';

type Item = MenuItemConstructorOptions;

function actions(withUpdates = true) {
  const calls: string[] = [];
  const a: AppMenuActions = {
    openRoute: (path) => void calls.push(`route ${path}`),
    openWindow: (path) => void calls.push(`window ${path}`),
    openDataFolder: () => void calls.push('data folder'),
    ...(withUpdates ? { checkForUpdates: () => void calls.push('check updates') } : {}),
  };
  return { a, calls };
}

const production: AppMenuState = { appName: '工程设计业务管理', development: false, boardAvailable: true };
const development: AppMenuState = { ...production, development: true };

const submenu = (item: Item) => item.submenu as Item[];
const roles = (item: Item) => submenu(item).flatMap((i) => (i.role ? [i.role] : []));
const labels = (item: Item) => submenu(item).flatMap((i) => (i.type === 'separator' ? [] : [i.label]));
const byLabel = (template: Item[], label: string) => template.find((i) => i.label === label)!;
const entry = (menu: Item, label: string) => submenu(menu).find((i) => i.label === label);
const click = (item: Item | undefined) => (item!.click as () => void)();

describe('the native application menu', () => {
  it('on Windows in Chinese: 文件 with settings and quit, then 编辑, 视图, 窗口, 帮助 with their roles', () => {
    const template = applicationMenuTemplate('zh', 'win32', actions().a, production);
    expect(template.map((i) => i.label)).toEqual(['文件', '编辑', '视图', '窗口', '帮助']);
    expect(labels(template[0])).toEqual(['设置', '退出']);
    expect(roles(template[0])).toEqual(['quit']);
    expect(roles(template[1])).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    expect(labels(template[1])).toEqual(['撤销', '重做', '剪切', '复制', '粘贴', '全选']);
    expect(roles(template[2])).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(template[3])).toEqual(['minimize', 'close']);
    expect(labels(template[3])).toEqual(['最小化', '关闭窗口', '数据看板']);
    expect(labels(template[4])).toEqual(['关于', '检查更新', '打开数据目录']);
    // macOS-only roles stay off Windows.
    expect(template.map((i) => i.role)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(roles(template[3])).not.toContain('front');
  });

  it('on macOS in Chinese: the app menu first with about, hide and quit roles, and the window and help menus', () => {
    const template = applicationMenuTemplate('zh', 'darwin', actions().a, production);
    expect(template.map((i) => i.label)).toEqual(['工程设计业务管理', '编辑', '视图', '窗口', '帮助']);
    expect(roles(template[0])).toEqual(['about', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(labels(template[0])).toEqual(['关于工程设计业务管理', '设置', '隐藏工程设计业务管理', '隐藏其他', '全部显示', '退出工程设计业务管理']);
    expect(template.find((i) => i.label === '文件')).toBeUndefined();
    expect(template[3].role).toBe('window');
    expect(roles(template[3])).toEqual(['minimize', 'close', 'front']);
    expect(template[4].role).toBe('help');
  });

  it('in English, every label is English, role items included', () => {
    const win = applicationMenuTemplate('en', 'win32', actions().a, production);
    expect(win.map((i) => i.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(labels(win[0])).toEqual(['Settings', 'Quit']);
    expect(labels(win[1])).toEqual(['Undo', 'Redo', 'Cut', 'Copy', 'Paste', 'Select all']);
    expect(labels(win[2])).toEqual(['Actual size', 'Zoom in', 'Zoom out', 'Full screen']);
    expect(labels(win[3])).toEqual(['Minimise', 'Close window', 'Data board']);
    expect(labels(win[4])).toEqual(['About', 'Check for updates', 'Open data folder']);
    const mac = applicationMenuTemplate('en', 'darwin', actions().a, { ...production, appName: 'CEM' });
    expect(labels(mac[0])).toEqual(['About CEM', 'Settings', 'Hide CEM', 'Hide others', 'Show all', 'Quit CEM']);
    const all = JSON.stringify([win, mac].flat().flatMap((i) => [i.label, ...labels(i)]));
    expect(all).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('reload and the developer tools only in a development run', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const shipped = byLabel(applicationMenuTemplate('zh', platform, actions().a, production), '视图');
      expect(roles(shipped)).not.toContain('reload');
      expect(roles(shipped)).not.toContain('toggleDevTools');
      const dev = byLabel(applicationMenuTemplate('zh', platform, actions().a, development), '视图');
      expect(roles(dev)).toEqual(['reload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    }
  });

  it("each of the app's own entries calls its action", () => {
    const { a, calls } = actions();
    const template = applicationMenuTemplate('zh', 'win32', a, production);
    click(entry(byLabel(template, '文件'), '设置'));
    click(entry(byLabel(template, '窗口'), '数据看板'));
    click(entry(byLabel(template, '帮助'), '关于'));
    click(entry(byLabel(template, '帮助'), '检查更新'));
    click(entry(byLabel(template, '帮助'), '打开数据目录'));
    expect(calls).toEqual(['route /info/about', 'window /board/index', 'route /info/about', 'check updates', 'data folder']);
    expect(entry(byLabel(template, '文件'), '设置')!.accelerator).toBe('CmdOrCtrl+,');

    const mac = actions();
    click(entry(applicationMenuTemplate('en', 'darwin', mac.a, production)[0], 'Settings'));
    expect(mac.calls).toEqual(['route /info/about']);
  });

  it('no 检查更新 without an updater, and no 数据看板 for an organisation without the board', () => {
    const template = applicationMenuTemplate('zh', 'linux', actions(false).a, { ...production, boardAvailable: false });
    expect(labels(byLabel(template, '帮助'))).toEqual(['关于', '打开数据目录']);
    expect(labels(byLabel(template, '窗口'))).toEqual(['最小化', '关闭窗口']);
  });
});
