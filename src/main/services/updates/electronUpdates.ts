/**
 * Thin Electron wiring of the update service: electron-updater's autoUpdater pointed at the reference
 * server's generic feed (/updates, see src/shared/domain/updateFeed.ts), the restart question as a native
 * dialog, progress on the taskbar and as a bridge event to the windows. Only a packaged app updates:
 * a development run has no installer to replace (electron-updater would refuse anyway).
 */
import type { Language } from '@shared/bridge';
import { UPDATE_FEED_PATH } from '@shared/domain/updateFeed';
import type { UpdateBridgeEvent } from '@shared/updateBridge';
import { restartQuestion, type ShowMessageBox } from './updateDialog';
import { createUpdateService, type AutoUpdaterLike, type UpdateService } from './updateService';

export interface ElectronUpdateParts {
  isPackaged: boolean;
  /** Where the feed is (updateFeedUrl); null: no server to update from. */
  feedUrl: string | null;
  showMessageBox: ShowMessageBox;
  language(): Language;
  send(event: UpdateBridgeEvent): void;
  /** The taskbar / dock progress of the main window (-1 removes it). */
  setProgress(fraction: number): void;
  log(line: string): void;
}

/**
 * The feed the app reads: CEM_UPDATE_URL when the release machine set one (a static host of
 * electron-builder's output), else /updates of the reference server the person connects to (the
 * settings' server, or CEM_SERVER_URL). The embedded server of a stand-alone run publishes no
 * versions and only answers this launch, so it has no feed: null.
 */
export function updateFeedUrl(env: Record<string, string | undefined>, settingsServerUrl: string): string | null {
  const explicit = env.CEM_UPDATE_URL?.trim();
  if (explicit) return explicit;
  const server = settingsServerUrl.trim() || env.CEM_SERVER_URL?.trim();
  return server ? new URL(UPDATE_FEED_PATH, server).toString() : null;
}

export async function startElectronUpdates(parts: ElectronUpdateParts): Promise<UpdateService | null> {
  if (!parts.isPackaged || !parts.feedUrl) {
    parts.log(parts.isPackaged ? 'updates off: no server to read the update feed from' : 'updates off: not a packaged app');
    return null;
  }
  // Loaded only in a packaged app: electron-updater reads Electron's app object when first touched.
  const { autoUpdater } = await import('electron-updater');
  autoUpdater.setFeedURL({ provider: 'generic', url: parts.feedUrl });
  const service = createUpdateService({
    updater: autoUpdater as unknown as AutoUpdaterLike,
    askRestart: restartQuestion(parts.showMessageBox, parts.language),
    notify: (event) => {
      parts.setProgress(event.type === 'update-downloading' ? event.percent / 100 : -1);
      parts.send(event);
    },
    log: parts.log,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  });
  service.start();
  return service;
}
