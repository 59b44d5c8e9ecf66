import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkFieldFile, checkLargeUpload, isUploadKind, UPLOAD_MESSAGES } from '@shared/domain/upload';
import { HOST_UPLOAD_PATH } from '@shared/uploadBridge';
import type { Core } from '../services/core';
import { HOST_DOWNLOAD_PREFIX } from '../services/downloads/downloadService';

/**
 * Browser mode's file transfers: the page streams a chosen file to the host (PUT, raw body, bounded
 * by the upload rules of its purpose) and gets a file handle, as Electron's open dialog would give;
 * downloads are streamed from the core to the browser, with Range requests for resuming.
 */
export function registerTransferRoutes(app: FastifyInstance, core: Core, fromPage: (req: FastifyRequest) => boolean): void {
  void app.register(async (scope) => {
    // The body is the file: streamed to disk here, never parsed or buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.put(HOST_UPLOAD_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      if (!fromPage(req)) return reply.code(403).send({ error: 'forbidden' });
      const query = req.query as { name?: unknown; purpose?: unknown };
      const name = typeof query.name === 'string' ? query.name.trim().slice(0, 255) : '';
      const size = Number(req.headers['content-length']);
      const purpose = query.purpose;
      if (!name || !Number.isInteger(size) || size < 0) return reply.code(400).send({ error: UPLOAD_MESSAGES.uploadFileMissing });
      // The rules of the purpose, before a byte is read: a 30 GB file never reaches the disk.
      const refused = purpose === 'large' ? checkLargeUpload({ name, size }) : isUploadKind(purpose) ? checkFieldFile(purpose, { name, size }) : UPLOAD_MESSAGES.uploadTypeMismatch;
      if (refused) {
        req.raw.resume();
        return reply.code(400).header('connection', 'close').send({ error: refused });
      }
      const dir = core.transfers.uploads.stagingDir;
      if (!dir) return reply.code(400).send({ error: UPLOAD_MESSAGES.uploadFileMissing });
      mkdirSync(dir, { recursive: true });
      const path = join(dir, randomBytes(16).toString('hex'));
      let seen = 0;
      const bound = new Transform({
        transform(chunk: Buffer, _e, done) {
          seen += chunk.length;
          done(seen > size ? new Error('too long') : null, chunk);
        },
      });
      try {
        await pipeline(req.raw, bound, createWriteStream(path));
        if (seen !== size) throw new Error('short');
      } catch {
        await rm(path, { force: true });
        return reply.code(400).send({ error: UPLOAD_MESSAGES.uploadFileMissing });
      }
      const handle = await core.transfers.uploads.handles.register(path, { name, staged: true });
      return { result: handle };
    });

    scope.get(`${HOST_DOWNLOAD_PREFIX}:id`, async (req: FastifyRequest, reply: FastifyReply) => {
      // A navigation cannot carry custom headers; a cross-site page would show up as another site.
      const site = req.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none') return reply.code(403).send();
      const { id } = req.params as { id: string };
      const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
      const opened = await core.transfers.downloads.open(id, range).catch(() => null);
      if (!opened) return reply.code(404).send({ error: 'not found' });
      return reply.code(opened.status).headers(opened.headers).send(opened.body);
    });
  });
}
