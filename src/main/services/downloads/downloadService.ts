import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { BridgeResult } from '@shared/bridge';
import type { DownloadItem, DownloadState } from '@shared/domain/upload';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import type { CoreEvents } from '../events';
import { failure } from '../gateway/interpret';
import type { DesktopIntegration } from '../uploads/platform';
import type { UploadService } from '../uploads/uploadService';

/** Where browser mode's host serves a download: `<prefix><id>`. */
export const HOST_DOWNLOAD_PREFIX = '/bridge/download/';

const startSchema = z.object({ link: z.string().url().max(2000), name: z.string().trim().min(1).max(300) }).strict();

interface Job {
  item: DownloadItem;
  link: string;
  key: string;
  /** Electron: the chosen file; the bytes go to `<path>.download` until complete. */
  path: string | null;
  requested: 'pause' | 'cancel' | null;
  abort: AbortController | null;
  wake: (() => void) | null;
  running: Promise<void> | null;
}

/**
 * Downloads of attachments: only with the download permission, which the server checks before it
 * signs an address for the object (otherwise 暂无下载权限！). Under
 * Electron the file goes where the person chooses in the save dialog, with progress, and resumes by
 * Range requests after an interruption; in browser mode the host streams it to the browser, which
 * resumes by Range requests of its own.
 */
export class DownloadService {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly uploads: UploadService,
    private readonly events: CoreEvents,
    private readonly desktop: DesktopIntegration | undefined,
    private readonly retryBaseMs = 1000,
    private readonly fetchImpl?: typeof fetch,
  ) {
    events.on((event) => {
      if (event.type === 'session-ended') void this.clear();
    });
  }

  list(): Promise<BridgeResult<DownloadItem[]>> {
    return Promise.resolve({ ok: true, data: [...this.jobs.values()].map((j) => ({ ...j.item })) });
  }

  /** The server checks the download permission (暂无下载权限！) and signs a short-lived address. */
  private fetchObject(link: string, range: string | undefined, signal?: AbortSignal): Promise<Response | BridgeResult<never>> {
    return this.uploads.readUrl(link, 'download').then(async (signed) => {
      if (!signed.ok) return signed;
      try {
        return await (this.fetchImpl ?? fetch)(signed.data.url, { headers: range ? { range } : {}, signal });
      } catch {
        return failure('offline', MESSAGES.offline);
      }
    });
  }

  async start(input: unknown): Promise<BridgeResult<DownloadItem | null>> {
    const parsed = validate(startSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const target = await this.uploads.readUrl(parsed.data.link, 'download');
    if (!target.ok) return target;
    const size = target.data.size;
    const id = randomBytes(12).toString('hex');
    let path: string | null = null;
    if (this.desktop) {
      path = await this.desktop.saveFile(parsed.data.name);
      if (!path) return { ok: true, data: null };
    }
    const job: Job = {
      item: { id, name: parsed.data.name, size, bytesDone: 0, state: 'downloading', message: '', target: path ?? `${HOST_DOWNLOAD_PREFIX}${id}` },
      link: parsed.data.link,
      key: target.data.key,
      path,
      requested: null,
      abort: null,
      wake: null,
      running: null,
    };
    this.jobs.set(id, job);
    if (path) job.running = this.run(job);
    this.emit();
    return { ok: true, data: { ...job.item } };
  }

  /** The job a renderer's id names; only a string can (String() of an object with a hostile toString throws). */
  private jobOf(id: unknown): Job | undefined {
    return typeof id === 'string' ? this.jobs.get(id) : undefined;
  }

  async pause(id: unknown): Promise<BridgeResult<DownloadItem[]>> {
    const job = this.jobOf(id);
    if (job?.path && job.item.state !== 'complete') {
      job.requested = 'pause';
      job.abort?.abort();
      job.wake?.();
      await job.running;
      this.set(job, 'paused', MESSAGES.uploadPaused);
    }
    return this.list();
  }

  async resume(id: unknown): Promise<BridgeResult<DownloadItem[]>> {
    const job = this.jobOf(id);
    if (job?.path && ['paused', 'interrupted', 'error'].includes(job.item.state)) {
      if (job.running) job.wake?.();
      else {
        job.requested = null;
        job.running = this.run(job);
      }
    }
    return this.list();
  }

  async cancel(id: unknown): Promise<BridgeResult<DownloadItem[]>> {
    const job = this.jobOf(id);
    if (job) {
      job.requested = 'cancel';
      job.abort?.abort();
      job.wake?.();
      await job.running;
      if (job.path && job.item.state !== 'complete') await rm(`${job.path}.download`, { force: true });
      this.jobs.delete(job.item.id);
      this.emit();
    }
    return this.list();
  }

  /**
   * For browser mode's host: the object's bytes for one download, honouring a Range header so the
   * browser can resume. Answers null when the download is unknown.
   */
  async open(id: string, range: string | undefined): Promise<{ status: number; headers: Record<string, string>; body: Readable } | null> {
    const job = this.jobs.get(id);
    if (!job || job.path) return null;
    const got = await this.fetchObject(job.link, range && /^bytes=\d*-\d*$/.test(range) ? range : undefined);
    if (!(got instanceof Response) || !got.body || (got.status !== 200 && got.status !== 206)) return null;
    const res: { status: number; headers: Record<string, string> } = { status: got.status, headers: {} };
    got.headers.forEach((value, name) => (res.headers[name] = value));
    const out: Record<string, string> = {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(job.item.name)}`,
      'accept-ranges': 'bytes',
      'cache-control': 'no-store',
    };
    for (const h of ['content-length', 'content-range', 'etag', 'last-modified']) if (res.headers[h]) out[h] = res.headers[h];
    const start = Number(/^bytes (\d+)-/.exec(res.headers['content-range'] ?? '')?.[1] ?? 0);
    let seen = start;
    const meter = new Transform({
      transform: (chunk: Buffer, _e, done) => {
        seen += chunk.length;
        job.item.bytesDone = Math.max(job.item.bytesDone, seen);
        this.emitSoon();
        done(null, chunk);
      },
      flush: (done) => {
        if (seen >= job.item.size) this.set(job, 'complete', '');
        done();
      },
    });
    const stream = Readable.fromWeb(got.body as WebReadableStream);
    stream.on('error', (e: Error) => meter.destroy(e));
    meter.on('error', () => this.set(job, 'interrupted', MESSAGES.uploadInterrupted));
    return { status: res.status, headers: out, body: stream.pipe(meter) };
  }

  /** Electron: fetches the rest of the file (from what `<path>.download` holds) until it is complete. */
  private async run(job: Job): Promise<void> {
    const partial = `${job.path}.download`;
    let failures = 0;
    try {
      for (;;) {
        if (job.requested) return;
        this.set(job, 'downloading', '');
        const have = await stat(partial).then((s) => s.size, () => 0);
        job.item.bytesDone = have;
        try {
          if (have < job.item.size) {
            job.abort = new AbortController();
            const got = await this.fetchObject(job.link, `bytes=${have}-`, job.abort.signal);
            if (!(got instanceof Response)) {
              const error = got.ok ? null : got.error;
              throw Object.assign(new Error(error?.message ?? ''), { status: !error || error.kind === 'offline' ? -1 : (error.status ?? 403), refused: error?.message });
            }
            if (got.status !== 206 && got.status !== 200) throw Object.assign(new Error('status'), { status: got.status });
            // A server that ignores Range sends everything: start the partial file again.
            const whole = got.status === 200 && have > 0;
            let seen = have;
            const meter = new Transform({
              transform: (chunk: Buffer, _e, done) => {
                seen += chunk.length;
                job.item.bytesDone = seen;
                this.emitSoon();
                done(null, chunk);
              },
            });
            if (whole) seen = 0;
            await pipeline(Readable.fromWeb(got.body as WebReadableStream), meter, createWriteStream(partial, { flags: whole ? 'w' : 'a' }), { signal: job.abort.signal });
            if (seen < job.item.size) throw Object.assign(new Error('short read'), { status: -1 });
          }
          await rename(partial, job.path!);
          job.item.bytesDone = job.item.size;
          this.set(job, 'complete', '');
          return;
        } catch (error) {
          if (job.requested) return;
          const status = (error as { status?: number }).status;
          if (status !== undefined && status > 0 && status < 500) {
            this.set(job, 'error', (error as { refused?: string }).refused || MESSAGES.uploadFailed);
            return;
          }
          failures++;
          this.set(job, 'interrupted', MESSAGES.uploadInterrupted);
          const ceiling = Math.min(30_000, this.retryBaseMs * 2 ** Math.min(failures - 1, 10));
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, ceiling / 2 + Math.random() * (ceiling / 2));
            function done() {
              clearTimeout(timer);
              resolve();
            }
            job.wake = done;
          });
          job.wake = null;
        }
      }
    } finally {
      job.running = null;
    }
  }

  private set(job: Job, state: DownloadState, message: string): void {
    job.item.state = state;
    job.item.message = message;
    this.emit();
  }

  private timer: NodeJS.Timeout | null = null;

  private emitSoon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.emit();
    }, 250);
  }

  private emit(): void {
    this.events.emit({ type: 'downloads-changed', items: [...this.jobs.values()].map((j) => ({ ...j.item })) });
  }

  private async clear(): Promise<void> {
    for (const job of this.jobs.values()) {
      job.requested = 'cancel';
      job.abort?.abort();
      job.wake?.();
    }
    this.jobs.clear();
  }
}
