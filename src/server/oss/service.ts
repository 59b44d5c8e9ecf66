import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { crc64Combine } from '@shared/crc64';
import type { AppContext } from '../context';
import { secondsFromNow, timestamp } from '../db/time';
import {
  deleteObject,
  deleteUpload,
  findObject,
  findUpload,
  insertUpload,
  partsOf,
  replaceObject,
  replacePart,
  uploadsCreatedBefore,
  type OssObjectRow,
  type OssPartRow,
} from '../repositories/oss';
import { ObjectStore, type Received, type Segment } from './store';
import { ossErrors } from './xml';

/** OSS limits: parts of at least 100 KB (but the last), at most 5 GB, numbered 1 to 10000. */
export const MIN_PART_SIZE = 100 * 1024;
export const MAX_PART_SIZE = 5 * 1024 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** A single PUT may carry up to 5 GB. */
export const MAX_PUT_SIZE = 5 * 1024 * 1024 * 1024;

export interface ObjectInfo {
  key: string;
  size: number;
  etag: string;
  crc64: string;
  contentType: string;
  objectType: string;
  lastModified: Date;
  segments: Segment[];
}

const quoted = (hex: string) => `"${hex.toUpperCase()}"`;

function toInfo(row: OssObjectRow): ObjectInfo {
  return {
    key: row.object_key,
    size: Number(row.size),
    etag: row.etag,
    crc64: row.crc64,
    contentType: row.content_type,
    objectType: row.object_type,
    lastModified: new Date(row.last_modified.replace(' ', 'T')),
    segments: JSON.parse(row.segments) as Segment[],
  };
}

/**
 * The object store behind the OSS-compatible endpoint and put-file: objects, multipart uploads and
 * their parts, in the database (what exists) and on disk (the bytes). An object appears under its
 * key only when a put or a completion has all its bytes, so no half-written object is ever served.
 */
export class OssService {
  readonly store: ObjectStore;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: AppContext) {
    this.store = new ObjectStore(ctx.config.oss.storageDir);
    this.store.init();
  }

  get bucket(): string {
    return this.ctx.config.oss.bucket;
  }

  startSweeper(): void {
    const every = this.ctx.config.oss.sweepInterval * 1000;
    this.sweeper = setInterval(() => void this.sweepStaleUploads().catch(() => {}), every);
    this.sweeper.unref();
    void this.sweepStaleUploads().catch(() => {});
  }

  stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Aborts multipart uploads older than the configured age and removes their parts; answers how many. */
  async sweepStaleUploads(now = new Date()): Promise<number> {
    const before = secondsFromNow(-this.ctx.config.oss.multipartMaxAge, now);
    const stale = await uploadsCreatedBefore(this.ctx.db, before);
    for (const upload of stale) await this.abort(upload.upload_id);
    return stale.length;
  }

  async head(key: string): Promise<ObjectInfo> {
    const row = await findObject(this.ctx.db, this.bucket, key);
    if (!row) throw ossErrors.noSuchKey();
    return toInfo(row);
  }

  async find(key: string): Promise<ObjectInfo | null> {
    const row = await findObject(this.ctx.db, this.bucket, key);
    return row ? toInfo(row) : null;
  }

  read(info: ObjectInfo, start: number, end: number): Readable {
    return this.store.read(info.segments, start, end);
  }

  async put(key: string, tenantId: string, body: Readable, length: number | undefined, contentType: string, md5?: string): Promise<ObjectInfo> {
    const received = await this.receive(body, length, MAX_PUT_SIZE);
    if (md5 && received.md5.toString('base64') !== md5) {
      await this.store.remove([received.file]);
      throw ossErrors.invalidDigest();
    }
    return this.adopt(received, key, tenantId, contentType);
  }

  /** Streams a body to a temporary file (for put-file, which looks at it before keeping it). */
  receiveUpload(body: Readable, limit: number): Promise<Received> {
    return this.receive(body, undefined, limit);
  }

  discard(received: Received): Promise<void> {
    return this.store.remove([received.file]);
  }

  /** Makes received bytes the object under `key`, in place of any earlier one. */
  async adopt(received: Received, key: string, tenantId: string, contentType: string): Promise<ObjectInfo> {
    const file = `objects/${randomBytes(16).toString('hex')}`;
    await this.store.move(received.file, file);
    const etag = quoted(received.md5.toString('hex'));
    const old = await this.ctx.db.transaction().execute((trx) =>
      replaceObject(trx, {
        bucket: this.bucket,
        object_key: key,
        tenant_id: tenantId,
        size: received.size,
        etag,
        crc64: received.crc64,
        content_type: contentType,
        object_type: 'Normal',
        segments: JSON.stringify([[file, received.size]]),
        last_modified: timestamp(),
      }),
    );
    await this.store.remove(old);
    return this.head(key);
  }

  async remove(key: string): Promise<void> {
    const files = await this.ctx.db.transaction().execute((trx) => deleteObject(trx, this.bucket, key));
    await this.store.remove(files);
  }

  async initiate(key: string, tenantId: string, contentType: string): Promise<string> {
    const uploadId = randomBytes(16).toString('hex').toUpperCase();
    await insertUpload(this.ctx.db, { upload_id: uploadId, bucket: this.bucket, object_key: key, tenant_id: tenantId, content_type: contentType, create_time: timestamp() });
    return uploadId;
  }

  private async upload(uploadId: string, key: string) {
    const upload = await findUpload(this.ctx.db, uploadId);
    if (!upload || upload.object_key !== key || upload.bucket !== this.bucket) throw ossErrors.noSuchUpload();
    return upload;
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, body: Readable, length: number | undefined, md5?: string): Promise<{ etag: string; crc64: string }> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) throw ossErrors.invalidArgument('Part number must be an integer between 1 and 10000, inclusive.');
    await this.upload(uploadId, key);
    const received = await this.receive(body, length, MAX_PART_SIZE);
    if (md5 && received.md5.toString('base64') !== md5) {
      await this.store.remove([received.file]);
      throw ossErrors.invalidDigest();
    }
    const file = `parts/${uploadId}/${partNumber}-${randomBytes(4).toString('hex')}`;
    await this.store.move(received.file, file);
    const etag = quoted(received.md5.toString('hex'));
    // The upload may have been aborted while the part streamed in: then the part is not kept.
    const kept = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await findUpload(trx, uploadId))) return null;
      return { old: await replacePart(trx, { upload_id: uploadId, part_number: partNumber, size: received.size, etag, crc64: received.crc64, file, last_modified: timestamp() }) };
    });
    if (!kept) {
      await this.store.remove([file]);
      throw ossErrors.noSuchUpload();
    }
    if (kept.old) await this.store.remove([kept.old]);
    return { etag, crc64: received.crc64 };
  }

  async listParts(key: string, uploadId: string, marker: number, max: number): Promise<{ parts: OssPartRow[]; truncated: boolean }> {
    await this.upload(uploadId, key);
    const rows = await partsOf(this.ctx.db, uploadId, marker, max + 1);
    return { parts: rows.slice(0, max), truncated: rows.length > max };
  }

  async abort(uploadId: string, key?: string): Promise<void> {
    if (key !== undefined) await this.upload(uploadId, key);
    const files = await this.ctx.db.transaction().execute((trx) => deleteUpload(trx, uploadId));
    await this.store.remove([...files, `parts/${uploadId}`]);
  }

  /**
   * Completes an upload from the listed parts: each must exist with its ETag, in ascending order,
   * all but the last at least 100 KB. Parts not listed are dropped. The object's CRC-64 is combined
   * from the parts' without reading the bytes again, and its ETag is OSS's MD5-of-MD5s `-<count>`.
   */
  async complete(key: string, uploadId: string, listed: { number: number; etag: string }[]): Promise<ObjectInfo> {
    const upload = await this.upload(uploadId, key);
    if (!listed.length) throw ossErrors.malformedXml();
    for (let i = 1; i < listed.length; i++) if (listed[i].number <= listed[i - 1].number) throw ossErrors.invalidPartOrder();
    const stored = new Map((await partsOf(this.ctx.db, uploadId)).map((p) => [p.part_number, p]));
    const chosen: OssPartRow[] = [];
    for (const item of listed) {
      const part = stored.get(item.number);
      if (!part || part.etag.toUpperCase() !== normaliseEtag(item.etag)) throw ossErrors.invalidPart();
      chosen.push(part);
    }
    chosen.forEach((p, i) => {
      if (i < chosen.length - 1 && Number(p.size) < MIN_PART_SIZE) throw ossErrors.entityTooSmall();
    });

    let crc = 0n;
    const md5s = createHash('md5');
    const objectDir = `objects/${randomBytes(16).toString('hex')}`;
    const segments: Segment[] = [];
    let size = 0;
    for (const part of chosen) {
      crc = crc64Combine(crc, part.crc64, Number(part.size));
      md5s.update(Buffer.from(part.etag.replace(/"/g, ''), 'hex'));
      const file = `${objectDir}/${part.part_number}`;
      await this.store.move(part.file, file);
      segments.push([file, Number(part.size)]);
      size += Number(part.size);
    }
    const etag = `"${md5s.digest('hex').toUpperCase()}-${chosen.length}"`;
    const old = await this.ctx.db.transaction().execute(async (trx) => {
      const replaced = await replaceObject(trx, {
        bucket: this.bucket,
        object_key: key,
        tenant_id: upload.tenant_id,
        size,
        etag,
        crc64: crc.toString(),
        content_type: upload.content_type,
        object_type: 'Multipart',
        segments: JSON.stringify(segments),
        last_modified: timestamp(),
      });
      const leftovers = await deleteUpload(trx, uploadId);
      return [...replaced, ...leftovers.filter((f) => !chosen.some((c) => c.file === f))];
    });
    await this.store.remove([...old, `parts/${uploadId}`]);
    return this.head(key);
  }

  private async receive(body: Readable, length: number | undefined, limit: number) {
    if (length !== undefined && length > limit) throw ossErrors.entityTooLarge();
    try {
      return await this.store.receive(body, length, limit);
    } catch (error) {
      if ((error as Error).message === 'too large') throw ossErrors.entityTooLarge();
      throw ossErrors.incompleteBody();
    }
  }
}

export function normaliseEtag(etag: string): string {
  return `"${etag.replace(/"/g, '').trim().toUpperCase()}"`;
}

const services = new WeakMap<AppContext, OssService>();

/** The one store of a running server. */
export function ossServiceOf(ctx: AppContext): OssService {
  let service = services.get(ctx);
  if (!service) {
    service = new OssService(ctx);
    services.set(ctx, service);
  }
  return service;
}

