import { STORAGE_CONFIG_MESSAGES } from '@shared/domain/storageConfig';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { OssConfigRow } from '../repositories/storage-configs';
import { configSecretKey, openSecret } from './secrets';

export interface IssuedCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expires: Date;
}

/** Upload-only rights on one key of the bucket: what the reference store's own credentials allow, said in RAM's words. */
function uploadPolicy(bucket: string, key: string) {
  return {
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject', 'oss:InitiateMultipartUpload', 'oss:UploadPart', 'oss:CompleteMultipartUpload', 'oss:AbortMultipartUpload', 'oss:ListParts', 'oss:GetObject'],
        Resource: [`acs:oss:*:*:${bucket}/${key}`],
      },
    ],
  };
}

/**
 * Temporary credentials of an enabled Aliyun configuration: STS AssumeRole (through ali-oss's STS
 * client) with the configuration's access key, its role and a policy narrowed to the one key. The
 * STS address is CEM_OSS_ALIYUN_STS_ENDPOINT (Aliyun's by default). A refusal or an unreachable STS
 * is answered with a clear message and issues nothing; the cause stays on the server (never the secret).
 */
export async function aliyunCredentials(ctx: AppContext, config: OssConfigRow, key: string): Promise<IssuedCredentials> {
  const secret = openSecret(configSecretKey(ctx.config.tokenSecret), config.secret_key);
  if (!secret) throw new HttpError(502, STORAGE_CONFIG_MESSAGES.stsUnreachable);
  const { default: OSS } = await import('ali-oss');
  const sts = new OSS.STS({ accessKeyId: config.access_key, accessKeySecret: secret, endpoint: ctx.config.oss.aliyunStsEndpoint } as ConstructorParameters<typeof OSS.STS>[0]);
  // STS grants between 900 s and the role's maximum.
  const seconds = Math.max(900, ctx.config.oss.stsTtl);
  try {
    const { credentials } = await sts.assumeRole(config.role_arn, uploadPolicy(config.bucket, key), seconds, 'cem-upload', { timeout: 10_000, ctx: undefined });
    if (!credentials?.AccessKeyId || !credentials.AccessKeySecret || !credentials.SecurityToken) throw new Error('STS answered incomplete credentials');
    return {
      accessKeyId: credentials.AccessKeyId,
      accessKeySecret: credentials.AccessKeySecret,
      securityToken: credentials.SecurityToken,
      expires: new Date(credentials.Expiration),
    };
  } catch (error) {
    ctx.log(`oss/sts: Aliyun STS for configuration ${config.code} failed: ${(error as Error).message?.split('\n')[0] ?? 'unknown'}`);
    throw new HttpError(502, STORAGE_CONFIG_MESSAGES.stsUnreachable);
  }
}
