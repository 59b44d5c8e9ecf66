import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type OSS from 'ali-oss';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { BridgeResult } from '@shared/bridge';
import {
  checkFieldFile,
  checkLargeUpload,
  contentMatchesExtension,
  extensionOf,
  isMultipartKind,
  LARGE_UPLOAD,
  timestampedName,
  UPLOAD_FIELDS,
  UPLOAD_MESSAGES,
  type MultipartKind,
  type StsCredentials,
  type UploadItem,
  type UploadPreferences,
  type UploadState,
} from '@shared/domain/upload';
import { Crc64, crc64Combine } from '@shared/crc64';
import { MESSAGES } from '@shared/messages';
import { failure } from '../gateway/interpret';
import type { StsProvider } from './credentials';
import { crc64OfFile, detectType, fileFacts, partDigests, type FileFacts } from './fileFacts';
import { ossClient, type ListedPart } from './ossClient';
import type { ResourceClient } from './resourceClient';
import type { UploadTable } from './uploadDb';
import type { UploadRows } from './uploadRows';

type Row = UploadTable;
interface DonePart {
  number: number;
  etag: string;
  /** CRC-64 of the part's bytes as they were read and sent. */
  crc?: string;
}

export interface EngineTuning {
  partSize: number;
  parallel: number;
  /** First wait after an interruption; doubles up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** ali-oss's per-request timeout. */
  requestTimeoutMs: number;
  /** Credentials are fetched again this often while an upload runs. */
  credentialRefreshMs: number;
}

export const DEFAULT_TUNING: EngineTuning = {
  partSize: LARGE_UPLOAD.partSize,
  parallel: LARGE_UPLOAD.parallel,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  requestTimeoutMs: 300_000,
  credentialRefreshMs: LARGE_UPLOAD.credentialRefreshMs,
};

export interface EngineOptions {
  /** The queue's rows, sealed on disk; `rows.db` also holds the preferences. */
  rows: UploadRows;
  sts: StsProvider;
  resources: ResourceClient;
  tenantId: string;
  tuning: EngineTuning;
  /** Called (throttled) whenever the queue changes or progresses. */
  onChange(items: UploadItem[]): void;
  /** Called when an item finishes, with how long it ran. */
  onComplete?(item: UploadItem, ms: number): void;
}

/** Why an attempt stopped, so the queue knows whether to wait and try again. */
class Stop extends Error {
  constructor(
    readonly why: 'network' | 'credentials' | 'config' | 'noSuchUpload' | 'changed' | 'missing' | 'fatal' | 'interrupted',
    message = '',
  ) {
    super(message || why);
  }
}

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET']);
const CREDENTIAL_CODES = new Set(['SecurityTokenExpired', 'ExpiredToken', 'InvalidAccessKeyId', 'InvalidSecurityToken']);

/** Sorts an ali-oss failure into what the engine does next. */
export function classify(error: unknown): Stop['why'] {
  const e = (error ?? {}) as { name?: string; code?: string; status?: number; message?: string };
  if (e.name === 'cancel') return 'interrupted';
  if (e.name === 'abort' || e.code === 'NoSuchUpload') return 'noSuchUpload';
  if (e.code && CREDENTIAL_CODES.has(e.code)) return 'credentials';
  if (e.status === -1 || e.status === -2 || (e.code && NETWORK_CODES.has(e.code))) return 'network';
  if (typeof e.status === 'number' && (e.status >= 500 || e.status === 0)) return 'network';
  if (/(Timeout|RequestError|ResponseError|ConnectionError|SocketError)/.test(e.name ?? '')) return 'network';
  if (/socket hang up|ECONNRESET|other side closed|aborted/i.test(e.message ?? '')) return 'network';
  return 'fatal';
}

/** What a queue row was added as: the file manager's large upload, or a form field's multipart kind. */
type QueueKind = 'large' | MultipartKind;
const queueKindOf = (kind: string): QueueKind => (isMultipartKind(kind) ? kind : 'large');

function toItem(row: Row, live?: { bytes: number; speed: number }): UploadItem {
  const bytesDone = Math.min(row.size, live ? Math.max(live.bytes, row.bytes_done) : row.bytes_done);
  const prog = row.state === 'complete' ? 100 : row.size > 0 ? Math.min(99, Math.floor((bytesDone / row.size) * 100)) : 0;
  const speed = row.state === 'uploading' && live ? live.speed : 0;
  return {
    id: row.id,
    name: row.name,
    ossName: row.oss_name,
    size: row.size,
    kind: queueKindOf(row.kind),
    state: row.state as UploadState,
    bytesDone: row.state === 'complete' ? row.size : bytesDone,
    prog,
    speed,
    eta: speed > 0 ? Math.ceil((row.size - bytesDone) / speed) : null,
    message: row.message,
    link: row.link,
    attachId: row.attach_id,
    createTime: row.create_time,
    completeTime: row.complete_time,
  };
}

interface Active {
  id: string;
  client: OSS | null;
  /** What the person asked for while it ran. */
  requested: 'pause' | 'cancel' | 'remove' | 'stop' | null;
  /** Bytes read from disk for parts still in flight, by part start offset. */
  inflight: Map<number, number>;
  /** CRC-64 of what each part's stream has read, by part start offset. */
  crcs: Map<number, { crc: Crc64; bytes: number }>;
  samples: { t: number; bytes: number }[];
  startedAt: number;
  wake: (() => void) | null;
}

/**
 * The upload queue of one person in one organisation: one file at a time, each in 10 MB parts, 4 in
 * parallel, straight to object storage with temporary credentials. The checkpoint (upload id, part
 * size, done parts with their ETags, the file's size, modification time and fingerprint) is written
 * durably after every part, so a pause, a lost connection, or the app closing or crashing costs at
 * most the parts that were in flight. A finished object is checked against the file by CRC-64.
 */
export class UploadEngine {
  private active: Active | null = null;
  private stopped = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeLoop: (() => void) | null = null;
  private emitTimer: NodeJS.Timeout | null = null;
  private rows = new Map<string, Row>();

  constructor(private readonly opts: EngineOptions) {}

  /** Loads the queue; unfinished uploads continue by themselves or wait paused, as the person chose. */
  async start(): Promise<void> {
    const rows = await this.opts.rows.all();
    const prefs = await this.preferences();
    for (const row of rows) {
      if (['uploading', 'waiting', 'interrupted'].includes(row.state)) {
        row.state = prefs.autoResume ? 'waiting' : 'paused';
        row.message = prefs.autoResume ? '' : UPLOAD_MESSAGES_PAUSED;
        await this.save(row, ['state', 'message']);
      }
      this.rows.set(row.id, row);
    }
    this.loopDone = this.loop();
    this.emitNow();
  }

  /** Stops working (app closing, person leaving) without changing what the queue says. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.active) this.interrupt(this.active, 'stop');
    this.wakeLoop?.();
    await this.loopDone;
    if (this.emitTimer) clearTimeout(this.emitTimer);
  }

  list(): UploadItem[] {
    return [...this.rows.values()].sort((a, b) => a.seq - b.seq).map((r) => this.item(r));
  }

  async preferences(): Promise<UploadPreferences> {
    const row = await this.opts.rows.db.selectFrom('preference').select('value').where('key', '=', 'autoResume').executeTakeFirst();
    return { autoResume: row ? row.value === '1' : true };
  }

  async setPreferences(prefs: UploadPreferences): Promise<UploadPreferences> {
    await this.opts.rows.db
      .insertInto('preference')
      .values({ key: 'autoResume', value: prefs.autoResume ? '1' : '0' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: prefs.autoResume ? '1' : '0' }))
      .execute();
    return this.preferences();
  }

  /**
   * Checks files by the large-upload rules (type by name and by content, size) and queues them. One
   * refused file refuses the whole choice, with its message, so nothing is queued half.
   */
  async add(files: { path: string; name: string; staged: boolean }[], kind: QueueKind): Promise<BridgeResult<UploadItem[]>> {
    const facts: FileFacts[] = [];
    for (const file of files) {
      let f: FileFacts;
      try {
        f = await fileFacts(file.path);
      } catch {
        return failure('invalid', UPLOAD_MESSAGES.uploadFileMissing);
      }
      const message = await this.checkRules(file.path, file.name, f.size, kind);
      if (message) return failure('invalid', message);
      facts.push(f);
    }
    let seq = Math.max(0, ...[...this.rows.values()].map((r) => r.seq));
    const added: Row[] = [];
    for (const [i, file] of files.entries()) {
      const now = Date.now();
      const ossName = timestampedName(file.name, now);
      const row: Row = {
        id: randomBytes(12).toString('hex'),
        kind,
        name: file.name,
        oss_name: ossName,
        // The server chooses the key when the upload first asks for credentials (oss/sts).
        object_key: '',
        path: file.path,
        staged: file.staged ? 1 : 0,
        size: facts[i].size,
        mtime_ms: facts[i].mtimeMs,
        fingerprint: facts[i].fingerprint,
        state: 'waiting',
        message: '',
        upload_id: '',
        part_size: this.opts.tuning.partSize,
        done_parts: '[]',
        bytes_done: 0,
        link: '',
        attach_id: '',
        crc64: '',
        create_time: now,
        complete_time: null,
        seq: ++seq,
      };
      await this.opts.rows.insert(row);
      this.rows.set(row.id, row);
      added.push(row);
    }
    this.emitNow();
    this.wakeLoop?.();
    return { ok: true, data: added.map((r) => this.item(r)) };
  }

  private async checkRules(path: string, name: string, size: number, kind: QueueKind): Promise<string | null> {
    const byName = kind === 'large' ? checkLargeUpload({ name, size }) : checkFieldFile(kind, { name, size });
    if (byName) return byName;
    if (!contentMatchesExtension(extensionOf(name), await detectType(path))) {
      return kind === 'large' ? UPLOAD_MESSAGES.largeTypeRejected : UPLOAD_FIELDS[kind].messages.type;
    }
    return null;
  }

  async pause(id: string): Promise<BridgeResult<UploadItem[]>> {
    const row = this.rows.get(id);
    if (!row) return this.notFound();
    if (this.active?.id === id) this.interrupt(this.active, 'pause');
    else if (['waiting', 'interrupted'].includes(row.state)) await this.setState(row, 'paused', UPLOAD_MESSAGES_PAUSED);
    await this.settledFor(id);
    return { ok: true, data: this.list() };
  }

  async resume(id: string): Promise<BridgeResult<UploadItem[]>> {
    const row = this.rows.get(id);
    if (!row) return this.notFound();
    if (['paused', 'interrupted', 'error', 'cancelled'].includes(row.state)) {
      if (this.active?.id === id) this.active.wake?.();
      else await this.setState(row, 'waiting', '');
      this.wakeLoop?.();
    }
    return { ok: true, data: this.list() };
  }

  /** Stops an upload for good: its parts are removed from storage. */
  async cancel(id: string): Promise<BridgeResult<UploadItem[]>> {
    const row = this.rows.get(id);
    if (!row) return this.notFound();
    if (row.state === 'complete') return { ok: true, data: this.list() };
    if (this.active?.id === id) this.interrupt(this.active, 'cancel');
    await this.settledFor(id);
    await this.abortRemote(row);
    await this.setState(row, 'cancelled', '');
    return { ok: true, data: this.list() };
  }

  /** Takes an entry off the list (the renderer has asked the person to confirm). */
  async remove(id: string): Promise<BridgeResult<UploadItem[]>> {
    const row = this.rows.get(id);
    if (!row) return this.notFound();
    if (this.active?.id === id) this.interrupt(this.active, 'remove');
    await this.settledFor(id);
    if (row.state !== 'complete') await this.abortRemote(row);
    await this.opts.rows.remove(id);
    this.rows.delete(id);
    if (row.staged) await rm(row.path, { force: true });
    this.emitNow();
    return { ok: true, data: this.list() };
  }

  /** After the file changed: drops the old parts and starts again from the first byte (the person confirmed). */
  async restart(id: string): Promise<BridgeResult<UploadItem[]>> {
    const row = this.rows.get(id);
    if (!row) return this.notFound();
    if (this.active?.id === id) this.interrupt(this.active, 'pause');
    await this.settledFor(id);
    let facts: FileFacts;
    try {
      facts = await fileFacts(row.path);
    } catch {
      await this.setState(row, 'error', UPLOAD_MESSAGES.uploadFileMissing);
      return failure('invalid', UPLOAD_MESSAGES.uploadFileMissing);
    }
    const message = await this.checkRules(row.path, row.name, facts.size, queueKindOf(row.kind));
    if (message) {
      await this.setState(row, 'error', message);
      return failure('invalid', message);
    }
    await this.abortRemote(row);
    Object.assign(row, { size: facts.size, mtime_ms: facts.mtimeMs, fingerprint: facts.fingerprint, upload_id: '', done_parts: '[]', bytes_done: 0, crc64: '', state: 'waiting', message: '' });
    await this.save(row, ['size', 'mtime_ms', 'fingerprint', 'upload_id', 'done_parts', 'bytes_done', 'crc64', 'state', 'message']);
    this.wakeLoop?.();
    return { ok: true, data: this.list() };
  }

  // ------------------------------------------------------------------------------------------

  private notFound(): BridgeResult<UploadItem[]> {
    return failure('invalid', MESSAGES.notFound);
  }

  private item(row: Row): UploadItem {
    const a = this.active?.id === row.id ? this.active : null;
    if (!a) return toItem(row);
    let inflight = 0;
    for (const v of a.inflight.values()) inflight += v;
    const bytes = row.bytes_done + inflight;
    return toItem(row, { bytes, speed: speedOf(a.samples) });
  }

  private interrupt(active: Active, why: NonNullable<Active['requested']>): void {
    active.requested = why;
    active.client?.cancel();
    active.wake?.();
  }

  private settled: Map<string, Promise<void>> = new Map();

  private async settledFor(id: string): Promise<void> {
    await this.settled.get(id);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const next = [...this.rows.values()].filter((r) => r.state === 'waiting').sort((a, b) => a.seq - b.seq)[0];
      if (!next) {
        await new Promise<void>((resolve) => (this.wakeLoop = resolve));
        this.wakeLoop = null;
        continue;
      }
      const run = this.process(next);
      this.settled.set(next.id, run);
      await run;
      this.settled.delete(next.id);
    }
  }

  /** Runs one upload to its end: done, an error, a pause, or the engine stopping; waits out interruptions. */
  private async process(row: Row): Promise<void> {
    const active: Active = { id: row.id, client: null, requested: null, inflight: new Map(), crcs: new Map(), samples: [], startedAt: Date.now(), wake: null };
    this.active = active;
    let failures = 0;
    let credentialRetries = 0;
    try {
      for (;;) {
        if (active.requested) return await this.settleRequested(row, active);
        await this.setState(row, 'uploading', '');
        try {
          await this.attempt(row, active);
          return;
        } catch (error) {
          if (active.requested) return await this.settleRequested(row, active);
          const why = error instanceof Stop ? error.why : classify(error);
          if (why === 'changed') return await this.setState(row, 'changed', UPLOAD_MESSAGES.uploadFileChanged);
          if (why === 'missing') return await this.setState(row, 'error', UPLOAD_MESSAGES.uploadFileMissing);
          if (why === 'fatal') return await this.setState(row, 'error', error instanceof Stop && error.message !== 'fatal' ? error.message : MESSAGES.uploadFailed);
          if (why === 'noSuchUpload') {
            await this.resetCheckpoint(row);
            continue;
          }
          if (why === 'credentials' && credentialRetries++ < 3) {
            this.opts.sts.invalidate();
            continue;
          }
          failures++;
          await this.setState(row, 'interrupted', why === 'config' ? MESSAGES.uploadConfigFailed : MESSAGES.uploadInterrupted);
          if (why === 'credentials' || why === 'config') this.opts.sts.invalidate();
          await this.backoff(active, failures);
          credentialRetries = 0;
        }
      }
    } finally {
      this.active = null;
      this.emitNow();
    }
  }

  private async settleRequested(row: Row, active: Active): Promise<void> {
    if (active.requested === 'pause') await this.setState(row, 'paused', UPLOAD_MESSAGES_PAUSED);
    // cancel and remove finish in their callers; stop leaves the row as it is for the next start.
  }

  /** Waits base·2^n (capped) with jitter, or until the person acts. */
  private backoff(active: Active, failures: number): Promise<void> {
    const { retryBaseMs, retryMaxMs } = this.opts.tuning;
    const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(failures - 1, 20));
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    return new Promise((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        active.wake = null;
        resolve();
      }
      active.wake = done;
    });
  }

  private async attempt(row: Row, active: Active): Promise<void> {
    let facts: FileFacts;
    try {
      facts = await fileFacts(row.path);
    } catch {
      throw new Stop('missing');
    }
    const changed = facts.size !== row.size || facts.mtimeMs !== row.mtime_ms || facts.fingerprint !== row.fingerprint;
    if (changed) {
      if (row.upload_id || row.crc64) throw new Stop('changed');
      const message = await this.checkRules(row.path, row.name, facts.size, queueKindOf(row.kind));
      if (message) throw new Stop('fatal', message);
      Object.assign(row, { size: facts.size, mtime_ms: facts.mtimeMs, fingerprint: facts.fingerprint });
      await this.save(row, ['size', 'mtime_ms', 'fingerprint']);
    }

    // A verified object waiting only for its attachment record: nothing to send again.
    if (!row.crc64) {
      const client = this.client(await this.credentials(row), row, active);
      active.client = client;
      if (active.requested) throw new Stop('interrupted');
      if (row.upload_id) await this.reconcile(row, client);
      await this.send(row, active, client);
      const head = await client.head(row.object_key);
      const remoteCrc = (head.res.headers as Record<string, string>)['x-oss-hash-crc64ecma'];
      const after = await fileFacts(row.path).catch(() => null);
      if (!after || after.size !== row.size || after.mtimeMs !== row.mtime_ms || after.fingerprint !== row.fingerprint) {
        await client.delete(row.object_key).catch(() => {});
        await this.resetCheckpoint(row);
        throw new Stop('changed');
      }
      const local = await this.localCrc(row);
      if (remoteCrc !== local) {
        // Nothing corrupt may stay under the key.
        await client.delete(row.object_key).catch(() => {});
        await this.resetCheckpoint(row);
        throw new Stop('fatal', MESSAGES.uploadFailed);
      }
      row.crc64 = local;
      row.bytes_done = row.size;
      await this.save(row, ['crc64', 'bytes_done']);
    }

    const attach = await this.opts.resources.call(uploadEndpoints.attachSubmit, { json: { originalName: row.name, ossName: row.object_key } });
    if (!attach.ok) throw new Stop(attach.error.kind === 'offline' || attach.error.kind === 'server' ? 'network' : 'fatal', attach.error.kind === 'auth' ? attach.error.message : '');
    Object.assign(row, { attach_id: attach.data.id, link: attach.data.link, state: 'complete', message: '', complete_time: Date.now(), upload_id: '', done_parts: '[]' });
    await this.save(row, ['attach_id', 'link', 'state', 'message', 'complete_time', 'upload_id', 'done_parts']);
    this.opts.onComplete?.(toItem(row), Date.now() - active.startedAt);
  }

  /**
   * Upload credentials for the row's key; the first time, the server chooses the key (and the name
   * shown follows it). A key the server no longer grants (the upload was swept) starts over on a new one.
   */
  private async credentials(row: Row): Promise<StsCredentials> {
    const target = row.object_key ? { key: row.object_key } : { fileName: row.name };
    const sts = await this.opts.sts.get(target);
    if (!sts.ok) {
      if (row.object_key && sts.error.status === 404) {
        Object.assign(row, { object_key: '', oss_name: timestampedName(row.name, Date.now()) });
        await this.save(row, ['object_key', 'oss_name']);
        await this.resetCheckpoint(row);
        throw new Stop('noSuchUpload');
      }
      throw new Stop(sts.error.kind === 'auth' || sts.error.kind === 'invalid' ? 'fatal' : 'config', sts.error.kind === 'auth' || sts.error.kind === 'invalid' ? sts.error.message : '');
    }
    if (!row.object_key) {
      row.object_key = sts.data.key;
      row.oss_name = sts.data.key.split('/').pop() ?? row.oss_name;
      await this.save(row, ['object_key', 'oss_name']);
    }
    return sts.data;
  }

  private client(c: StsCredentials, row: Row, active: Active): OSS {
    const client = ossClient(c, {
      timeout: this.opts.tuning.requestTimeoutMs,
      retryMax: 0,
      refreshSTSTokenInterval: this.opts.tuning.credentialRefreshMs,
      refreshSTSToken: async () => {
        const next = await this.opts.sts.get({ key: row.object_key }, true);
        if (!next.ok) throw new Stop('config');
        return { accessKeyId: next.data.accessKeyId, accessKeySecret: next.data.accessKeySecret, stsToken: next.data.securityToken };
      },
    });
    // Every part's bytes pass a meter on their way out: progress moves within a part, and the CRC-64
    // of what was sent is known without reading the file a second time.
    const internal = client as unknown as { _createStream(file: unknown, start: number, end: number): Promise<Readable> };
    const create = internal._createStream.bind(client);
    internal._createStream = async (file, start, end) => {
      const source = await create(file, start, end);
      const digest = { crc: new Crc64(), bytes: 0 };
      active.crcs.set(start, digest);
      active.inflight.set(start, 0);
      const meter = new Transform({
        transform: (chunk: Buffer, _encoding, done) => {
          digest.crc.update(chunk);
          digest.bytes += chunk.length;
          active.inflight.set(start, digest.bytes);
          this.scheduleEmit();
          done(null, chunk);
        },
      });
      pipeline(source, meter).catch(() => active.inflight.delete(start));
      return meter;
    };
    return client;
  }

  /** The multipart upload itself, from the checkpoint when there is one. */
  private async send(row: Row, active: Active, client: OSS): Promise<void> {
    const partSize = row.part_size;
    const done = JSON.parse(row.done_parts) as DonePart[];
    const checkpoint = row.upload_id ? { file: row.path, name: row.object_key, fileSize: row.size, partSize, uploadId: row.upload_id, doneParts: done.map((p) => ({ number: p.number, etag: p.etag })) } : undefined;
    active.inflight.clear();
    active.crcs.clear();
    active.samples.push({ t: Date.now(), bytes: row.bytes_done });
    await client.multipartUpload(row.object_key, row.path, {
      partSize,
      parallel: this.opts.tuning.parallel,
      checkpoint,
      progress: async (_p: number, cp?: { uploadId: string; doneParts: DonePart[] }) => {
        if (!cp?.uploadId || active.requested || this.active !== active) return;
        if (row.upload_id && cp.uploadId !== row.upload_id) return;
        // Parts of an earlier attempt may still finish after a retry began: keep the union of both.
        const merged = new Map((JSON.parse(row.done_parts) as DonePart[]).map((p) => [p.number, p]));
        for (const p of cp.doneParts) {
          if (merged.get(p.number)?.etag === p.etag) continue;
          const start = (p.number - 1) * partSize;
          const digest = active.crcs.get(start);
          const length = Math.min(partSize, row.size - start);
          merged.set(p.number, { number: p.number, etag: p.etag, ...(digest && digest.bytes === length ? { crc: digest.crc.digest() } : {}) });
        }
        const parts = [...merged.values()].sort((a, b) => a.number - b.number);
        for (const p of parts) active.inflight.delete((p.number - 1) * partSize);
        row.upload_id = cp.uploadId;
        row.done_parts = JSON.stringify(parts);
        row.bytes_done = parts.reduce((sum, p) => sum + Math.min(partSize, row.size - (p.number - 1) * partSize), 0);
        await this.save(row, ['upload_id', 'done_parts', 'bytes_done']);
        active.samples.push({ t: Date.now(), bytes: row.bytes_done });
        this.scheduleEmit();
      },
    } as OSS.MultipartUploadOptions);
  }

  /**
   * After a restart, asks storage which parts it holds: recorded parts it no longer has are sent
   * again, and parts that finished while the app was dying are kept when their ETag is the MD5 of
   * the local bytes. An upload storage no longer knows starts over — unless the object is already
   * complete and matches the file, which happens when the app died right after completing it.
   */
  private async reconcile(row: Row, client: OSS): Promise<void> {
    const server = new Map<number, { etag: string; size: number }>();
    let marker = 0;
    try {
      for (let page = 0; page < 20; page++) {
        const query = { 'max-parts': 1000, 'part-number-marker': marker } as unknown as OSS.ListPartsQuery;
        const res = await client.listParts(row.object_key, row.upload_id, query);
        const raw = res.parts as unknown;
        const parts = (Array.isArray(raw) ? raw : raw ? [raw] : []) as ListedPart[];
        for (const p of parts) server.set(Number(p.PartNumber), { etag: normaliseEtag(p.ETag), size: Number(p.Size) });
        if (String(res.isTruncated) !== 'true' || !parts.length) break;
        marker = Number(res.nextPartNumberMarker);
      }
    } catch (error) {
      if (classify(error) === 'noSuchUpload') {
        if (await this.alreadyComplete(row, client)) return;
        throw new Stop('noSuchUpload');
      }
      throw error;
    }
    const size = row.part_size;
    const recorded = JSON.parse(row.done_parts) as DonePart[];
    const kept = recorded.filter((p) => server.get(p.number)?.etag === normaliseEtag(p.etag));
    for (const [number, part] of server) {
      if (kept.some((k) => k.number === number)) continue;
      const start = (number - 1) * size;
      const end = Math.min(start + size, row.size);
      if (start >= row.size || part.size !== end - start) continue;
      const digests = await partDigests(row.path, start, end);
      if (digests.etag === part.etag) kept.push({ number, etag: part.etag, crc: digests.crc });
    }
    kept.sort((a, b) => a.number - b.number);
    row.done_parts = JSON.stringify(kept);
    row.bytes_done = kept.reduce((sum, p) => sum + Math.min(size, row.size - (p.number - 1) * size), 0);
    await this.save(row, ['done_parts', 'bytes_done']);
  }

  private async alreadyComplete(row: Row, client: OSS): Promise<boolean> {
    try {
      const head = await client.head(row.object_key);
      const headers = head.res.headers as Record<string, string>;
      if (Number(headers['content-length']) !== row.size) return false;
      const local = await crc64OfFile(row.path);
      if (headers['x-oss-hash-crc64ecma'] !== local) return false;
      row.crc64 = local;
      row.bytes_done = row.size;
      await this.save(row, ['crc64', 'bytes_done']);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The CRC-64 of the file as sent: the parts' CRCs (measured as they were read) combined in order;
   * a part without one (recorded by an older version) is read again. A file small enough for one PUT
   * is simply read.
   */
  private async localCrc(row: Row): Promise<string> {
    const parts = JSON.parse(row.done_parts) as DonePart[];
    if (!parts.length) return crc64OfFile(row.path);
    let crc = 0n;
    for (const p of parts.sort((a, b) => a.number - b.number)) {
      const start = (p.number - 1) * row.part_size;
      const end = Math.min(start + row.part_size, row.size);
      const partCrc = p.crc ?? (await partDigests(row.path, start, end)).crc;
      crc = crc64Combine(crc, partCrc, end - start);
    }
    return crc.toString();
  }

  private async resetCheckpoint(row: Row): Promise<void> {
    Object.assign(row, { upload_id: '', done_parts: '[]', bytes_done: 0, crc64: '' });
    await this.save(row, ['upload_id', 'done_parts', 'bytes_done', 'crc64']);
  }

  /** Best effort: removes an unfinished upload's parts from storage. */
  private async abortRemote(row: Row): Promise<void> {
    if (!row.upload_id || !row.object_key) return;
    const sts = await this.opts.sts.get({ key: row.object_key });
    if (sts.ok) {
      const client = this.client(sts.data, row, { id: row.id, client: null, requested: null, inflight: new Map(), crcs: new Map(), samples: [], startedAt: 0, wake: null });
      await client.abortMultipartUpload(row.object_key, row.upload_id).catch(() => {});
    }
    await this.resetCheckpoint(row);
  }

  private async setState(row: Row, state: UploadState, message: string): Promise<void> {
    if (row.state === state && row.message === message) return;
    row.state = state;
    row.message = message;
    if (this.rows.has(row.id)) await this.save(row, ['state', 'message']);
    this.emitNow();
  }

  private async save(row: Row, columns: (keyof Row)[]): Promise<void> {
    if (!this.rows.has(row.id) && columns.length) {
      if (!(await this.opts.rows.exists(row.id))) return;
    }
    await this.opts.rows.update(row, columns);
  }

  private scheduleEmit(): void {
    if (this.emitTimer) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.opts.onChange(this.list());
    }, 200);
  }

  private emitNow(): void {
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.emitTimer = null;
    this.opts.onChange(this.list());
  }
}

const UPLOAD_MESSAGES_PAUSED = MESSAGES.uploadPaused;

function normaliseEtag(etag: string): string {
  return `"${etag.replace(/"/g, '').trim().toUpperCase()}"`;
}

/** Bytes per second over the last five seconds of finished parts. */
function speedOf(samples: { t: number; bytes: number }[]): number {
  const now = Date.now();
  while (samples.length > 2 && now - samples[0].t > 5000) samples.shift();
  if (samples.length < 2) return 0;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const dt = (last.t - first.t) / 1000;
  return dt > 0 ? Math.round((last.bytes - first.bytes) / dt) : 0;
}

