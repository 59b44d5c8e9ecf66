import OSS from 'ali-oss';
import type { StsCredentials } from '@shared/domain/upload';

/** Options ali-oss 6.x reads that its published types lack (path-style addressing, credential refresh). */
export interface OssClientExtras {
  timeout?: number;
  retryMax?: number;
  refreshSTSTokenInterval?: number;
  refreshSTSToken?: () => Promise<{ accessKeyId: string; accessKeySecret: string; stsToken: string }>;
}

/**
 * One ali-oss client for one transfer (its cancel flag is per client), addressing the store
 * path-style (`sldEnable`: `<endpoint>/<bucket>/<key>`), as the reference server and any
 * OSS-compatible store reached by address need.
 */
export function ossClient(c: StsCredentials, extras: OssClientExtras = {}): OSS {
  const options = {
    accessKeyId: c.accessKeyId,
    accessKeySecret: c.accessKeySecret,
    stsToken: c.securityToken,
    bucket: c.bucket,
    endpoint: c.endpoint,
    region: c.region,
    sldEnable: true,
    refreshSTSTokenInterval: 300_000,
    ...extras,
  };
  return new OSS(options as unknown as OSS.Options);
}

/** ali-oss's listParts entries as the XML parser hands them over (text values). */
export interface ListedPart {
  PartNumber: string;
  ETag: string;
  Size: string;
}
