import { BrowserWindow } from 'electron';
import { appIconPath } from './appIcon';
import { hardenedWebPreferences } from './hardening';
import type { ElectronSettingsStore } from './electronSettingsStore';
import { workAreas } from './mainWindow';
import { APP_ORIGIN } from './rendererOrigin';
import { placeWindow } from './windowPlacement';

/**
 * A second window on one app route (a page opened with a target, the data board): the same
 * hardening as the main window, and the same guards (main.ts guards every web contents). The caller registers its webContents id as trusted.
 * Each route remembers its own bounds (the data board goes back to the screen it was shown on).
 */
export function openRouteWindow(preloadDir: string, path: string, settings: ElectronSettingsStore): BrowserWindow {
  const route = path.split('?')[0];
  const place = placeWindow(settings.routeWindowBounds(route), workAreas(), { width: 1280, height: 800 });
  const win = new BrowserWindow({
    width: place.width,
    height: place.height,
    ...(place.x !== undefined ? { x: place.x, y: place.y } : {}),
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: '#f5f7fa',
    icon: appIconPath(),
    webPreferences: hardenedWebPreferences(preloadDir),
  });
  if (place.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => settings.saveRouteWindowBounds(route, { ...win.getNormalBounds(), maximized: win.isMaximized() }));
  void win.loadURL(`${APP_ORIGIN}${path}`);
  return win;
}
