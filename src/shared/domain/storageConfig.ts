/**
 * Storage configurations (对象存储, spec 3 §7 resource: oss list, detail, submit, remove, enable): where
 * large uploads go. Exactly one is enabled; the reference object endpoint (the server's own store) is
 * the default. The secret is write-only: a record says whether one is set, never what it is, and an
 * edit that leaves it blank keeps the stored one.
 */
import { z } from 'zod';
import { blankAsUndefined } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';

export const STORAGE_CATEGORIES = ['reference', 'aliyun'] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

export const STORAGE_CONFIG_MESSAGES = {
  notFound: '存储配置不存在或已删除',
  code: '请输入存储资源编号',
  codeFormat: '资源编号只能包含字母、数字、下划线和短横线',
  codeTaken: '存储资源编号已存在',
  category: '请选择存储类型',
  endpoint: '请输入存储资源地址',
  endpointFormat: '存储资源地址须以 http:// 或 https:// 开头',
  bucket: '请输入存储空间名',
  bucketFormat: '存储空间名只能包含小写字母、数字和短横线，3到63个字符',
  region: '请输入存储地域',
  accessKey: '请输入存储 AccessKey',
  secretKey: '请输入存储 SecretKey',
  roleArn: '请输入 STS 角色 ARN',
  enabledNotRemovable: '启用中的存储配置不能删除',
  stsUnreachable: '无法从阿里云 STS 获取临时凭证，请检查存储配置和网络',
} as const;

export const STORAGE_CONFIG_LIMITS = { code: 32, endpoint: 200, bucket: 63, region: 64, accessKey: 128, secretKey: 200, roleArn: 200, remark: 200 } as const;

/** A configuration as answered: the secret never, only whether one is stored. */
export interface StorageConfig {
  id: string;
  code: string;
  category: StorageCategory;
  /** For the reference store: the address, bucket and region it really serves, read from the server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  roleArn: string;
  secretSet: boolean;
  remark: string;
  /** 1 enabled, 0 not. */
  status: 0 | 1;
  createTime: string;
  updateTime: string;
}

/** Whether a category's rows need their own address, bucket and credentials (the reference store has them already). */
export const storageNeedsCredentials = (category: string) => category === 'aliyun';

const text = (max: number) => z.string().trim().max(max, maxLengthMessage(max)).optional().transform((v) => v ?? '');

const storageConfigFields = z.object({
    id: z.string().trim().regex(/^\d{1,32}$/).optional(),
    code: z
      .string({ error: STORAGE_CONFIG_MESSAGES.code })
      .trim()
      .min(1, STORAGE_CONFIG_MESSAGES.code)
      .max(STORAGE_CONFIG_LIMITS.code, maxLengthMessage(STORAGE_CONFIG_LIMITS.code))
      .regex(/^[A-Za-z0-9_-]+$/, STORAGE_CONFIG_MESSAGES.codeFormat),
    category: z.preprocess(blankAsUndefined, z.enum(STORAGE_CATEGORIES, { error: STORAGE_CONFIG_MESSAGES.category })),
    endpoint: text(STORAGE_CONFIG_LIMITS.endpoint),
    bucket: text(STORAGE_CONFIG_LIMITS.bucket),
    region: text(STORAGE_CONFIG_LIMITS.region),
    accessKey: text(STORAGE_CONFIG_LIMITS.accessKey),
    /** Blank on an edit: the stored secret is kept. */
    secretKey: text(STORAGE_CONFIG_LIMITS.secretKey),
    roleArn: text(STORAGE_CONFIG_LIMITS.roleArn),
    remark: optionalText(STORAGE_CONFIG_LIMITS.remark),
});

/** The form's rules; `editing`: a blank secret keeps the stored one (a new configuration needs one). */
const storageConfigRules = (editing: boolean) =>
  storageConfigFields.superRefine((v, issue) => {
    if (!storageNeedsCredentials(v.category)) return;
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) issue.addIssue({ code: 'custom', path: [path], message });
    };
    need(v.endpoint !== '', 'endpoint', STORAGE_CONFIG_MESSAGES.endpoint);
    need(v.endpoint === '' || /^https?:\/\/[^\s/]+/.test(v.endpoint), 'endpoint', STORAGE_CONFIG_MESSAGES.endpointFormat);
    need(v.bucket !== '', 'bucket', STORAGE_CONFIG_MESSAGES.bucket);
    need(v.bucket === '' || /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(v.bucket), 'bucket', STORAGE_CONFIG_MESSAGES.bucketFormat);
    need(v.region !== '', 'region', STORAGE_CONFIG_MESSAGES.region);
    need(v.accessKey !== '', 'accessKey', STORAGE_CONFIG_MESSAGES.accessKey);
    // A new configuration needs its secret; an edit may leave it blank to keep the stored one.
    need(editing || !!v.id || v.secretKey !== '', 'secretKey', STORAGE_CONFIG_MESSAGES.secretKey);
    need(v.roleArn !== '', 'roleArn', STORAGE_CONFIG_MESSAGES.roleArn);
  });
/** Adding (and the server's check of any submit: an id makes it an edit). */
export const storageConfigSchema = storageConfigRules(false);
/** The edit form: the secret may stay blank. */
export const storageConfigEditSchema = storageConfigRules(true);
export type StorageConfigInput = z.input<typeof storageConfigSchema>;
export type StorageConfigValues = z.output<typeof storageConfigSchema>;

export const storageConfigPageQuerySchema = pageQuerySchema.extend({
  code: z.string().trim().max(100).optional(),
  category: z.string().trim().max(20).optional(),
});
