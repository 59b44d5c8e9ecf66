/**
 * Upload rules (spec 1 §5, spec 2 §5 and §9, spec 3 §5 and §9), written once: the renderer's fields,
 * the core's engine and the server's routes all check files against these.
 */

import { z } from 'zod';
import { missingParam } from '../messages';

export const KB = 1024;
export const MB = 1024 * KB;
export const GB = 1024 * MB;
export const TB = 1024 * GB;

/** The spec's upload messages, verbatim. English twins live in i18n/en.ts under `messages`. */
export const UPLOAD_MESSAGES = {
  uploadSizeExceeded: '上传文件大小超出限制!',
  uploadTypeMismatch: '上传文件类型不符!',
  uploadDeleteFirst: '请先删除后再上传!',
  uploadCountExceeded: '超出上传限制文件数量',
  imageCountExceeded: '所选图片个数超出了限制！',
  imageSizeExceeded: '当前文件大小超出限制，上传失败',
  largeTypeRejected: '文件获取失败或格式不支持！',
  largeSizeExceeded: '文件超过限制大小！',
  /** Not in the spec: the file on disk changed since its upload began (decisions.md). */
  uploadFileChanged: '文件已被修改，需从头重新上传',
  /** Not in the spec: the picked file is no longer where it was. */
  uploadFileMissing: '文件不存在或无法读取',
  /** The system settings' logo says these without the trailing "!" (spec 1 §5). */
  logoSizeExceeded: '上传文件大小超出限制',
  logoTypeMismatch: '上传文件类型不符',
  /** Not in the spec: an attachment id that is not one of the organisation's (or no longer exists). */
  attachNotFound: '附件不存在',
  /** Not in the spec: an object key the caller's organisation does not hold (or not yet). */
  objectNotFound: '文件不存在，请先上传',
  /** Not in the spec: a multipart form that ended early, broke off or stalled. */
  formReadFailed: '文件读取失败',
  /** Not in the spec: storage credentials asked for an upload that is not (or no longer) the caller's. */
  uploadGrantNotFound: '上传任务不存在或已完成',
} as const;

// ---------------------------------------------------------------------------------------------
// Large uploads (the file manager): spec 1 §5.

export const VIDEO_EXTENSIONS = ['mp4', 'mpg', 'mpe', 'mpeg', 'qt', 'm4v', 'wmv', 'avi', 'webm', 'flv', 'mov'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'mid', 'midi', 'm3u', 'm4a', 'ogg', 'ra', 'amr'] as const;
export const OTHER_LARGE_EXTENSIONS = [
  'doc', 'docx', 'xls', 'xlsx', 'gz', 'jpeg', 'jpg', 'pdf', 'png', 'pps', 'ppt', 'pptx', 'txt', 'wps', 'xml', 'z', 'zip', 'rar', '7z', 'dwg', 'dxf', 'dws', 'dwt',
] as const;

export const LARGE_UPLOAD = {
  mediaMaxBytes: 200 * MB,
  otherMaxBytes: 20 * GB,
  partSize: 10 * MB,
  parallel: 4,
  /** Temporary storage credentials are fetched again this often (spec 1 §9). */
  credentialRefreshMs: 300_000,
} as const;

const IMAGE = ['jpg', 'jpeg', 'png'] as const;
const OFFICE = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'] as const;

// ---------------------------------------------------------------------------------------------
// Form fields.

export type UploadKind = 'singleImage' | 'logo' | 'imageList' | 'voucher' | 'invoice' | 'feedback' | 'tender' | 'contractScan' | 'largeAttachment' | ShotUploadKind;
/** Task records' (shots') media and files (issue 15): through the resumable engine, like largeAttachment. */
export type ShotUploadKind = 'shotVideo' | 'shotAudio' | 'shotAttachment';
/** The field kinds whose files go through the resumable multipart engine (the core's upload queue). */
export type MultipartKind = 'largeAttachment' | ShotUploadKind;

export interface UploadFieldRule {
  kind: UploadKind;
  extensions: readonly string[];
  maxBytes: number;
  maxFiles: number;
  /** Image fields show thumbnails and a preview. */
  image: boolean;
  /** Large attachments go through the multipart engine, the others through put-file. */
  multipart: boolean;
  messages: { size: string; type: string; count: string };
}

/**
 * Per kind: single image (logo, licence), image list, vouchers and receipts, invoice attachments,
 * tender documents, large attachments (phase outcome, publication).
 */
export const UPLOAD_FIELDS: Record<UploadKind, UploadFieldRule> = {
  singleImage: {
    kind: 'singleImage',
    extensions: IMAGE,
    maxBytes: 10 * MB,
    maxFiles: 1,
    image: true,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadDeleteFirst },
  },
  /** The platform logo of the system settings: one jpg, jpeg or png up to 1 MB. */
  logo: {
    kind: 'logo',
    extensions: IMAGE,
    maxBytes: 1 * MB,
    maxFiles: 1,
    image: true,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.logoSizeExceeded, type: UPLOAD_MESSAGES.logoTypeMismatch, count: UPLOAD_MESSAGES.uploadDeleteFirst },
  },
  imageList: {
    kind: 'imageList',
    extensions: IMAGE,
    maxBytes: 10 * MB,
    maxFiles: 10,
    image: true,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.imageSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.imageCountExceeded },
  },
  voucher: {
    kind: 'voucher',
    extensions: IMAGE,
    maxBytes: 5 * MB,
    maxFiles: 10,
    image: true,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  invoice: {
    kind: 'invoice',
    extensions: ['pdf', ...IMAGE],
    maxBytes: 5 * MB,
    maxFiles: 20,
    image: false,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  /**
   * Feedback attachments (spec 1 §3 `file`): the spec gives them no rule of their own, so they take
   * the invoice attachments' (the spec's rule for documents sent with a form: pdf, jpg, jpeg, png,
   * 5 MB each), with at most 5 files so their comma-joined links fit the 2000 characters of `file`.
   */
  feedback: {
    kind: 'feedback',
    extensions: ['pdf', ...IMAGE],
    maxBytes: 5 * MB,
    maxFiles: 5,
    image: false,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  tender: {
    kind: 'tender',
    extensions: [...OFFICE, ...IMAGE, 'zip', 'rar', '7z'],
    maxBytes: 100 * MB,
    maxFiles: 6,
    image: false,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  /** Contract scans (scanAttach, spec 2 §5 uploads: 100 MB for an agreement's scan): pdf and images, up to 10. */
  contractScan: {
    kind: 'contractScan',
    extensions: ['pdf', ...IMAGE],
    maxBytes: 100 * MB,
    maxFiles: 10,
    image: false,
    multipart: false,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  largeAttachment: {
    kind: 'largeAttachment',
    extensions: [...OFFICE, ...IMAGE],
    maxBytes: 2 * GB,
    maxFiles: 1,
    image: false,
    multipart: true,
    messages: { size: UPLOAD_MESSAGES.uploadSizeExceeded, type: UPLOAD_MESSAGES.uploadTypeMismatch, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  /**
   * Task records (spec 3 §3 videos, audio, attachs; §9 large uploads): the large-upload types and
   * sizes (video and audio 200 MB, other files 20 GB) with the chunked upload's messages (spec 3 §8).
   * The counts are ours (the spec gives none): 5 videos, 5 recordings, 10 files.
   */
  shotVideo: {
    kind: 'shotVideo',
    extensions: VIDEO_EXTENSIONS,
    maxBytes: LARGE_UPLOAD.mediaMaxBytes,
    maxFiles: 5,
    image: false,
    multipart: true,
    messages: { size: UPLOAD_MESSAGES.largeSizeExceeded, type: UPLOAD_MESSAGES.largeTypeRejected, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  shotAudio: {
    kind: 'shotAudio',
    extensions: AUDIO_EXTENSIONS,
    maxBytes: LARGE_UPLOAD.mediaMaxBytes,
    maxFiles: 5,
    image: false,
    multipart: true,
    messages: { size: UPLOAD_MESSAGES.largeSizeExceeded, type: UPLOAD_MESSAGES.largeTypeRejected, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
  shotAttachment: {
    kind: 'shotAttachment',
    extensions: OTHER_LARGE_EXTENSIONS,
    maxBytes: LARGE_UPLOAD.otherMaxBytes,
    maxFiles: 10,
    image: false,
    multipart: true,
    messages: { size: UPLOAD_MESSAGES.largeSizeExceeded, type: UPLOAD_MESSAGES.largeTypeRejected, count: UPLOAD_MESSAGES.uploadCountExceeded },
  },
};

export const MULTIPART_KINDS: readonly MultipartKind[] = ['largeAttachment', 'shotVideo', 'shotAudio', 'shotAttachment'];

export function isMultipartKind(value: unknown): value is MultipartKind {
  return typeof value === 'string' && (MULTIPART_KINDS as readonly string[]).includes(value);
}

export const UPLOAD_KINDS = Object.keys(UPLOAD_FIELDS) as UploadKind[];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as string[]).includes(value);
}

/** The largest file put-file accepts (the tender documents' 100 MB); larger ones go multipart. */
export const PUT_FILE_MAX_BYTES = Math.max(...UPLOAD_KINDS.filter((k) => !UPLOAD_FIELDS[k].multipart).map((k) => UPLOAD_FIELDS[k].maxBytes));
/** Every type put-file accepts when no kind is named. */
export const PUT_FILE_EXTENSIONS = [...new Set(UPLOAD_KINDS.filter((k) => !UPLOAD_FIELDS[k].multipart).flatMap((k) => UPLOAD_FIELDS[k].extensions))];

// ---------------------------------------------------------------------------------------------
// Checks.

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export interface FileFacts {
  name: string;
  size: number;
}

/** For the file manager: the type and size rules of large uploads, or null when the file may go. */
export function checkLargeUpload(file: FileFacts): string | null {
  const ext = extensionOf(file.name);
  const media = (VIDEO_EXTENSIONS as readonly string[]).includes(ext) || (AUDIO_EXTENSIONS as readonly string[]).includes(ext);
  const other = (OTHER_LARGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!media && !other) return UPLOAD_MESSAGES.largeTypeRejected;
  if (file.size <= 0) return UPLOAD_MESSAGES.largeTypeRejected;
  if (file.size > (media ? LARGE_UPLOAD.mediaMaxBytes : LARGE_UPLOAD.otherMaxBytes)) return UPLOAD_MESSAGES.largeSizeExceeded;
  return null;
}

/** For a form field: one file's type and size, or null when it may go. */
export function checkFieldFile(kind: UploadKind, file: FileFacts): string | null {
  const rule = UPLOAD_FIELDS[kind];
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.messages.type;
  if (file.size > rule.maxBytes) return rule.messages.size;
  return null;
}

/**
 * For a form field: a choice of files added to those already there. The count rule comes first (a
 * single image already present says 请先删除后再上传!), then each file's type and size.
 */
export function checkFieldSelection(kind: UploadKind, files: FileFacts[], existing: number): string | null {
  const rule = UPLOAD_FIELDS[kind];
  if (files.length === 0) return null;
  if (existing + files.length > rule.maxFiles) return rule.messages.count;
  for (const file of files) {
    const message = checkFieldFile(kind, file);
    if (message) return message;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Content sniffing: what a file's first bytes say it is, against what its name says.

/**
 * The families of formats whose content has a signature, by the names `file-type` detects, and the
 * extensions that may carry each. A file whose name claims a format with a signature must carry
 * that signature; a file of a format without one (txt, dxf, ...) must not carry a foreign one.
 */
const SIGNATURE_FAMILIES: { detected: readonly string[]; extensions: readonly string[] }[] = [
  { detected: ['jpg'], extensions: ['jpg', 'jpeg'] },
  { detected: ['png'], extensions: ['png'] },
  { detected: ['pdf'], extensions: ['pdf'] },
  { detected: ['cfb'], extensions: ['doc', 'xls', 'ppt', 'pps', 'wps', 'dws'] },
  { detected: ['docx', 'xlsx', 'pptx', 'zip'], extensions: ['docx', 'xlsx', 'pptx', 'zip'] },
  { detected: ['gz'], extensions: ['gz'] },
  { detected: ['Z'], extensions: ['z'] },
  { detected: ['rar'], extensions: ['rar'] },
  { detected: ['7z'], extensions: ['7z'] },
  { detected: ['dwg'], extensions: ['dwg', 'dwt', 'dws'] },
  { detected: ['xml'], extensions: ['xml'] },
  { detected: ['mp4', 'm4v', 'mov', 'qt', 'm4a', '3gp', 'f4v'], extensions: ['mp4', 'm4v', 'mov', 'qt', 'm4a'] },
  { detected: ['mpg', 'mpeg', 'ts'], extensions: ['mpg', 'mpe', 'mpeg'] },
  { detected: ['asf', 'wmv'], extensions: ['wmv'] },
  { detected: ['avi'], extensions: ['avi'] },
  { detected: ['webm', 'mkv'], extensions: ['webm'] },
  { detected: ['flv'], extensions: ['flv'] },
  { detected: ['mp3', 'mp2'], extensions: ['mp3'] },
  { detected: ['wav'], extensions: ['wav'] },
  { detected: ['mid'], extensions: ['mid', 'midi'] },
  { detected: ['ogg', 'oga', 'opus', 'ogv', 'ogx'], extensions: ['ogg'] },
  { detected: ['amr'], extensions: ['amr'] },
  { detected: ['ra', 'rm', 'rmvb'], extensions: ['ra'] },
];

/** Extensions whose content is plain text or has no signature worth checking. */
const SIGNATURELESS = new Set(['txt', 'dxf', 'm3u', 'xml', 'wps', 'dws', 'ra', 'mpe']);

/**
 * Whether the content's detected type fits the file's extension. `detected` is what `file-type`
 * found in the first bytes (undefined when it found nothing).
 */
export function contentMatchesExtension(ext: string, detected: string | undefined): boolean {
  const family = SIGNATURE_FAMILIES.find((f) => f.extensions.includes(ext));
  if (detected === undefined) return !family || SIGNATURELESS.has(ext);
  if (!family) return false;
  if (family.detected.includes(detected)) return true;
  // A format file-type reads as another member of the same container family (an xlsx saved as zip).
  return SIGNATURE_FAMILIES.some((f) => f.detected.includes(detected) && f.extensions.includes(ext));
}

// ---------------------------------------------------------------------------------------------
// Display.

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Sizes in 1024 steps, B to TB (spec 1 §9): 0 B, 1023 B, 1.0 KB, 10.5 MB, 2.00 GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} B`;
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** Width of text where a CJK (full-width) character counts 2 and others 1. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += isWide(ch) ? 2 : 1;
  return width;
}

function isWide(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** Attachment names clipped to `max` width units (spec 1 §9: 20, a CJK character counting 2), with an ellipsis. */
export function clipName(name: string, max = 20): string {
  if (textWidth(name) <= max) return name;
  let out = '';
  let width = 0;
  for (const ch of name) {
    const w = isWide(ch) ? 2 : 1;
    if (width + w > max - 1) break;
    out += ch;
    width += w;
  }
  return `${out}…`;
}

/** Links kept in one text column (feedback's `file`), comma-joined as the spec's calls carry them. */
export function joinLinks(links: readonly string[]): string {
  return links.join(',');
}

export function splitLinks(text: string): string[] {
  return text
    .split(',')
    .map((link) => link.trim())
    .filter(Boolean);
}

/**
 * The name to show for a stored link: its last path segment, decoded, without the timestamp that
 * put-file adds before the extension (see timestampedName). A record keeps only links, not names.
 */
export function nameOfLink(link: string): string {
  const path = link.split(/[?#]/)[0];
  const segment = path.slice(path.lastIndexOf('/') + 1);
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // A malformed escape: show the segment as it is.
  }
  return name.replace(/_\d{13}(\.[^.]*)?$/, '$1') || link;
}

/** Control characters and the characters file systems or URLs trip on, each replaced by `_`. */
export function replaceUnsafe(text: string, keepSlash = false): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += code < 0x20 || code === 0x7f || '\\:*?"<>|#%'.includes(ch) || (!keepSlash && ch === '/') ? '_' : ch;
  }
  return out;
}

/** The object name a large upload gets: the file's name with a timestamp before its extension. */
export function timestampedName(name: string, now: number): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const ext = extensionOf(base);
  const stem = ext ? base.slice(0, base.length - ext.length - 1) : base;
  const safe = replaceUnsafe(stem).slice(0, 80) || 'file';
  return ext ? `${safe}_${now}.${ext}` : `${safe}_${now}`;
}

/** Where a tenant's objects live: everything of organisation 100004 is under `100004/`. */
export function tenantPrefix(tenantId: string): string {
  return `${tenantId}/`;
}

// ---------------------------------------------------------------------------------------------
// What the bridge carries.

export type UploadState = 'waiting' | 'uploading' | 'paused' | 'interrupted' | 'error' | 'complete' | 'cancelled' | 'changed';

/** A file the person chose, known to the core by an opaque id: the renderer never holds a path. */
export interface FileHandle {
  id: string;
  name: string;
  size: number;
  /** The MIME type guessed from the name, or ''. */
  type: string;
}

/** One entry of the upload queue (spec 1 §3 upload item, plus progress). */
export interface UploadItem {
  id: string;
  name: string;
  /** The object's name in storage (the timestamped name). */
  ossName: string;
  size: number;
  kind: 'large' | MultipartKind;
  state: UploadState;
  bytesDone: number;
  /** 0..100. */
  prog: number;
  /** Bytes per second, over the last few seconds; 0 when not uploading. */
  speed: number;
  /** Seconds left at the current speed, or null. */
  eta: number | null;
  /** A catalogue message explaining the state (已暂停上传, 上传文件中断, 文件上传失败, ...). */
  message: string;
  link: string;
  attachId: string;
  createTime: number;
  completeTime: number | null;
}

export interface UploadPreferences {
  /** After a restart, continue unfinished uploads by themselves (true) or show them paused (false). */
  autoResume: boolean;
}

/** What put-file answers (spec 2 §7: link and originalName, or name and domain). */
export interface PutFileResult {
  link: string;
  originalName: string;
  name: string;
  domain: string;
  attachId?: string;
}

/** An attachment record (spec 1 §3 attachment item, plus its id and time). */
export interface Attachment {
  id: string;
  name: string;
  originalName: string;
  type: string;
  size: number;
  ossName: string;
  link: string;
  domain: string;
  createTime: string;
  /** The registry's columns (attach/list, detail): the organisation and the uploader. */
  tenantId?: string;
  tenantName?: string;
  uploaderName?: string;
}

/** Temporary storage credentials (GET resource oss/sts). */
export interface StsCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  /** ISO time the credentials stop working. */
  expiration: string;
  bucket: string;
  /** The object store's origin, path-style: `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  region: string;
  /** The one object key these credentials may upload to (initiate, parts, complete, list its parts, abort, put, head): chosen by the server. */
  key: string;
  /** The same key: what the credentials may touch starts with (is) this. */
  prefix: string;
}

/** A short-lived signed address of one object, granted by the server after its checks (GET oss/read-url). */
export interface ReadUrl {
  url: string;
  /** ISO time the address stops working. */
  expiration: string;
  size: number;
}

/** What a read is for: a download needs the download permission; a preview reads images only. */
export type ReadPurpose = 'download' | 'preview';

export type DownloadState = 'downloading' | 'paused' | 'interrupted' | 'error' | 'complete';

export interface DownloadItem {
  id: string;
  name: string;
  size: number;
  bytesDone: number;
  state: DownloadState;
  message: string;
  /** Electron: where the file is saved. Browser mode: the host address the browser downloads from. */
  target: string;
}

// ---------------------------------------------------------------------------------------------
// Request schemas of the resource module (server routes and core methods alike).

export const attachListQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(-1).max(1000).default(10),
  name: z.string().trim().max(100).optional(),
  /** The registry's searches: extension, uploader's name, organisation (the operator's administrator: any), upload days. */
  type: z.string().trim().max(20).optional(),
  uploader: z.string().trim().max(100).optional(),
  tenantId: z.string().trim().max(12).optional(),
  createTimeFrom: z.string().trim().max(19).optional(),
  createTimeTo: z.string().trim().max(19).optional(),
});

export const attachIdSchema = z.object({ id: z.string().trim().min(1).max(32) });

/** `ids` comma-joined, as the spec's remove calls send them. */
export const attachIdsSchema = z.object({
  ids: z
    .string({ error: '请选择至少一条数据' })
    .trim()
    .min(1, '请选择至少一条数据')
    .max(2000)
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
});

/** Registers an object already in storage (a finished large upload) as an attachment. */
export const attachSubmitSchema = z.object({
  originalName: z.string().trim().min(1).max(300),
  ossName: z.string().trim().min(1).max(1024),
});
export type AttachSubmit = z.infer<typeof attachSubmitSchema>;

/** GET oss/sts: credentials for a new upload of `fileName`, or renewed ones for the upload to `key`. */
export const stsQuerySchema = z
  .object({
    fileName: z.string().trim().min(1).max(300).optional(),
    key: z.string().trim().min(1).max(1024).optional(),
  })
  .refine((q) => Boolean(q.fileName) !== Boolean(q.key), { message: missingParam('fileName'), path: ['fileName'] });

/** GET oss/read-url: a signed address for one object of the caller's organisation. */
export const readUrlQuerySchema = z.object({
  key: z.string().trim().min(1).max(1024),
  purpose: z.enum(['download', 'preview']).default('download'),
});

export const putFileQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS as [UploadKind, ...UploadKind[]]).optional(),
  fileName: z.string().trim().min(1).max(100).optional(),
});

const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf', txt: 'text/plain', xml: 'application/xml',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed', gz: 'application/gzip',
  mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo', webm: 'video/webm', mp3: 'audio/mpeg', wav: 'audio/wav',
  dwg: 'image/vnd.dwg', dxf: 'image/vnd.dxf',
};

/** The MIME type a file name suggests, or application/octet-stream. */
export function mimeOf(name: string): string {
  return MIME[extensionOf(name)] ?? 'application/octet-stream';
}

/** The button code that allows downloading attachments (spec 1 §6: 暂无下载权限！ without it). */
export const DOWNLOAD_PERMISSION = 'attach_download';
