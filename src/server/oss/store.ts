import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Crc64 } from '@shared/crc64';

/** One stored piece of an object: a file under the storage folder and its length. */
export type Segment = [file: string, size: number];

export interface Received {
  /** Relative to the storage folder. */
  file: string;
  size: number;
  md5: Buffer;
  crc64: string;
}

/**
 * Object bytes on disk, streamed in and out, never held whole in memory. A body is written to a
 * temporary file while its MD5 and CRC-64 are computed, and moved in place only once complete, so
 * a connection that breaks mid-part leaves nothing behind but a temporary file swept at start.
 */
export class ObjectStore {
  constructor(readonly root: string) {}

  /** Creates the folders and sweeps temporary files a previous run left behind. */
  init(): void {
    rmSync(join(this.root, 'tmp'), { recursive: true, force: true });
    for (const dir of ['tmp', 'parts', 'objects']) mkdirSync(join(this.root, dir), { recursive: true });
  }

  path(file: string): string {
    return join(this.root, file);
  }

  /** Streams `body` to a temporary file; rejects when fewer (or more) bytes than `expected` arrive. */
  async receive(body: Readable, expected: number | undefined, limit: number): Promise<Received> {
    // A stream destroyed before it got here never ends nor errors again: pipeline would wait on it for ever.
    if (body.destroyed) throw new Error('incomplete body');
    const file = join('tmp', randomBytes(12).toString('hex'));
    const md5 = createHash('md5');
    const crc = new Crc64();
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit || (expected !== undefined && size > expected)) return done(new Error('too large'));
        md5.update(chunk);
        crc.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, createWriteStream(this.path(file)));
    } catch (error) {
      await rm(this.path(file), { force: true });
      throw error;
    }
    if (expected !== undefined && size !== expected) {
      await rm(this.path(file), { force: true });
      throw new Error('incomplete body');
    }
    return { file, size, md5: md5.digest(), crc64: crc.digest() };
  }

  async move(from: string, to: string): Promise<void> {
    mkdirSync(dirname(this.path(to)), { recursive: true });
    await rename(this.path(from), this.path(to));
  }

  async remove(files: string[]): Promise<void> {
    await Promise.all(files.map((f) => rm(this.path(f), { force: true, recursive: true })));
  }

  async exists(file: string): Promise<boolean> {
    return stat(this.path(file)).then(
      () => true,
      () => false,
    );
  }

  /** Bytes `start` to `end` (inclusive) of an object made of `segments`, as one stream. */
  read(segments: Segment[], start: number, end: number): Readable {
    const pieces: { file: string; from: number; to: number }[] = [];
    let offset = 0;
    for (const [file, size] of segments) {
      const segStart = offset;
      const segEnd = offset + size - 1;
      offset += size;
      if (size === 0 || segEnd < start || segStart > end) continue;
      pieces.push({ file, from: Math.max(start, segStart) - segStart, to: Math.min(end, segEnd) - segStart });
    }
    const root = this.root;
    // One segment after another, each read as the consumer asks for more (backpressure throughout).
    return Readable.from(
      (async function* () {
        for (const piece of pieces) yield* createReadStream(join(root, piece.file), { start: piece.from, end: piece.to });
      })(),
      { objectMode: false },
    );
  }
}
