/**
 * Who signed a request to the object endpoint and what it may do: signatures in the Authorization
 * header or a signed URL's query, credentials tied to the session that asked for them, and the
 * operations each credential scope allows on its one key.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { timestamp } from '../db/time';
import { findCredential, type OssCredentialRow } from '../repositories/oss';
import { findSession } from '../repositories/sessions';
import { openSecret, storageKey } from './secrets';
import { canonicalResource, computeSignature, parseAuthorization, signaturesEqual, stringToSign } from './signature';
import { ossErrors } from './xml';

/** Requests dated further than this from the server's clock are refused, as OSS does. */
const MAX_SKEW_MS = 15 * 60 * 1000;

export const SECURITY_TOKEN_HEADER = 'x-oss-security-token';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Target {
  key: string;
  query: URLSearchParams;
}

export function targetOf(req: FastifyRequest, bucket: string): Target {
  const [path, search = ''] = req.url.split('?', 2);
  const rest = path.slice(bucket.length + 2);
  let key: string;
  try {
    key = decodeURIComponent(rest);
  } catch {
    throw ossErrors.invalidArgument('The object name is not valid.');
  }
  return { key, query: new URLSearchParams(search) };
}

export function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The credentials behind a request, with their secret opened. */
export type SignedBy = OssCredentialRow & { secret: string };

/** Where a request's signature is: the Authorization header, or the query of a signed URL. */
function signatureOf(req: FastifyRequest, query: URLSearchParams): { accessKeyId: string; signature: string; token?: string; expires?: string } | null {
  const auth = parseAuthorization(header(req, 'authorization'));
  if (auth) return { ...auth, token: header(req, SECURITY_TOKEN_HEADER) };
  const id = query.get('OSSAccessKeyId');
  const signature = query.get('Signature');
  const expires = query.get('Expires');
  if (!id || !signature || !expires) return null;
  return { accessKeyId: id, signature, token: query.get('security-token') ?? undefined, expires };
}

/** What a signed URL signs: the verb, its Expires in the date's place, and the resource with its security token. */
export function urlStringToSign(method: string, headers: FastifyRequest['headers'], expires: string, resource: string): string {
  const rest: FastifyRequest['headers'] = {};
  for (const [k, v] of Object.entries(headers)) if (k !== 'x-oss-date' && k !== 'date') rest[k] = v;
  return stringToSign(method, { ...rest, date: expires }, resource);
}

/**
 * Checks the request's signature and credentials; answers who signed it. Credentials live only as
 * long as the session that asked for them: signed out, moved to another organisation or ended by a
 * password change, they are refused at once.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest, bucket: string, target: Target): Promise<SignedBy> {
  const auth = signatureOf(req, target.query);
  if (!auth) throw ossErrors.accessDenied('AccessDenied: anonymous access is forbidden for this operation.');
  const credential = await findCredential(ctx.db, auth.accessKeyId);
  if (!credential) throw ossErrors.invalidAccessKeyId();
  const secret = openSecret(storageKey(ctx.config.tokenSecret), credential.access_key_secret);
  if (secret === null) throw ossErrors.invalidAccessKeyId();
  if (!auth.token || tokenHash(auth.token) !== credential.token_hash) throw ossErrors.invalidToken();
  const resource = canonicalResource(bucket, target.key, target.query);
  const toSign = auth.expires === undefined ? stringToSign(req.method, req.headers, resource) : urlStringToSign(req.method, req.headers, auth.expires, resource);
  if (!signaturesEqual(computeSignature(secret, toSign), auth.signature)) throw ossErrors.signatureMismatch(toSign);
  if (credential.expires_at <= timestamp()) throw ossErrors.tokenExpired();
  if (auth.expires !== undefined) {
    if (!/^\d{1,12}$/.test(auth.expires) || Number(auth.expires) * 1000 < Date.now()) throw ossErrors.accessDenied('Request has expired.');
  } else {
    const dated = Date.parse(header(req, 'x-oss-date') ?? header(req, 'date') ?? '');
    if (!Number.isFinite(dated) || Math.abs(Date.now() - dated) > MAX_SKEW_MS) throw ossErrors.timeSkewed();
  }
  const session = credential.session_id ? await findSession(ctx.db, credential.session_id) : undefined;
  if (!session || session.revoked_at || session.user_id !== credential.user_id || session.tenant_id !== credential.tenant_id) throw ossErrors.invalidToken();
  return { ...credential, secret };
}

export type Operation = 'initiate' | 'complete' | 'uploadPart' | 'put' | 'listParts' | 'abort' | 'get' | 'head' | 'delete';

export function operationOf(method: string, query: URLSearchParams): Operation | null {
  const uploadId = query.get('uploadId');
  switch (method) {
    case 'POST':
      return query.has('uploads') ? 'initiate' : uploadId ? 'complete' : null;
    case 'PUT':
      return query.has('partNumber') || uploadId ? 'uploadPart' : 'put';
    case 'GET':
      return uploadId ? 'listParts' : 'get';
    case 'HEAD':
      return 'head';
    case 'DELETE':
      return uploadId ? 'abort' : 'delete';
    default:
      return null;
  }
}

/** What each scope may do, always to the one key its credentials name. */
export const ALLOWED: Record<string, ReadonlySet<Operation>> = {
  upload: new Set<Operation>(['initiate', 'complete', 'uploadPart', 'put', 'listParts', 'abort', 'head', 'delete']),
  read: new Set<Operation>(['get', 'head']),
};
