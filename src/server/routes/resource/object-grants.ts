import { randomBytes } from 'node:crypto';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import {
  checkLargeUpload,
  DOWNLOAD_PERMISSION,
  extensionOf,
  readUrlQuerySchema,
  stsQuerySchema,
  tenantPrefix,
  timestampedName,
  UPLOAD_FIELDS,
  UPLOAD_MESSAGES,
  type ReadUrl,
  type StsCredentials,
} from '@shared/domain/upload';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { secondsFromNow, timestamp } from '../../db/time';
import { holdsButton, isOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { aliyunCredentials } from '../../oss/aliyun-sts';
import { storeOrigin } from '../../oss/endpoint';
import { tokenHash, urlStringToSign } from '../../oss/request-auth';
import { sealSecret, storageKey } from '../../oss/secrets';
import { isSharedWith } from '../../oss/sharedReads';
import type { OssService } from '../../oss/service';
import { canonicalResource, computeSignature } from '../../oss/signature';
import { enabledConfig } from '../../repositories/storage-configs';
import { deleteCredentialsExpiredBefore, deleteGrantsCreatedBefore, findGrant, insertCredential, insertGrant } from '../../repositories/oss';

/** A link is the object's path-style address: read only through a signed address the server grants (oss/read-url). */
export function linkOf(domain: string, bucket: string, key: string): string {
  return `${domain}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * What the object store lets the caller do, granted per object: upload-only credentials for one key
 * the server chooses (oss/sts), and signed read addresses after the download check (oss/read-url).
 * Both are credentials of the caller's session, ended with it.
 */
export function registerObjectGrantRoutes(app: FastifyInstance, ctx: AppContext, oss: OssService): void {
  const secretKey = storageKey(ctx.config.tokenSecret);

  /** Temporary credentials of the caller's session for one key: `upload` (oss/sts) or `read` (signed URLs). */
  async function issue(caller: Caller, key: string, scope: 'upload' | 'read', ttl: number) {
    const accessKeyId = `STS.${randomBytes(12).toString('hex').toUpperCase()}`;
    const accessKeySecret = randomBytes(24).toString('base64url');
    const securityToken = randomBytes(48).toString('base64url');
    const expires = new Date(Date.now() + ttl * 1000);
    await deleteCredentialsExpiredBefore(ctx.db, secondsFromNow(-24 * 3600));
    await insertCredential(ctx.db, {
      access_key_id: accessKeyId,
      access_key_secret: sealSecret(secretKey, accessKeySecret),
      token_hash: tokenHash(securityToken),
      tenant_id: caller.tenantId,
      user_id: caller.userId,
      prefix: key,
      expires_at: timestamp(expires),
      create_time: timestamp(),
      session_id: caller.sessionId,
      scope,
    });
    return { accessKeyId, accessKeySecret, securityToken, expires };
  }

  /** A key of the caller's organisation for a new upload of `fileName`, recorded as theirs. */
  async function newGrant(caller: Caller, fileName: string): Promise<string> {
    await deleteGrantsCreatedBefore(ctx.db, secondsFromNow(-ctx.config.oss.multipartMaxAge));
    for (let at = Date.now(); ; at++) {
      const key = `${tenantPrefix(caller.tenantId)}${format(new Date(), 'yyyyMMdd')}/${timestampedName(fileName, at)}`;
      if (await oss.find(key)) continue;
      const taken = !(await insertGrant(ctx.db, { object_key: key, tenant_id: caller.tenantId, user_id: caller.userId, create_time: timestamp() }).catch(() => false));
      if (!taken) return key;
    }
  }

  /**
   * Upload-only credentials for one key the server chooses: a new upload names its file, an upload
   * under way names its key (granted to this person in this organisation and not yet recorded).
   */
  route(app, ctx, uploadEndpoints.ossSts, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(stsQuerySchema, req.query);
    let key: string;
    if (q.key) {
      const grant = await findGrant(ctx.db, q.key, caller.tenantId, caller.userId);
      if (!grant) throw new HttpError(404, UPLOAD_MESSAGES.uploadGrantNotFound);
      key = grant.object_key;
    } else {
      const name = q.fileName!;
      if (checkLargeUpload({ name, size: 1 }) && !UPLOAD_FIELDS.largeAttachment.extensions.includes(extensionOf(name))) throw badRequest(UPLOAD_MESSAGES.largeTypeRejected);
      key = await newGrant(caller, name);
    }
    // The enabled storage configuration decides where the upload goes (resource oss/enable).
    const enabled = await enabledConfig(ctx.db, 'oss_config');
    if (enabled && enabled.category === 'aliyun') {
      const issued = await aliyunCredentials(ctx, enabled, key);
      const answer: StsCredentials = {
        accessKeyId: issued.accessKeyId,
        accessKeySecret: issued.accessKeySecret,
        securityToken: issued.securityToken,
        expiration: issued.expires.toISOString(),
        bucket: enabled.bucket,
        endpoint: enabled.endpoint,
        region: enabled.region,
        key,
        prefix: key,
      };
      return answer;
    }
    const issued = await issue(caller, key, 'upload', ctx.config.oss.stsTtl);
    const answer: StsCredentials = {
      accessKeyId: issued.accessKeyId,
      accessKeySecret: issued.accessKeySecret,
      securityToken: issued.securityToken,
      expiration: issued.expires.toISOString(),
      bucket: oss.bucket,
      endpoint: storeOrigin(ctx),
      region: ctx.config.oss.region,
      key,
      prefix: key,
    };
    return answer;
  });

  async function mayDownload(caller: Caller): Promise<boolean> {
    return holdsButton(ctx.db, caller, DOWNLOAD_PERMISSION);
  }

  /**
   * A signed GET address of one object, valid a few minutes: a download needs the download
   * permission (暂无下载权限！), a preview reads images of the preview size only. Another
   * organisation's key is answered as a key that does not exist.
   */
  route(app, ctx, uploadEndpoints.ossReadUrl, async (req) => {
    const caller = callerOf(req);
    const { key, purpose } = parseInput(readUrlQuerySchema, req.query);
    // The operator's administrator reads every organisation's attachments (the attachments registry); anyone else their
    // own, and what the business shares with them (an expert's review files, a publisher's files).
    const own = key.startsWith(tenantPrefix(caller.tenantId)) || (await isOperatorAdministrator(ctx.db, caller));
    const shared = !own && (await isSharedWith(ctx.db, caller, key));
    // A shared file is shared with the person or organisation it was sent to: their own organisation's download button does not apply.
    if (purpose === 'download' && !shared && !(await mayDownload(caller))) throw new HttpError(403, MESSAGES.noDownloadPermission);
    if (!own && !shared) throw new HttpError(404, UPLOAD_MESSAGES.objectNotFound);
    if (purpose === 'preview' && !UPLOAD_FIELDS.singleImage.extensions.includes(extensionOf(key))) throw badRequest(UPLOAD_MESSAGES.uploadTypeMismatch);
    const info = await oss.find(key);
    if (!info) throw new HttpError(404, UPLOAD_MESSAGES.objectNotFound);
    if (purpose === 'preview' && info.size > UPLOAD_FIELDS.imageList.maxBytes) throw badRequest(UPLOAD_MESSAGES.imageSizeExceeded);
    const issued = await issue(caller, key, 'read', ctx.config.oss.readTtl);
    const expires = String(Math.floor(issued.expires.getTime() / 1000));
    const query = new URLSearchParams({ OSSAccessKeyId: issued.accessKeyId, Expires: expires, 'security-token': issued.securityToken });
    const signature = computeSignature(issued.accessKeySecret, urlStringToSign('GET', {}, expires, canonicalResource(oss.bucket, key, query)));
    query.set('Signature', signature);
    const answer: ReadUrl = { url: `${linkOf(storeOrigin(ctx), oss.bucket, key)}?${query.toString()}`, expiration: issued.expires.toISOString(), size: info.size };
    return answer;
  });
}
