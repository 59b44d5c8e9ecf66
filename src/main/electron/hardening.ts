import { join } from 'node:path';
import type { WebPreferences } from 'electron';

/** The webPreferences of every app window, from Electron's security checklist. */
export function hardenedWebPreferences(preloadDir: string): WebPreferences {
  return {
    preload: join(preloadDir, 'index.cjs'),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}
