import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findGrant, type OssCredentialRow } from '../repositories/oss';
import type { ObjectInfo, OssService } from './service';
import { errorXml, OssError, ossErrors, xmlDocument } from './xml';
import { ALLOWED, authenticate, header, operationOf, targetOf, type Target } from './request-auth';

/** Reads a small body (the completion's XML) into text. */
async function readText(raw: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > limit) throw ossErrors.malformedXml();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Lets the rest of a refused request's body arrive, so the client reads the answer instead of a reset. */
function drain(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    raw.resume();
  });
}

function contentLength(req: FastifyRequest): number | undefined {
  const raw = header(req, 'content-length');
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw ossErrors.invalidArgument('Content-Length is not valid.');
  return n;
}

function objectHeaders(info: ObjectInfo): Record<string, string> {
  return {
    etag: info.etag,
    'last-modified': info.lastModified.toUTCString(),
    'content-type': info.contentType || 'application/octet-stream',
    'x-oss-hash-crc64ecma': info.crc64,
    'x-oss-object-type': info.objectType,
    'x-oss-storage-class': 'Standard',
    'accept-ranges': 'bytes',
  };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` within `size`; null for no (or an ignorable) range. */
export function parseRange(value: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return null;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const xmlParser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

function parseCompletion(text: string): { number: number; etag: string }[] {
  let doc: { CompleteMultipartUpload?: { Part?: unknown } };
  try {
    doc = xmlParser.parse(text) as typeof doc;
  } catch {
    throw ossErrors.malformedXml();
  }
  const raw = doc.CompleteMultipartUpload?.Part;
  const parts = (Array.isArray(raw) ? raw : raw ? [raw] : []) as { PartNumber?: unknown; ETag?: unknown }[];
  return parts.map((p) => {
    const number = Number(p.PartNumber);
    if (!Number.isInteger(number) || typeof p.ETag !== 'string') throw ossErrors.malformedXml();
    return { number, etag: p.ETag };
  });
}

/**
 * The OSS-compatible endpoint, path-style `/<bucket>/<key>` on the server's own port: exactly the
 * calls ali-oss makes for uploads and downloads (initiate, upload part, complete, list parts, abort,
 * put, head, get with Range, delete), signed with signature v1 (header or signed URL) by temporary
 * credentials the server issued: oss/sts's upload to one key, oss/read-url's read of one key.
 * Errors are OSS's XML, so ali-oss reacts to them as it would to the real service.
 */
export function registerOssEndpoint(app: FastifyInstance, ctx: AppContext, oss: OssService): void {
  const bucket = oss.bucket;
  const hostId = `${bucket}.${ctx.config.oss.region}.aliyuncs.com`;

  void app.register(
    async (scope) => {
      // Bodies are the objects' bytes: streamed by the handlers, never parsed or buffered.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

      scope.setErrorHandler(async (err, req, reply) => {
        // Fastify's own refusals (an invalid Content-Type) are the request's fault: 400, not InternalError.
        const status = (err as { statusCode?: unknown }).statusCode;
        const refused = !(err instanceof OssError) && typeof status === 'number' && status < 500;
        const error = err instanceof OssError ? err : refused ? ossErrors.invalidArgument((err as Error).message) : ossErrors.internal();
        if (!(err instanceof OssError) && !refused) process.stderr.write(`oss ${req.method}: ${(err as Error).stack ?? String(err)}\n`);
        await drain(req.raw);
        const requestId = randomBytes(12).toString('hex').toUpperCase();
        const body = errorXml(error, requestId, hostId);
        reply.code(error.status).header('x-oss-request-id', requestId).header('content-type', 'application/xml');
        if (req.method === 'HEAD') return reply.header('x-oss-err', Buffer.from(body).toString('base64')).send();
        return reply.send(body);
      });

      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        reply.header('x-oss-request-id', randomBytes(12).toString('hex').toUpperCase());
        const target = targetOf(req, bucket);
        const credential = await authenticate(ctx, req, bucket, target);
        if (!target.key) throw ossErrors.accessDenied('AccessDenied: bucket operations are not allowed with these credentials.');
        const operation = operationOf(req.method, target.query);
        if (!operation) throw ossErrors.notImplemented();
        if (target.key !== credential.prefix || !ALLOWED[credential.scope]?.has(operation)) {
          throw ossErrors.accessDenied('You have no right to access this object because of bucket acl.');
        }
        // An upload's own object may be deleted (a failed check) only while the upload is not yet an attachment.
        if (operation === 'delete' && !(await findGrant(ctx.db, target.key, credential.tenant_id, credential.user_id))) {
          throw ossErrors.accessDenied('You have no right to access this object because of bucket acl.');
        }
        return dispatch(req, reply, target, credential);
      };

      const dispatch = async (req: FastifyRequest, reply: FastifyReply, { key, query }: Target, credential: OssCredentialRow) => {
        const uploadId = query.get('uploadId');
        const contentType = header(req, 'content-type') ?? '';
        switch (req.method) {
          case 'POST':
            if (query.has('uploads')) {
              const id = await oss.initiate(key, credential.tenant_id, contentType);
              return reply.type('application/xml').send(xmlDocument('InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId: id }));
            }
            if (uploadId) {
              const listed = parseCompletion(await readText(req.raw));
              const info = await oss.complete(key, uploadId, listed);
              const location = `${storeOrigin(ctx)}/${bucket}/${encodeURI(key)}`;
              return reply
                .header('etag', info.etag)
                .header('x-oss-hash-crc64ecma', info.crc64)
                .type('application/xml')
                .send(xmlDocument('CompleteMultipartUploadResult', { Location: location, Bucket: bucket, Key: key, ETag: info.etag }));
            }
            throw ossErrors.notImplemented();
          case 'PUT': {
            const md5 = header(req, 'content-md5');
            if (query.has('partNumber') || uploadId) {
              if (!uploadId) throw ossErrors.invalidArgument('uploadId is required.');
              const part = await oss.uploadPart(key, uploadId, Number(query.get('partNumber')), req.raw, contentLength(req), md5);
              return reply.header('etag', part.etag).header('x-oss-hash-crc64ecma', part.crc64).send();
            }
            const info = await oss.put(key, credential.tenant_id, req.raw, contentLength(req), contentType, md5);
            return reply.header('etag', info.etag).header('x-oss-hash-crc64ecma', info.crc64).send();
          }
          case 'GET': {
            if (uploadId) {
              const marker = Number(query.get('part-number-marker') ?? 0) || 0;
              const max = Math.min(Math.max(Number(query.get('max-parts') ?? 1000) || 1000, 1), 1000);
              const { parts, truncated } = await oss.listParts(key, uploadId, marker, max);
              return reply.type('application/xml').send(
                xmlDocument('ListPartsResult', {
                  Bucket: bucket,
                  Key: key,
                  UploadId: uploadId,
                  PartNumberMarker: marker,
                  NextPartNumberMarker: parts.length ? parts[parts.length - 1].part_number : marker,
                  MaxParts: max,
                  IsTruncated: truncated,
                  Part: parts.map((p) => ({
                    PartNumber: p.part_number,
                    LastModified: new Date(p.last_modified.replace(' ', 'T')).toISOString(),
                    ETag: p.etag,
                    HashCrc64ecma: p.crc64,
                    Size: Number(p.size),
                  })),
                }),
              );
            }
            const info = await oss.head(key);
            const range = parseRange(header(req, 'range'), info.size);
            if (range === 'unsatisfiable') throw ossErrors.invalidRange();
            reply.headers(objectHeaders(info));
            if (!range) return reply.header('content-length', info.size).send(info.size ? oss.read(info, 0, info.size - 1) : '');
            return reply
              .code(206)
              .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
              .header('content-length', range.end - range.start + 1)
              .send(oss.read(info, range.start, range.end));
          }
          case 'HEAD': {
            const info = await oss.head(key);
            return reply.headers(objectHeaders(info)).header('content-length', info.size).send();
          }
          case 'DELETE':
            if (uploadId) await oss.abort(uploadId, key);
            else await oss.remove(key);
            return reply.code(204).send();
          default:
            throw ossErrors.notImplemented();
        }
      };

      scope.route({ method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'], url: '/*', exposeHeadRoute: false, handler });
      scope.route({ method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'], url: '/', exposeHeadRoute: false, handler });
    },
    { prefix: `/${bucket}` },
  );

  app.addHook('onReady', async () => oss.startSweeper());
  app.addHook('onClose', async () => oss.stopSweeper());
}

/**
 * The origin clients reach the store at: CEM_OSS_ENDPOINT, else the server's own listening address
 * (filled in when it listens). Never a request's Host header, which the client chooses.
 */
export function storeOrigin(ctx: AppContext): string {
  return ctx.config.oss.publicEndpoint || 'http://127.0.0.1';
}
