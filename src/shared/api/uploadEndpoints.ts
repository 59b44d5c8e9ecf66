/** The resource module's calls (spec 1 §7, spec 3 §7): storage credentials, put-file, attachments. */
import type { Attachment, AttachSubmit, PutFileResult, ReadPurpose, ReadUrl, StsCredentials } from '../domain/upload';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const resource = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'resource', method, path });

export const uploadEndpoints = {
  /** Upload-only credentials for one object key the server chooses (`fileName`), or renewed for an upload under way (`key`). */
  ossSts: resource<{ fileName: string } | { key: string }, StsCredentials>('GET', 'oss/sts'),
  /** A short-lived signed GET address of one object, after the server's checks (the download permission for downloads). */
  ossReadUrl: resource<{ key: string; purpose?: ReadPurpose }, ReadUrl>('GET', 'oss/read-url'),
  /** multipart/form-data, field `file`; `?kind=` names the field's rules. */
  putFile: resource<void, PutFileResult>('POST', 'oss/endpoint/put-file'),
  /** multipart/form-data, field `files` (several). */
  putFiles: resource<void, PutFileResult[]>('POST', 'oss/endpoint/put-files'),
  /** multipart/form-data, field `file`, stored under `?fileName=`. */
  putFileByName: resource<void, PutFileResult>('POST', 'oss/endpoint/put-file-by-name'),
  /** multipart/form-data, field `file`; also records an attachment and answers its id. */
  putFileAttach: resource<void, PutFileResult>('POST', 'oss/endpoint/put-file-attach'),
  attachList: resource<{ current?: number; size?: number; name?: string; type?: string; uploader?: string; tenantId?: string; createTimeFrom?: string; createTimeTo?: string }, Page<Attachment>>('GET', 'attach/list'),
  attachDetail: resource<{ id: string }, Attachment>('GET', 'attach/detail'),
  attachRemove: resource<{ ids: string }, null>('POST', 'attach/remove'),
  attachSubmit: resource<AttachSubmit, Attachment>('POST', 'attach/submit'),
} as const;
