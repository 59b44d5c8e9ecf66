import { BrowserWindow, screen } from 'electron';
import type { ElectronSettingsStore } from './electronSettingsStore';
import { appIconPath } from './appIcon';
import { hardenedWebPreferences } from './hardening';
import { APP_ORIGIN } from './rendererOrigin';

/**
 * Opens a window on the renderer with every hardening flag of Electron's security checklist; its
 * contents are guarded (navigation, new windows, frames, links) as every web contents is, in main.ts.
 */
export function openMainWindow(preloadDir: string, settings: ElectronSettingsStore): BrowserWindow {
  const saved = settings.windowBounds();
  const visible = saved && screen.getAllDisplays().some((d) => saved.x !== undefined && saved.y !== undefined && inside(d.workArea, saved.x, saved.y));
  const win = new BrowserWindow({
    width: saved?.width ?? 1440,
    height: saved?.height ?? 900,
    ...(visible ? { x: saved!.x, y: saved!.y } : {}),
    minWidth: 1024,
    minHeight: 680,
    show: false,
    backgroundColor: '#f5f7fa',
    icon: appIconPath(),
    webPreferences: hardenedWebPreferences(preloadDir),
  });
  if (saved?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => settings.saveWindowBounds({ ...win.getNormalBounds(), maximized: win.isMaximized() }));
  // The page title follows the renderer's document title (tab label); nothing to set here.
  void win.loadURL(`${APP_ORIGIN}/`);
  return win;
}

function inside(area: { x: number; y: number; width: number; height: number }, x: number, y: number): boolean {
  return x >= area.x && y >= area.y && x < area.x + area.width && y < area.y + area.height;
}
