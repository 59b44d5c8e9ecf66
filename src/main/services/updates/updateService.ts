/**
 * The desktop app's auto-update (issue 19), Electron-free so it is tested in Node: it drives
 * electron-updater's autoUpdater (or a fake with the same surface) against the reference server's
 * generic feed. It checks on start and once a day, lets electron-updater download a found update in the
 * background while the windows see the progress, then asks the person before restarting. A forced
 * update (the record's isUpdate 1, the feed's `forced`) offers no "later": the only answer installs it.
 * A postponed update installs when the app quits (electron-updater's autoInstallOnAppQuit) and is not
 * asked about again until a newer one is downloaded.
 */
import type { UpdateBridgeEvent } from '@shared/updateBridge';

export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The feed's fields this service reads (electron-updater's UpdateInfo keeps the feed's own `forced`). */
export interface FeedInfo {
  version: string;
  releaseNotes?: unknown;
  forced?: unknown;
}

/** The part of electron-updater's AppUpdater the service uses. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-available' | 'update-downloaded', listener: (info: FeedInfo) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export type RestartAnswer = 'restart' | 'later';

export interface UpdateServiceDeps {
  updater: AutoUpdaterLike;
  /** Asks the person (a dialog on the main window); with `forced` the only answer is 'restart'. */
  askRestart(update: { version: string; notes: string; forced: boolean }): Promise<RestartAnswer>;
  /** Progress and readiness for the windows (a bridge event) and the taskbar. */
  notify(event: UpdateBridgeEvent): void;
  log(line: string): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export type UpdatePhase = 'idle' | 'checking' | 'downloading' | 'asking' | 'postponed' | 'installing';

export interface UpdateService {
  start(): void;
  /** One check now; skipped while an update is already on its way or waiting. */
  check(): Promise<void>;
  phase(): UpdatePhase;
  stop(): void;
}

const isForced = (info: FeedInfo) => info.forced === true || info.forced === 'true' || info.forced === 1;
const notesOf = (info: FeedInfo) => (typeof info.releaseNotes === 'string' ? info.releaseNotes : '');

export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { updater } = deps;
  let phase: UpdatePhase = 'idle';
  let found: { version: string; forced: boolean } | null = null;
  let timer: unknown = null;
  let postponedVersion: string | null = null;

  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;

  updater.on('update-available', (info) => {
    found = { version: info.version, forced: isForced(info) };
    phase = 'downloading';
    deps.notify({ type: 'update-downloading', ...found, percent: 0 });
  });
  updater.on('download-progress', (progress) => {
    if (found) deps.notify({ type: 'update-downloading', ...found, percent: Math.floor(progress.percent) });
  });
  updater.on('update-downloaded', (info) => {
    const update = { version: info.version, forced: isForced(info) };
    found = update;
    deps.notify({ type: 'update-ready', ...update });
    // The daily check finds the postponed update again: it is not asked about a second time.
    if (!update.forced && update.version === postponedVersion) {
      phase = 'postponed';
      return;
    }
    phase = 'asking';
    void deps.askRestart({ ...update, notes: notesOf(info) }).then((answer) => {
      // A forced update is installed whatever the dialog answered: it has no "later".
      if (answer === 'restart' || update.forced) {
        phase = 'installing';
        updater.quitAndInstall(false, true);
      } else {
        phase = 'postponed';
        postponedVersion = update.version;
        deps.log(`update ${update.version} postponed; it installs when the app quits`);
      }
    });
  });
  updater.on('error', (error) => {
    deps.log(`update check failed: ${error.message}`);
    if (phase === 'checking' || phase === 'downloading') phase = 'idle';
  });

  const check = async () => {
    if (phase !== 'idle' && phase !== 'postponed') return;
    const before = phase;
    phase = 'checking';
    try {
      await updater.checkForUpdates();
    } catch (error) {
      deps.log(`update check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    // No update found (no event moved the phase on): back to where it was.
    if (phase === 'checking') phase = before;
  };

  return {
    start() {
      void check();
      timer = deps.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    },
    check,
    phase: () => phase,
    stop() {
      if (timer !== null) deps.clearInterval(timer);
      timer = null;
    },
  };
}
