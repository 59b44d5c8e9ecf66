import type { Bridge } from '@shared/bridge';
import { DownloadService } from '../downloads/downloadService';
import { UploadService, type UploadServiceOptions } from './uploadService';

export type { DesktopIntegration } from './platform';

/** The upload service's options: downloads need nothing more. */
export type TransfersOptions = UploadServiceOptions;

export interface Transfers {
  uploads: UploadService;
  downloads: DownloadService;
  bridge: Pick<Bridge, 'uploads' | 'downloads'>;
  dispose(): Promise<void>;
}

/** Uploads and downloads of the desktop core, and their part of the bridge. */
export async function createTransfers(opts: TransfersOptions): Promise<Transfers> {
  const uploads = new UploadService(opts);
  const downloads = new DownloadService(uploads, opts.events, opts.desktop, Number(opts.env?.CEM_UPLOAD_RETRY_BASE_MS) || 1000, opts.fetch);
  await uploads.sync();
  return {
    uploads,
    downloads,
    bridge: {
      uploads: {
        pick: (input) => uploads.pick(input),
        release: (handle) => uploads.release(handle),
        list: () => uploads.list(),
        add: (input) => uploads.add(input),
        pause: (id) => uploads.pause(id),
        resume: (id) => uploads.resume(id),
        cancel: (id) => uploads.cancel(id),
        remove: (id) => uploads.remove(id),
        restart: (id) => uploads.restart(id),
        preferences: () => uploads.preferences(),
        setPreferences: (prefs) => uploads.setPreferences(prefs),
        putFile: (input) => uploads.putFile(input),
        preview: (input) => uploads.preview(input),
      },
      downloads: {
        start: (input) => downloads.start(input),
        list: () => downloads.list(),
        pause: (id) => downloads.pause(id),
        resume: (id) => downloads.resume(id),
        cancel: (id) => downloads.cancel(id),
      },
    },
    dispose: () => uploads.dispose(),
  };
}
