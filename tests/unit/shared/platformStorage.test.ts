import { describe, expect, it } from 'vitest';
import { SMS_CONFIG_MESSAGES, smsConfigSchema, smsSendSchema, smsValidateSchema } from '@shared/domain/smsConfig';
import { STORAGE_CONFIG_MESSAGES, storageConfigSchema } from '@shared/domain/storageConfig';
import { formatFileSize } from '@shared/domain/upload';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('storage configuration rules', () => {
  const aliyun = { code: 'ali', category: 'aliyun', endpoint: 'https://oss-cn-shanghai.aliyuncs.com', bucket: 'cem-prod', region: 'oss-cn-shanghai', accessKey: 'ak', secretKey: 'sk', roleArn: 'acs:ram::1:role/x' };

  it('the reference store needs only its code; Aliyun needs address, bucket, region, keys and role', () => {
    expect(storageConfigSchema.safeParse({ code: 'ref', category: 'reference' }).success).toBe(true);
    expect(messages(storageConfigSchema.safeParse({ code: 'a', category: 'aliyun' }))).toEqual([
      STORAGE_CONFIG_MESSAGES.endpoint,
      STORAGE_CONFIG_MESSAGES.bucket,
      STORAGE_CONFIG_MESSAGES.region,
      STORAGE_CONFIG_MESSAGES.accessKey,
      STORAGE_CONFIG_MESSAGES.secretKey,
      STORAGE_CONFIG_MESSAGES.roleArn,
    ]);
    expect(storageConfigSchema.safeParse(aliyun).success).toBe(true);
  });

  it('an edit may leave the secret blank (kept); a new one may not', () => {
    expect(storageConfigSchema.safeParse({ ...aliyun, id: '12', secretKey: '' }).success).toBe(true);
    expect(messages(storageConfigSchema.safeParse({ ...aliyun, secretKey: '' }))).toEqual([STORAGE_CONFIG_MESSAGES.secretKey]);
  });

  it('checks the address, the bucket name, the code and the category', () => {
    expect(messages(storageConfigSchema.safeParse({ ...aliyun, endpoint: 'oss.example.com' }))).toEqual([STORAGE_CONFIG_MESSAGES.endpointFormat]);
    expect(messages(storageConfigSchema.safeParse({ ...aliyun, bucket: 'A_b' }))).toEqual([STORAGE_CONFIG_MESSAGES.bucketFormat]);
    expect(messages(storageConfigSchema.safeParse({ ...aliyun, code: '编号' }))).toEqual([STORAGE_CONFIG_MESSAGES.codeFormat]);
    expect(messages(storageConfigSchema.safeParse({ ...aliyun, category: '' }))).toEqual([STORAGE_CONFIG_MESSAGES.category]);
  });
});

describe('SMS configuration rules', () => {
  it('the console needs only its code; a gateway needs template, keys and signature', () => {
    expect(smsConfigSchema.safeParse({ code: 'c', category: 'console' }).success).toBe(true);
    expect(messages(smsConfigSchema.safeParse({ code: 't', category: 'tencent' }))).toEqual([
      SMS_CONFIG_MESSAGES.templateId,
      SMS_CONFIG_MESSAGES.accessKey,
      SMS_CONFIG_MESSAGES.secretKey,
      SMS_CONFIG_MESSAGES.signName,
    ]);
  });

  it('send-message takes up to 20 distinct mobiles and a JSON object of parameters', () => {
    const ok = smsSendSchema.parse({ code: 'T', phones: '13800000001， 13800000002,13800000001', params: '{"a":1}' });
    expect(ok).toEqual({ code: 'T', phones: ['13800000001', '13800000002'], params: { a: 1 } });
    expect(smsSendSchema.parse({ code: 'T', phones: '13800000001' }).params).toEqual({});
    expect(messages(smsSendSchema.safeParse({ code: 'T', phones: '1380000000' }))).toEqual([SMS_CONFIG_MESSAGES.phonesFormat]);
    expect(messages(smsSendSchema.safeParse({ code: 'T', phones: '13800000001', params: '"x"' }))).toEqual([SMS_CONFIG_MESSAGES.params]);
    expect(smsValidateSchema.safeParse({ phone: '13800000001', code: '123456' }).success).toBe(true);
  });
});

describe('attachment sizes in 1024 steps (spec 3 §9)', () => {
  it('shows B, KB, MB and GB', () => {
    expect([formatFileSize(1023), formatFileSize(1024), formatFileSize(10.5 * 1024 * 1024), formatFileSize(2 * 1024 ** 3)]).toEqual(['1023 B', '1.00 KB', '10.5 MB', '2.00 GB']);
  });
});
