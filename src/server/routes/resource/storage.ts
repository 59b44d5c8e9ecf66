import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { format } from 'date-fns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { HTTP_MESSAGES, missingParam } from '@shared/messages';
import {
  attachSubmitSchema,
  contentMatchesExtension,
  extensionOf,
  PUT_FILE_EXTENSIONS,
  PUT_FILE_MAX_BYTES,
  putFileQuerySchema,
  replaceUnsafe,
  tenantPrefix,
  timestampedName,
  UPLOAD_FIELDS,
  UPLOAD_MESSAGES,
  type Attachment,
  type PutFileResult,
  type UploadKind,
} from '@shared/domain/upload';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { registerOssEndpoint, storeOrigin } from '../../oss/endpoint';
import { ossServiceOf, type OssService } from '../../oss/service';
import type { Received } from '../../oss/store';
import {
  deleteUploadCredentialsForKey,
  deleteGrant,
  findAttachByKey,
  insertAttach,
  type AttachRow,
} from '../../repositories/oss';
import { linkOf, registerObjectGrantRoutes } from './object-grants';
import { registerAttachRegistryRoutes } from './attach-registry';
import { registerStorageConfigRoutes } from './storage-configs';

/** After a form's body has arrived in full, its parts must be complete within this; a form without its closing boundary never would be. */
const FORM_END_GRACE_MS = 3000;

export function toAttachment(row: AttachRow & { tenant_name?: string | null; uploader_name?: string | null }): Attachment {
  return {
    tenantId: row.tenant_id,
    tenantName: row.tenant_name ?? '',
    uploaderName: row.uploader_name ?? '',
    id: row.id,
    name: row.name,
    originalName: row.original_name,
    type: row.ext,
    size: Number(row.size),
    ossName: row.oss_name,
    link: row.link,
    domain: row.domain,
    createTime: row.create_time,
  };
}

interface Checked {
  received: Received;
  originalName: string;
}

/** The put-file rules: the named field kind's, or any small-upload type up to the largest small limit. */
async function checkUpload(oss: OssService, received: Received, originalName: string, kind: UploadKind | undefined): Promise<void> {
  const ext = extensionOf(originalName);
  const rule = kind ? UPLOAD_FIELDS[kind] : undefined;
  const fail = async (message: string) => {
    await oss.discard(received);
    throw badRequest(message);
  };
  if (!(rule?.extensions ?? PUT_FILE_EXTENSIONS).includes(ext)) return fail(rule?.messages.type ?? UPLOAD_MESSAGES.uploadTypeMismatch);
  if (received.size > (rule?.maxBytes ?? PUT_FILE_MAX_BYTES)) return fail(rule?.messages.size ?? UPLOAD_MESSAGES.uploadSizeExceeded);
  const detected = await fileTypeFromFile(oss.store.path(received.file)).catch(() => undefined);
  if (!contentMatchesExtension(ext, detected?.ext)) return fail(rule?.messages.type ?? UPLOAD_MESSAGES.uploadTypeMismatch);
}

/**
 * The resource module: temporary storage credentials, the put-file family (multipart form uploads,
 * checked by the shared upload rules, content sniffed), attachments, and the OSS-compatible endpoint.
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const oss = ossServiceOf(ctx);
  registerOssEndpoint(app, ctx, oss);

  registerObjectGrantRoutes(app, ctx, oss);
  registerStorageConfigRoutes(app, ctx);

  /**
   * Streams each file part to a temporary file; the size limit cuts off oversized ones early. A
   * client that leaves, or a form whose body has arrived without its closing boundary, stops the
   * reading at once: the temporary files are removed and nothing is kept.
   */
  async function receiveFiles(req: FastifyRequest, field: string, kind: UploadKind | undefined, max: number): Promise<Checked[]> {
    const limit = (kind ? UPLOAD_FIELDS[kind].maxBytes : PUT_FILE_MAX_BYTES) + 1;
    const sizeMessage = kind ? UPLOAD_FIELDS[kind].messages.size : UPLOAD_MESSAGES.uploadSizeExceeded;
    const files: Checked[] = [];
    let current: Readable | null = null;
    let stopped: Error | null = null;
    let stop: (error: Error) => void = () => {};
    const stopping = new Promise<never>((_, reject) => (stop = reject));
    stopping.catch(() => {});
    const halt = (error: Error) => {
      if (stopped) return;
      stopped = error;
      current?.destroy(error);
      stop(error);
    };
    const socket = req.raw.socket;
    const gone = () => halt(badRequest(UPLOAD_MESSAGES.formReadFailed));
    let grace: NodeJS.Timeout | null = null;
    const ended = () => (grace = setTimeout(() => halt(badRequest(UPLOAD_MESSAGES.formReadFailed)), FORM_END_GRACE_MS));
    socket.once('close', gone);
    req.raw.once('end', ended);
    try {
      if (!req.isMultipart()) throw badRequest(HTTP_MESSAGES.multipartRequired);
      if (socket.destroyed) gone();
      const parts = req.parts()[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([parts.next(), stopping]);
        if (next.done) break;
        const part = next.value;
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          part.file.resume();
          continue;
        }
        if (files.length >= max) throw badRequest(kind ? UPLOAD_FIELDS[kind].messages.count : UPLOAD_MESSAGES.uploadCountExceeded);
        // The parser destroys a part the body ended in the middle of (no closing boundary) before handing it over.
        if (part.file.destroyed) throw badRequest(UPLOAD_MESSAGES.formReadFailed);
        let received: Received;
        current = part.file;
        try {
          received = await oss.receiveUpload(part.file, limit);
        } catch {
          // The store removed its temporary file before rejecting.
          throw stopped ?? badRequest(sizeMessage);
        } finally {
          current = null;
        }
        if (part.file.truncated) {
          await oss.discard(received);
          throw badRequest(sizeMessage);
        }
        files.push({ received, originalName: part.filename || 'file' });
        if (stopped) throw stopped;
      }
    } catch (error) {
      await Promise.all(files.map((f) => oss.discard(f.received)));
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(sizeMessage);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(UPLOAD_MESSAGES.uploadCountExceeded);
      throw badRequest(UPLOAD_MESSAGES.formReadFailed);
    } finally {
      if (grace) clearTimeout(grace);
      socket.off('close', gone);
      req.raw.off('end', ended);
    }
    if (!files.length) throw badRequest(missingParam('file'));
    try {
      for (const f of files) await checkUpload(oss, f.received, f.originalName, kind);
    } catch (error) {
      await Promise.all(files.map((f) => oss.discard(f.received).catch(() => {})));
      throw error;
    }
    return files;
  }

  async function keep(caller: Caller, file: Checked, key: string): Promise<PutFileResult> {
    const info = await oss.adopt(file.received, key, caller.tenantId, '');
    const domain = storeOrigin(ctx);
    return { link: linkOf(domain, oss.bucket, info.key), originalName: file.originalName, name: info.key, domain };
  }

  const keyFor = (caller: Caller, originalName: string) =>
    `${tenantPrefix(caller.tenantId)}${format(new Date(), 'yyyyMMdd')}/${timestampedName(originalName, Date.now())}`;

  async function recordAttach(caller: Caller, result: PutFileResult, size: number): Promise<Attachment> {
    const row: AttachRow = {
      id: newId(),
      tenant_id: caller.tenantId,
      user_id: caller.userId,
      name: result.name.split('/').pop() ?? result.name,
      original_name: result.originalName,
      ext: extensionOf(result.originalName),
      size,
      oss_name: result.name,
      link: result.link,
      domain: result.domain,
      create_time: timestamp(),
    };
    await insertAttach(ctx.db, row);
    return toAttachment(row);
  }

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PUT_FILE_MAX_BYTES + 1, files: 20, fields: 20, parts: 60 } });

    route(scope, ctx, uploadEndpoints.putFile, async (req) => {
      const caller = callerOf(req);
      const { kind } = parseInput(putFileQuerySchema, req.query);
      const [file] = await receiveFiles(req, 'file', kind, 1);
      return keep(caller, file, keyFor(caller, file.originalName));
    });

    route(scope, ctx, uploadEndpoints.putFiles, async (req) => {
      const caller = callerOf(req);
      const { kind } = parseInput(putFileQuerySchema, req.query);
      const files = await receiveFiles(req, 'files', kind, kind ? UPLOAD_FIELDS[kind].maxFiles : 20);
      const out: PutFileResult[] = [];
      for (const file of files) out.push(await keep(caller, file, keyFor(caller, file.originalName)));
      return out;
    });

    route(scope, ctx, uploadEndpoints.putFileByName, async (req) => {
      const caller = callerOf(req);
      const { kind, fileName } = parseInput(putFileQuerySchema, req.query);
      if (!fileName) throw badRequest(missingParam('fileName'));
      const [file] = await receiveFiles(req, 'file', kind, 1);
      const safe = replaceUnsafe(fileName, true).replace(/\.\.+/g, '_').replace(/^\/+/, '');
      return keep(caller, file, `${tenantPrefix(caller.tenantId)}named/${safe}`);
    });

    route(scope, ctx, uploadEndpoints.putFileAttach, async (req) => {
      const caller = callerOf(req);
      const { kind } = parseInput(putFileQuerySchema, req.query);
      const [file] = await receiveFiles(req, 'file', kind, 1);
      const size = file.received.size;
      const result = await keep(caller, file, keyFor(caller, file.originalName));
      const attach = await recordAttach(caller, result, size);
      return { ...result, attachId: attach.id };
    });
  });

  registerAttachRegistryRoutes(app, ctx, oss, toAttachment);

  /**
   * Records an uploaded object as an attachment (once: a retried call answers the same record) and
   * closes its upload: the key's credentials end and none are issued for it again.
   */
  route(app, ctx, uploadEndpoints.attachSubmit, async (req) => {
    const caller = callerOf(req);
    const input = parseInput(attachSubmitSchema, req.body);
    if (!input.ossName.startsWith(tenantPrefix(caller.tenantId))) throw new HttpError(404, UPLOAD_MESSAGES.objectNotFound);
    const recorded = await findAttachByKey(ctx.db, caller.tenantId, input.ossName);
    if (recorded) return toAttachment(recorded);
    const info = await oss.find(input.ossName);
    if (!info) throw new HttpError(404, UPLOAD_MESSAGES.objectNotFound);
    const domain = storeOrigin(ctx);
    const attachment = await recordAttach(caller, { link: linkOf(domain, oss.bucket, info.key), originalName: input.originalName, name: info.key, domain }, info.size);
    await deleteGrant(ctx.db, info.key);
    await deleteUploadCredentialsForKey(ctx.db, info.key);
    return attachment;
  });
}
