/**
 * The native application menu (issue 19), as a pure template: Electron's Menu.buildFromTemplate takes
 * it in main.ts, which builds it again when the language, the session or the updater changes. Every
 * label comes from the catalogue (translations[lang].appMenu), role items included, so the bar speaks
 * the app's language rather than the OS's (Electron's own role labels are English off macOS).
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '@shared/bridge';
import { translations } from '@shared/i18n';

/** The personal centre's 关于 tab: the version, the contacts, and the device's settings (本机). */
export const ABOUT_ROUTE = '/info/about';
/** There is no page of device settings of its own: language, notifications and local data live under 本机 on the about tab. */
export const SETTINGS_ROUTE = '/info/about';
/** The data board, opened in a window of its own as the top bar's board button opens it. */
export const BOARD_ROUTE = '/board/index';

/** What the app's own entries do; main.ts wires them to the windows, the core and the updater. */
export interface AppMenuActions {
  /** Shows the main window on an app route. */
  openRoute(path: string): void;
  /** Opens an app route in a window of its own (the core's app.openWindow, which the top bar's board button calls). */
  openWindow(path: string): void;
  /** The updater's check now; absent when there is no updater (not packaged, or no feed). */
  checkForUpdates?: () => void;
  /** The app's data folder in the system's file manager. */
  openDataFolder(): void;
}

export interface AppMenuState {
  /** The app's name, in the macOS app menu's about/hide/quit labels. */
  appName: string;
  /** A development run (not packaged): reload and the developer tools are offered. */
  development: boolean;
  /** The signed-in person's organisation has the data board (BOARD_CATEGORIES), as the board button decides. */
  boardAvailable: boolean;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export function applicationMenuTemplate(lang: Language, platform: NodeJS.Platform, actions: AppMenuActions, state: AppMenuState): MenuItemConstructorOptions[] {
  const t = translations[lang].appMenu;
  const mac = platform === 'darwin';
  const app = { app: state.appName };
  const settings: MenuItemConstructorOptions = { id: 'settings', label: t.settings, accelerator: 'CmdOrCtrl+,', click: () => actions.openRoute(SETTINGS_ROUTE) };

  // macOS: the app menu comes first and holds about, settings, hide and quit; elsewhere 文件 holds settings and quit.
  const first: MenuItemConstructorOptions = mac
    ? {
        label: state.appName,
        submenu: [
          { role: 'about', label: fill(t.aboutApp, app) },
          separator,
          settings,
          separator,
          { role: 'hide', label: fill(t.hide, app) },
          { role: 'hideOthers', label: t.hideOthers },
          { role: 'unhide', label: t.unhide },
          separator,
          { role: 'quit', label: fill(t.quitApp, app) },
        ],
      }
    : { id: 'file', label: t.file, submenu: [settings, separator, { role: 'quit', label: t.quit }] };

  const edit: MenuItemConstructorOptions = {
    id: 'edit',
    label: t.edit,
    submenu: [
      { role: 'undo', label: t.undo },
      { role: 'redo', label: t.redo },
      separator,
      { role: 'cut', label: t.cut },
      { role: 'copy', label: t.copy },
      { role: 'paste', label: t.paste },
      { role: 'selectAll', label: t.selectAll },
    ],
  };

  // Reloading and the developer tools are for a development run only; a shipped app has neither.
  const developer: MenuItemConstructorOptions[] = state.development
    ? [{ role: 'reload', label: t.reload }, { role: 'toggleDevTools', label: t.toggleDevTools }, separator]
    : [];
  const view: MenuItemConstructorOptions = {
    id: 'view',
    label: t.view,
    submenu: [
      ...developer,
      { role: 'resetZoom', label: t.resetZoom },
      { role: 'zoomIn', label: t.zoomIn },
      { role: 'zoomOut', label: t.zoomOut },
      separator,
      { role: 'togglefullscreen', label: t.toggleFullscreen },
    ],
  };

  // The board is offered to the organisations that have it, like the top bar's button (spec 1 §6).
  const board: MenuItemConstructorOptions[] = state.boardAvailable ? [separator, { id: 'board', label: t.board, click: () => actions.openWindow(BOARD_ROUTE) }] : [];
  const windowMenu: MenuItemConstructorOptions = {
    id: 'window',
    label: t.window,
    ...(mac ? { role: 'window' as const } : {}),
    submenu: [{ role: 'minimize', label: t.minimize }, { role: 'close', label: t.close }, ...board, ...(mac ? [separator, { role: 'front' as const, label: t.front }] : [])],
  };

  const checkForUpdates = actions.checkForUpdates;
  const help: MenuItemConstructorOptions = {
    id: 'help',
    label: t.help,
    ...(mac ? { role: 'help' as const } : {}),
    submenu: [
      { id: 'about', label: t.about, click: () => actions.openRoute(ABOUT_ROUTE) },
      ...(checkForUpdates ? [{ id: 'checkForUpdates', label: t.checkForUpdates, click: () => checkForUpdates() }] : []),
      separator,
      { id: 'openDataFolder', label: t.openDataFolder, click: () => actions.openDataFolder() },
    ],
  };

  return [first, edit, view, windowMenu, help];
}
