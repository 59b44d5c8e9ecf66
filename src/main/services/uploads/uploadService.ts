import { createHash } from 'node:crypto';
import { existsSync, openAsBlob, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { BridgeResult, Language } from '@shared/bridge';
import {
  checkFieldFile,
  contentMatchesExtension,
  extensionOf,
  LARGE_UPLOAD,
  mimeOf,
  UPLOAD_FIELDS,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  MULTIPART_KINDS,
  type MultipartKind,
  type FileHandle,
  type PutFileResult,
  type ReadPurpose,
  type ReadUrl,
  type UploadItem,
  type UploadKind,
  type UploadPreferences,
} from '@shared/domain/upload';
import { translations } from '@shared/i18n';
import { firstMessage, validate } from '@shared/domain/validation';
import { CORE_MESSAGES, MESSAGES } from '@shared/messages';
import type { CoreConfig } from '../config';
import type { CoreEvents } from '../events';
import { failure } from '../gateway/interpret';
import { CacheCipher } from '../cache/cacheCipher';
import type { CacheKeys } from '../cache/cacheKeys';
import { personPrefix } from '../cache/cacheScope';
import type { SessionService } from '../session/sessionService';
import { StsProvider } from './credentials';
import { detectType } from './fileFacts';
import { FileHandles } from './fileHandles';
import type { DesktopIntegration } from './platform';
import { ResourceClient } from './resourceClient';
import { IN_MEMORY, openUploadDb, type UploadDb } from './uploadDb';
import { DEFAULT_TUNING, UploadEngine, type EngineTuning } from './uploadEngine';
import { UploadRows } from './uploadRows';

export interface UploadServiceOptions {
  /** The core's data folder; uploads keep their own database under <dataDir>/uploads. Memory only when absent. */
  dataDir?: string;
  /**
   * The person's key (the cache's, from the keychain) seals the queue's names and paths. Without a
   * keychain behind it the queue is kept in memory only, as the cache is: uploads then do not survive a restart.
   */
  keys: CacheKeys;
  config: CoreConfig;
  serverUrl: () => string;
  session: SessionService;
  events: CoreEvents;
  desktop?: DesktopIntegration;
  language: () => Language;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

/** An upload that ran longer than this is announced by a system notification when it finishes. */
export const LONG_UPLOAD_MS = 30_000;
/** States in which an upload stopped for good until the person acts (retry, restart): told by a notification. */
const FAILED_STATES = new Set<string>(['error', 'changed']);

const idSchema = z.string().min(1).max(64);
const addSchema = z.object({ handles: z.array(idSchema).min(1).max(100), kind: z.enum(['large', ...MULTIPART_KINDS] as [string, ...string[]]).optional() }).strict();
const putFileSchema = z.object({ handle: idSchema, kind: z.enum(UPLOAD_KINDS as [UploadKind, ...UploadKind[]]), attach: z.boolean().optional() }).strict();
const pickSchema = z.object({ multiple: z.boolean().optional(), kind: z.enum(['large', ...UPLOAD_KINDS] as [string, ...string[]]).optional() }).strict();
const prefsSchema = z.object({ autoResume: z.boolean() }).strict();
const linkSchema = z.object({ link: z.string().url().max(2000) }).strict();

function tuningFrom(env: Record<string, string | undefined>): EngineTuning {
  const n = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return {
    partSize: DEFAULT_TUNING.partSize,
    parallel: DEFAULT_TUNING.parallel,
    retryBaseMs: n('CEM_UPLOAD_RETRY_BASE_MS', DEFAULT_TUNING.retryBaseMs),
    retryMaxMs: n('CEM_UPLOAD_RETRY_MAX_MS', DEFAULT_TUNING.retryMaxMs),
    requestTimeoutMs: n('CEM_UPLOAD_TIMEOUT_MS', DEFAULT_TUNING.requestTimeoutMs),
    credentialRefreshMs: n('CEM_UPLOAD_CREDENTIAL_REFRESH_MS', LARGE_UPLOAD.credentialRefreshMs),
  };
}

/** The name a queue had before it carried its person's prefix (until issue 19). */
function legacyUploadDbName(origin: string, userId: string, tenantId: string): string {
  return `${createHash('sha256').update(`${origin}\n${userId}\n${tenantId}`).digest('hex').slice(0, 32)}.sqlite`;
}

/**
 * Where a person's queue lives: one database per server, person and organisation, named like the
 * cache files (the person's prefix first), so signing out finds every organisation's queue.
 */
export function uploadDbName(origin: string, userId: string, tenantId: string): string {
  return `${personPrefix(origin, userId)}-${legacyUploadDbName(origin, userId, tenantId)}`;
}

/** A queue kept under its old name takes the new one, with its WAL, before it is opened. */
function renameLegacyQueue(dir: string, origin: string, userId: string, tenantId: string): void {
  const from = join(dir, legacyUploadDbName(origin, userId, tenantId));
  const to = join(dir, uploadDbName(origin, userId, tenantId));
  if (!existsSync(from) || existsSync(to)) return;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
}

/**
 * Uploads of the signed-in person: the queue (the file manager), form uploads through put-file, and
 * image previews. The queue follows the session: signing in (or switching organisation) opens that
 * person's queue; an ended session stops it with every checkpoint kept, and signing out stops it
 * before the core deletes the person's queues (deviceData/personData).
 */
export class UploadService {
  readonly handles = new FileHandles();
  readonly resources: ResourceClient;
  readonly sts: StsProvider;
  private readonly tuning: EngineTuning;
  private engine: UploadEngine | null = null;
  private db: UploadDb | null = null;
  private scope = '';
  /** Each entry's state at the last change, to notice an upload that has just failed. */
  private lastStates = new Map<string, string>();
  private switching: Promise<void> = Promise.resolve();

  constructor(private readonly opts: UploadServiceOptions) {
    this.resources = new ResourceClient(opts.config, opts.serverUrl, opts.session, opts.fetch);
    this.tuning = tuningFrom(opts.env ?? process.env);
    this.sts = new StsProvider(this.resources, this.tuning.credentialRefreshMs);
    opts.events.on((event) => {
      if (event.type === 'session-changed' || event.type === 'session-ended') void this.sync();
    });
  }

  get stagingDir(): string | null {
    return this.opts.dataDir ? join(this.opts.dataDir, 'uploads', 'staging') : null;
  }

  /** Opens the queue of whoever is signed in now (or closes it when nobody is). */
  sync(): Promise<void> {
    this.switching = this.switching.then(() => this.switchTo()).catch((error: unknown) => {
      process.stderr.write(`uploads: ${(error as Error).message}\n`);
    });
    return this.switching;
  }

  private async switchTo(): Promise<void> {
    const user = this.opts.session.state().user;
    const origin = new URL(this.opts.serverUrl()).origin;
    const scope = user ? uploadDbName(origin, user.userId, user.tenantId) : '';
    if (scope === this.scope) return;
    await this.close();
    this.scope = scope;
    this.lastStates.clear();
    this.sts.invalidate();
    if (!user) {
      this.opts.events.emit({ type: 'uploads-changed', items: [] });
      return;
    }
    const { cipher, persistent } = await this.cipherFor(origin, user.userId);
    const onDisk = !!this.opts.dataDir && persistent;
    if (onDisk) renameLegacyQueue(join(this.opts.dataDir!, 'uploads'), origin, user.userId, user.tenantId);
    this.db = await openUploadDb(onDisk ? join(this.opts.dataDir!, 'uploads', scope) : IN_MEMORY, cipher, (reason) => {
      process.stderr.write(`uploads: queue rebuilt (${reason})\n`);
    });
    this.engine = new UploadEngine({
      rows: new UploadRows(this.db, cipher),
      sts: this.sts,
      resources: this.resources,
      tenantId: user.tenantId,
      tuning: this.tuning,
      onChange: (items) => this.changed(items),
      onComplete: (item, ms) => {
        if (ms < (Number(this.opts.env?.CEM_UPLOAD_NOTIFY_AFTER_MS) || LONG_UPLOAD_MS)) return;
        const t = translations[this.opts.language()].uploads;
        this.opts.desktop?.notify(t.notifyDone, item.name);
      },
    });
    await this.engine.start();
  }

  /** The person's key; a keychain that fails now keeps this queue in memory (nothing is written unsealed or under a lost key). */
  private async cipherFor(origin: string, userId: string): Promise<{ cipher: CacheCipher; persistent: boolean }> {
    try {
      return { cipher: await this.opts.keys.cipherFor(origin, userId), persistent: this.opts.keys.persistent };
    } catch (error) {
      process.stderr.write(`uploads: no key from the keychain, the queue is kept in memory: ${(error as Error).message}\n`);
      return { cipher: new CacheCipher(CacheCipher.randomKey()), persistent: false };
    }
  }

  private changed(items: UploadItem[]): void {
    this.opts.events.emit({ type: 'uploads-changed', items });
    // An upload that fails while the person may be elsewhere (the verification at the end, a changed file) is told once.
    for (const item of items) {
      const before = this.lastStates.get(item.id);
      if (before !== undefined && before !== item.state && FAILED_STATES.has(item.state)) {
        this.opts.desktop?.notify(translations[this.opts.language()].uploads.notifyFailed, item.name);
      }
    }
    this.lastStates = new Map(items.map((i) => [i.id, i.state]));
    const open = items.filter((i) => ['waiting', 'uploading', 'interrupted'].includes(i.state));
    const total = open.reduce((s, i) => s + i.size, 0);
    this.opts.desktop?.setProgress(total > 0 ? open.reduce((s, i) => s + i.bytesDone, 0) / total : null);
  }

  private async close(): Promise<void> {
    await this.engine?.stop();
    this.engine = null;
    await this.db?.destroy();
    this.db = null;
  }

  async dispose(): Promise<void> {
    await this.switching;
    await this.close();
    await this.handles.releaseAll();
  }

  private async withEngine<T>(fn: (engine: UploadEngine) => Promise<BridgeResult<T>>): Promise<BridgeResult<T>> {
    await this.switching;
    if (!this.engine) return failure('auth', MESSAGES.tokenMissing);
    return fn(this.engine);
  }

  // ---- bridge methods ----

  /** Electron: the system's open dialog; browser mode picks in the page and stages through the host. */
  async pick(input: unknown): Promise<BridgeResult<FileHandle[]>> {
    const parsed = validate(pickSchema, input ?? {});
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    if (!this.opts.desktop) return failure('invalid', CORE_MESSAGES.browserPicksFiles);
    const kind = parsed.data.kind as UploadKind | 'large' | undefined;
    const extensions = kind && kind !== 'large' ? UPLOAD_FIELDS[kind].extensions : undefined;
    const paths = await this.opts.desktop.pickFiles({ multiple: parsed.data.multiple ?? false, extensions });
    const handles: FileHandle[] = [];
    for (const path of paths) handles.push(await this.handles.register(path));
    return { ok: true, data: handles };
  }

  async release(id: unknown): Promise<BridgeResult<null>> {
    if (typeof id === 'string') await this.handles.release(id);
    return { ok: true, data: null };
  }

  list(): Promise<BridgeResult<UploadItem[]>> {
    return this.withEngine(async (e) => ({ ok: true, data: e.list() }));
  }

  add(input: unknown): Promise<BridgeResult<UploadItem[]>> {
    const parsed = validate(addSchema, input);
    if (!parsed.success) return Promise.resolve(failure('invalid', firstMessage(parsed.error)));
    return this.withEngine(async (engine) => {
      const files = [];
      for (const id of parsed.data.handles) {
        const entry = this.handles.get(id);
        if (!entry) return failure('invalid', UPLOAD_MESSAGES.uploadFileMissing);
        files.push({ path: entry.path, name: entry.name, staged: entry.staged });
      }
      const result = await engine.add(files, (parsed.data.kind ?? 'large') as 'large' | MultipartKind);
      // The queue owns the files now (a staged copy is deleted with its entry); a refused choice lets them go.
      for (const id of parsed.data.handles) await this.handles.release(id, result.ok);
      return result;
    });
  }

  pause = (id: unknown) => this.byId(id, (e, i) => e.pause(i));
  resume = (id: unknown) => this.byId(id, (e, i) => e.resume(i));
  cancel = (id: unknown) => this.byId(id, (e, i) => e.cancel(i));
  remove = (id: unknown) => this.byId(id, (e, i) => e.remove(i));
  restart = (id: unknown) => this.byId(id, (e, i) => e.restart(i));

  private byId(id: unknown, fn: (engine: UploadEngine, id: string) => Promise<BridgeResult<UploadItem[]>>): Promise<BridgeResult<UploadItem[]>> {
    const parsed = validate(idSchema, id);
    if (!parsed.success) return Promise.resolve(failure('invalid', firstMessage(parsed.error)));
    return this.withEngine((engine) => fn(engine, parsed.data));
  }

  preferences(): Promise<BridgeResult<UploadPreferences>> {
    return this.withEngine(async (e) => ({ ok: true, data: await e.preferences() }));
  }

  setPreferences(input: unknown): Promise<BridgeResult<UploadPreferences>> {
    const parsed = validate(prefsSchema, input);
    if (!parsed.success) return Promise.resolve(failure('invalid', firstMessage(parsed.error)));
    return this.withEngine(async (e) => ({ ok: true, data: await e.setPreferences(parsed.data) }));
  }

  /**
   * A form field's file through put-file: the field's rules first (type by name and by content,
   * size), then a multipart POST streamed from disk. Large attachments go through the queue instead.
   */
  async putFile(input: unknown): Promise<BridgeResult<PutFileResult>> {
    const parsed = validate(putFileSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const { handle, kind, attach } = parsed.data;
    const entry = this.handles.get(handle);
    if (!entry) return failure('invalid', UPLOAD_MESSAGES.uploadFileMissing);
    const rule = UPLOAD_FIELDS[kind];
    if (rule.multipart) return failure('invalid', rule.messages.size);
    const message = checkFieldFile(kind, entry);
    if (message) return failure('invalid', message);
    if (!contentMatchesExtension(extensionOf(entry.name), await detectType(entry.path))) return failure('invalid', rule.messages.type);
    let blob: Blob;
    try {
      blob = await openAsBlob(entry.path, { type: mimeOf(entry.name) });
    } catch {
      return failure('invalid', UPLOAD_MESSAGES.uploadFileMissing);
    }
    const endpoint = attach ? uploadEndpoints.putFileAttach : uploadEndpoints.putFile;
    const result = await this.resources.call(endpoint, {
      query: { kind },
      form: () => {
        const form = new FormData();
        form.append('file', blob, entry.name);
        return form;
      },
    });
    if (result.ok) await this.handles.release(handle);
    else if (result.error.kind === 'offline' || result.error.kind === 'server') return failure(result.error.kind, MESSAGES.uploadFailed, result.error.status);
    return result;
  }

  /**
   * A short-lived signed address of an object of the person's organisation, named by a link: only
   * the key is taken from the link, and the server decides (the download permission, the
   * organisation) and signs. The address goes to no one but the core's own fetch.
   */
  async readUrl(link: string, purpose: ReadPurpose): Promise<BridgeResult<ReadUrl & { key: string }>> {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return failure('invalid', MESSAGES.badRequest);
    }
    const segments = url.pathname.split('/').filter(Boolean);
    let key: string;
    try {
      key = segments.slice(1).map((s) => decodeURIComponent(s)).join('/');
    } catch {
      return failure('invalid', MESSAGES.badRequest);
    }
    // The server decides whose it is (and answers another organisation's key as not found).
    if (segments.length < 2) return failure('invalid', MESSAGES.badRequest);
    const signed = await this.resources.call(uploadEndpoints.ossReadUrl, { query: { key, purpose } });
    if (!signed.ok) return signed.error.kind === 'offline' ? failure('offline', MESSAGES.offline) : signed;
    return { ok: true, data: { ...signed.data, key } };
  }

  /** An image of the person's organisation as a data URL (thumbnails and previews), up to 10 MB. */
  async preview(input: unknown): Promise<BridgeResult<string>> {
    const parsed = validate(linkSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const target = await this.readUrl(parsed.data.link, 'preview');
    if (!target.ok) return target;
    const { url, key, size } = target.data;
    if (size > UPLOAD_FIELDS.imageList.maxBytes) return failure('invalid', UPLOAD_MESSAGES.imageSizeExceeded);
    try {
      const res = await (this.opts.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.tuning.requestTimeoutMs) });
      if (!res.ok) return failure('server', MESSAGES.notFound, res.status);
      const bytes = Buffer.from(await res.arrayBuffer());
      return { ok: true, data: `data:${mimeOf(key)};base64,${bytes.toString('base64')}` };
    } catch {
      return failure('offline', MESSAGES.offline);
    }
  }
}
