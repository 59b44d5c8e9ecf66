import { BrowserWindow } from 'electron';
import { appIconPath } from './appIcon';
import { hardenedWebPreferences } from './hardening';
import { APP_ORIGIN } from './rendererOrigin';

/**
 * A second window on one app route (a page opened with a target, the data board): the same
 * hardening as the main window, and the same guards (main.ts guards every web contents). The caller registers its webContents id as trusted.
 */
export function openRouteWindow(preloadDir: string, path: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: '#f5f7fa',
    icon: appIconPath(),
    webPreferences: hardenedWebPreferences(preloadDir),
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}${path}`);
  return win;
}
