import { join } from 'node:path';

type Env = Record<string, string | undefined>;

/** The reference server's object store (environment guide, "Object storage"). */
export interface OssConfig {
  /** The one bucket, served path-style at `/<bucket>/<key>` on the server's own port. */
  bucket: string;
  region: string;
  /**
   * The origin clients reach the store at, in links and credentials (CEM_OSS_ENDPOINT); never taken
   * from a request. Empty until the server listens, which fills in its own address.
   */
  publicEndpoint: string;
  /** Where object bytes live. */
  storageDir: string;
  /** Seconds temporary upload credentials stay valid. */
  stsTtl: number;
  /** Seconds a signed read address stays valid. */
  readTtl: number;
  /** Seconds after which an unfinished multipart upload is aborted and its parts removed. */
  multipartMaxAge: number;
  /** Seconds between two sweeps for such uploads. */
  sweepInterval: number;
  /** Where an enabled Aliyun configuration's temporary credentials are asked for (STS AssumeRole). */
  aliyunStsEndpoint: string;
}

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (seconds), got "${raw}"`);
  return value;
}

export function ossConfigFrom(env: Env, dataDir: string): OssConfig {
  const bucket = env.CEM_OSS_BUCKET || 'cem-files';
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`CEM_OSS_BUCKET must be a valid bucket name, got "${bucket}"`);
  return {
    bucket,
    region: env.CEM_OSS_REGION || 'oss-cn-hangzhou',
    publicEndpoint: (env.CEM_OSS_ENDPOINT || '').replace(/\/+$/, ''),
    storageDir: env.CEM_OSS_DIR || join(dataDir, 'oss'),
    stsTtl: positive(env, 'CEM_OSS_STS_TTL', 900),
    readTtl: positive(env, 'CEM_OSS_READ_TTL', 300),
    multipartMaxAge: positive(env, 'CEM_OSS_MULTIPART_MAX_AGE', 7 * 24 * 3600),
    sweepInterval: positive(env, 'CEM_OSS_SWEEP_INTERVAL', 3600),
    aliyunStsEndpoint: env.CEM_OSS_ALIYUN_STS_ENDPOINT || 'https://sts.aliyuncs.com',
  };
}
