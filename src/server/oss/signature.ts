import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OSS signature version 1, as ali-oss writes it (`Authorization: OSS <AccessKeyId>:<Signature>`):
 * HMAC-SHA1 over the verb, Content-MD5, Content-Type, the date (x-oss-date when given), every
 * x-oss-* header sorted, and the canonical resource `/<bucket>/<key>` with its sub-resources.
 */

/** Query parameters OSS signs as sub-resources; any other query parameter (max-parts, ...) is not signed. */
const SUB_RESOURCES = new Set([
  'acl', 'uploads', 'location', 'cors', 'logging', 'website', 'referer', 'lifecycle', 'delete', 'append', 'tagging', 'objectMeta',
  'uploadId', 'partNumber', 'security-token', 'position', 'img', 'style', 'styleName', 'replication', 'replicationProgress',
  'replicationLocation', 'cname', 'bucketInfo', 'comp', 'qos', 'live', 'status', 'vod', 'startTime', 'endTime', 'symlink',
  'x-oss-process', 'response-content-type', 'response-content-language', 'response-expires', 'response-cache-control',
  'response-content-disposition', 'response-content-encoding', 'udf', 'restore', 'callback', 'callback-var', 'versionId',
  'versioning', 'versions', 'sequential', 'continuation-token', 'inventory', 'inventoryId', 'worm', 'wormId', 'wormExtend',
]);

export function canonicalResource(bucket: string, key: string, query: URLSearchParams): string {
  const subs = [...new Set([...query.keys()].filter((k) => SUB_RESOURCES.has(k)))].sort();
  const base = key ? `/${bucket}/${key}` : `/${bucket}/`;
  if (!subs.length) return base;
  return `${base}?${subs.map((k) => (query.get(k) ? `${k}=${query.get(k)}` : k)).join('&')}`;
}

type Headers = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export function stringToSign(method: string, headers: Headers, resource: string): string {
  const oss = Object.keys(headers)
    .map((k) => k.toLowerCase())
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${one(headers[k]).trim()}`);
  const date = one(headers['x-oss-date']) || one(headers.date);
  return [method.toUpperCase(), one(headers['content-md5']), one(headers['content-type']), date, ...oss, resource].join('\n');
}

export function computeSignature(secret: string, toSign: string): string {
  return createHmac('sha1', secret).update(Buffer.from(toSign, 'utf8')).digest('base64');
}

export function parseAuthorization(header: string | undefined): { accessKeyId: string; signature: string } | null {
  const match = /^OSS ([^:\s]+):(\S+)$/.exec(header?.trim() ?? '');
  return match ? { accessKeyId: match[1], signature: match[2] } : null;
}

export function signaturesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
