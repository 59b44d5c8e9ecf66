import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { format } from 'date-fns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { pageOf } from '@shared/api/envelope';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import {
  attachIdSchema,
  attachIdsSchema,
  attachListQuerySchema,
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
  type StsCredentials,
  type UploadKind,
} from '@shared/domain/upload';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { secondsFromNow, timestamp } from '../../db/time';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { registerOssEndpoint, storeOrigin, tokenHash } from '../../oss/endpoint';
import { ossServiceOf, type OssService } from '../../oss/service';
import type { Received } from '../../oss/store';
import { attachPage, deleteAttaches, deleteCredentialsExpiredBefore, findAttach, insertAttach, insertCredential, type AttachRow } from '../../repositories/oss';

/** A link is the object's path-style address: readable only with credentials for its organisation. */
export function linkOf(domain: string, bucket: string, key: string): string {
  return `${domain}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

function toAttachment(row: AttachRow): Attachment {
  return {
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

  route(app, ctx, uploadEndpoints.ossSts, async (req) => {
    const caller = callerOf(req);
    const ttl = ctx.config.oss.stsTtl;
    const accessKeyId = `STS.${randomBytes(12).toString('hex').toUpperCase()}`;
    const accessKeySecret = randomBytes(24).toString('base64url');
    const securityToken = randomBytes(48).toString('base64url');
    const expires = new Date(Date.now() + ttl * 1000);
    const prefix = tenantPrefix(caller.tenantId);
    await deleteCredentialsExpiredBefore(ctx.db, secondsFromNow(-24 * 3600));
    await insertCredential(ctx.db, {
      access_key_id: accessKeyId,
      access_key_secret: accessKeySecret,
      token_hash: tokenHash(securityToken),
      tenant_id: caller.tenantId,
      user_id: caller.userId,
      prefix,
      expires_at: timestamp(expires),
      create_time: timestamp(),
    });
    const answer: StsCredentials = {
      accessKeyId,
      accessKeySecret,
      securityToken,
      expiration: expires.toISOString(),
      bucket: oss.bucket,
      endpoint: storeOrigin(ctx, req),
      region: ctx.config.oss.region,
      prefix,
    };
    return answer;
  });

  /** Streams each file part to a temporary file; the size limit cuts off oversized ones early. */
  async function receiveFiles(req: FastifyRequest, field: string, kind: UploadKind | undefined, max: number): Promise<Checked[]> {
    const limit = (kind ? UPLOAD_FIELDS[kind].maxBytes : PUT_FILE_MAX_BYTES) + 1;
    const sizeMessage = kind ? UPLOAD_FIELDS[kind].messages.size : UPLOAD_MESSAGES.uploadSizeExceeded;
    const files: Checked[] = [];
    try {
      if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          part.file.resume();
          continue;
        }
        if (files.length >= max) throw badRequest(kind ? UPLOAD_FIELDS[kind].messages.count : UPLOAD_MESSAGES.uploadCountExceeded);
        let received: Received;
        try {
          received = await oss.receiveUpload(part.file, limit);
        } catch {
          throw badRequest(sizeMessage);
        }
        if (part.file.truncated) {
          await oss.discard(received);
          throw badRequest(sizeMessage);
        }
        files.push({ received, originalName: part.filename || 'file' });
      }
    } catch (error) {
      await Promise.all(files.map((f) => oss.discard(f.received)));
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(sizeMessage);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(UPLOAD_MESSAGES.uploadCountExceeded);
      throw badRequest('文件读取失败');
    }
    if (!files.length) throw badRequest('缺少必填参数: file');
    try {
      for (const f of files) await checkUpload(oss, f.received, f.originalName, kind);
    } catch (error) {
      await Promise.all(files.map((f) => oss.discard(f.received).catch(() => {})));
      throw error;
    }
    return files;
  }

  async function keep(req: FastifyRequest, caller: Caller, file: Checked, key: string): Promise<PutFileResult> {
    const info = await oss.adopt(file.received, key, caller.tenantId, '');
    const domain = storeOrigin(ctx, req);
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
      return keep(req, caller, file, keyFor(caller, file.originalName));
    });

    route(scope, ctx, uploadEndpoints.putFiles, async (req) => {
      const caller = callerOf(req);
      const { kind } = parseInput(putFileQuerySchema, req.query);
      const files = await receiveFiles(req, 'files', kind, kind ? UPLOAD_FIELDS[kind].maxFiles : 20);
      const out: PutFileResult[] = [];
      for (const file of files) out.push(await keep(req, caller, file, keyFor(caller, file.originalName)));
      return out;
    });

    route(scope, ctx, uploadEndpoints.putFileByName, async (req) => {
      const caller = callerOf(req);
      const { kind, fileName } = parseInput(putFileQuerySchema, req.query);
      if (!fileName) throw badRequest('缺少必填参数: fileName');
      const [file] = await receiveFiles(req, 'file', kind, 1);
      const safe = replaceUnsafe(fileName, true).replace(/\.\.+/g, '_').replace(/^\/+/, '');
      return keep(req, caller, file, `${tenantPrefix(caller.tenantId)}named/${safe}`);
    });

    route(scope, ctx, uploadEndpoints.putFileAttach, async (req) => {
      const caller = callerOf(req);
      const { kind } = parseInput(putFileQuerySchema, req.query);
      const [file] = await receiveFiles(req, 'file', kind, 1);
      const size = file.received.size;
      const result = await keep(req, caller, file, keyFor(caller, file.originalName));
      const attach = await recordAttach(caller, result, size);
      return { ...result, attachId: attach.id };
    });
  });

  route(app, ctx, uploadEndpoints.attachList, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(attachListQuerySchema, req.query);
    const { rows, total } = await attachPage(ctx.db, caller.tenantId, q.current, q.size, q.name);
    return pageOf(rows.map(toAttachment), total, q.current, q.size);
  });

  route(app, ctx, uploadEndpoints.attachDetail, async (req) => {
    const { id } = parseInput(attachIdSchema, req.query);
    const row = await findAttach(ctx.db, callerOf(req).tenantId, id);
    if (!row) throw new HttpError(404, '附件不存在');
    return toAttachment(row);
  });

  route(app, ctx, uploadEndpoints.attachRemove, async (req) => {
    const caller = callerOf(req);
    const input = { ...(req.body && typeof req.body === 'object' ? req.body : {}), ...(req.query as object) };
    const { ids } = parseInput(attachIdsSchema, input);
    const removed = await deleteAttaches(ctx.db, caller.tenantId, ids);
    for (const row of removed) await oss.remove(row.oss_name);
    return null;
  });

  route(app, ctx, uploadEndpoints.attachSubmit, async (req) => {
    const caller = callerOf(req);
    const input = parseInput(attachSubmitSchema, req.body);
    if (!input.ossName.startsWith(tenantPrefix(caller.tenantId))) throw new HttpError(403, '没有权限访问该资源');
    const info = await oss.find(input.ossName);
    if (!info) throw badRequest('文件不存在，请先上传');
    const domain = storeOrigin(ctx, req);
    return recordAttach(caller, { link: linkOf(domain, oss.bucket, info.key), originalName: input.originalName, name: info.key, domain }, info.size);
  });
}
