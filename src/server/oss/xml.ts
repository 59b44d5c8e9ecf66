/** The XML OSS answers with: results of the multipart calls and errors. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

type Value = string | number | boolean | Value[] | { [k: string]: Value };

function element(name: string, value: Value): string {
  if (Array.isArray(value)) return value.map((v) => element(name, v)).join('');
  if (value !== null && typeof value === 'object') return `<${name}>${Object.entries(value).map(([k, v]) => element(k, v)).join('')}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

export function xmlDocument(root: string, body: Record<string, Value>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, body)}`;
}

/** An error OSS answers: its status, its code (ali-oss names the error `<Code>Error`) and message. */
export class OssError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OssError';
  }
}

export const ossErrors = {
  accessDenied: (message = 'You have no right to access this object.') => new OssError(403, 'AccessDenied', message),
  invalidAccessKeyId: () => new OssError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.'),
  tokenExpired: () => new OssError(403, 'SecurityTokenExpired', 'The security token you provided has expired.'),
  invalidToken: () => new OssError(403, 'InvalidSecurityToken', 'The security token you provided is invalid.'),
  signatureMismatch: (toSign: string) =>
    new OssError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.', { StringToSign: toSign }),
  timeSkewed: () => new OssError(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'),
  noSuchKey: () => new OssError(404, 'NoSuchKey', 'The specified key does not exist.'),
  noSuchUpload: () => new OssError(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.'),
  noSuchBucket: () => new OssError(404, 'NoSuchBucket', 'The specified bucket does not exist.'),
  invalidPart: () => new OssError(400, 'InvalidPart', 'One or more of the specified parts could not be found or the specified entity tag might not have matched the part\'s entity tag.'),
  invalidPartOrder: () => new OssError(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.'),
  entityTooSmall: () => new OssError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.'),
  entityTooLarge: () => new OssError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.'),
  invalidDigest: () => new OssError(400, 'InvalidDigest', 'The Content-MD5 you specified is not valid.'),
  incompleteBody: () => new OssError(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.'),
  missingContentLength: () => new OssError(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.'),
  invalidArgument: (message: string) => new OssError(400, 'InvalidArgument', message),
  malformedXml: () => new OssError(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.'),
  invalidRange: () => new OssError(416, 'InvalidRange', 'The requested range cannot be satisfied.'),
  notImplemented: () => new OssError(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented.'),
  internal: () => new OssError(500, 'InternalError', 'We encountered an internal error. Please try again.'),
};

export function errorXml(error: OssError, requestId: string, hostId: string): string {
  return xmlDocument('Error', { Code: error.code, Message: error.message, RequestId: requestId, HostId: hostId, ...error.extra });
}
