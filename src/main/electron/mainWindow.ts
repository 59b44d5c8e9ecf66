import { BrowserWindow, screen } from 'electron';
import type { ElectronSettingsStore } from './electronSettingsStore';
import { appIconPath } from './appIcon';
import { hardenedWebPreferences } from './hardening';
import { APP_ORIGIN } from './rendererOrigin';
import { placeWindow, type Rect } from './windowPlacement';

/** The work areas of the displays present now, the primary first. */
export function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea);
}

/**
 * Opens a window on the renderer with every hardening flag of Electron's security checklist; its
 * contents are guarded (navigation, new windows, frames, links) as every web contents is, in main.ts.
 */
export function openMainWindow(preloadDir: string, settings: ElectronSettingsStore): BrowserWindow {
  // Back where it was, or on the primary display when that display is gone (windowPlacement.ts).
  const place = placeWindow(settings.windowBounds(), workAreas(), { width: 1440, height: 900 });
  const win = new BrowserWindow({
    width: place.width,
    height: place.height,
    ...(place.x !== undefined ? { x: place.x, y: place.y } : {}),
    minWidth: 1024,
    minHeight: 680,
    show: false,
    backgroundColor: '#f5f7fa',
    icon: appIconPath(),
    webPreferences: hardenedWebPreferences(preloadDir),
  });
  if (place.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => settings.saveWindowBounds({ ...win.getNormalBounds(), maximized: win.isMaximized() }));
  // The page title follows the renderer's document title (tab label); nothing to set here.
  void win.loadURL(`${APP_ORIGIN}/`);
  return win;
}
