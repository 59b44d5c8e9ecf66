import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** Writes `size` random bytes to `path`, streamed in 1 MiB pieces so the test never holds the file. */
export async function writeRandomFile(path: string, size: number): Promise<void> {
  const out = createWriteStream(path);
  for (let written = 0; written < size; ) {
    const n = Math.min(1024 * 1024, size - written);
    if (!out.write(randomBytes(n))) await once(out, 'drain');
    written += n;
  }
  out.end();
  await once(out, 'finish');
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function sha256Stream(stream: AsyncIterable<unknown>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The smallest valid PNG (1x1), to test image fields and content sniffing. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** The start of a PDF: enough for content sniffing. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Writes a file of `size` bytes that starts with `signature` (a format's magic bytes) and goes on at random. */
export async function writeSignedFile(path: string, size: number, signature: Buffer | string): Promise<void> {
  await writeRandomFile(path, size);
  const { openSync, writeSync, closeSync } = await import('node:fs');
  const fd = openSync(path, 'r+');
  const head = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  writeSync(fd, head, 0, head.length, 0);
  closeSync(fd);
}

/** AutoCAD 2018 drawings start so. */
export const DWG_SIGNATURE = 'AC1032\0\0\0\0\0\0';
