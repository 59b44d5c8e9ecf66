/**
 * The bridge's uploads and downloads namespaces (issue 5), declared apart and joined into Bridge in
 * bridge.ts. Files reach the core as opaque handles: the renderer never holds a path, a token or a
 * storage credential.
 */
import type { BridgeResult } from './bridge';
import type { DownloadItem, FileHandle, MultipartKind, PutFileResult, UploadItem, UploadKind, UploadPreferences } from './domain/upload';

export interface UploadsBridge {
  /** Electron: the system's open dialog. Browser mode answers invalid: the page picks and stages through the host. */
  pick(input: { multiple?: boolean; kind?: UploadKind | 'large' }): Promise<BridgeResult<FileHandle[]>>;
  /** Lets go of a handle not used (a staged copy is deleted). */
  release(handle: string): Promise<BridgeResult<null>>;
  /** The person's upload queue (the file manager). */
  list(): Promise<BridgeResult<UploadItem[]>>;
  /** Queues files (checked by the large-upload rules, or the large-attachment field's). */
  add(input: { handles: string[]; kind?: 'large' | MultipartKind }): Promise<BridgeResult<UploadItem[]>>;
  pause(id: string): Promise<BridgeResult<UploadItem[]>>;
  resume(id: string): Promise<BridgeResult<UploadItem[]>>;
  /** Stops an upload for good and removes its parts from storage. */
  cancel(id: string): Promise<BridgeResult<UploadItem[]>>;
  /** Takes an entry off the list (ask the person first). */
  remove(id: string): Promise<BridgeResult<UploadItem[]>>;
  /** Starts an upload whose file changed over from the first byte (ask the person first). */
  restart(id: string): Promise<BridgeResult<UploadItem[]>>;
  preferences(): Promise<BridgeResult<UploadPreferences>>;
  setPreferences(prefs: UploadPreferences): Promise<BridgeResult<UploadPreferences>>;
  /** A form field's file through put-file, by the field's rules. */
  putFile(input: { handle: string; kind: UploadKind; attach?: boolean }): Promise<BridgeResult<PutFileResult>>;
  /** An image of the person's organisation as a data URL, for thumbnails and previews. */
  preview(input: { link: string }): Promise<BridgeResult<string>>;
}

export interface DownloadsBridge {
  /** Needs the download permission (暂无下载权限！ otherwise). Electron asks where to save; null when the person cancels. */
  start(input: { link: string; name: string }): Promise<BridgeResult<DownloadItem | null>>;
  list(): Promise<BridgeResult<DownloadItem[]>>;
  pause(id: string): Promise<BridgeResult<DownloadItem[]>>;
  resume(id: string): Promise<BridgeResult<DownloadItem[]>>;
  cancel(id: string): Promise<BridgeResult<DownloadItem[]>>;
}

export type UploadBridgeEvent = { type: 'uploads-changed'; items: UploadItem[] } | { type: 'downloads-changed'; items: DownloadItem[] };

export const UPLOADS_SHAPE: { [M in keyof UploadsBridge]: true } = {
  pick: true,
  release: true,
  list: true,
  add: true,
  pause: true,
  resume: true,
  cancel: true,
  remove: true,
  restart: true,
  preferences: true,
  setPreferences: true,
  putFile: true,
  preview: true,
};

export const DOWNLOADS_SHAPE: { [M in keyof DownloadsBridge]: true } = { start: true, list: true, pause: true, resume: true, cancel: true };

/** Browser mode: where the page streams a chosen file to the host (PUT, raw body), to get a FileHandle. */
export const HOST_UPLOAD_PATH = '/bridge/upload';
