/**
 * Mobile app versions (spec 3 §2, §3 mobile version, §5): what the download page offers per terminal
 * and whether an older app must update. One schema serves the form and app-version/submit.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';
import { requiredText } from './validation';

export const APP_VERSION_MESSAGES = {
  appVersionTerminal: '请选择终端',
  appVersionName: '请输入版本名称',
  appVersionCode: '请输入版本号',
  appVersionForced: '请选择是否强制更新',
  appVersionUrl: '请输入下载地址',
  appVersionUrlFormat: '下载地址格式有误',
  appVersionNotFound: '版本不存在或已删除',
} as const;

export const APP_VERSION_LIMITS = { name: 30, code: 30, updateRemark: 2000, downloadUrl: 1000, remark: 2000 } as const;

/** The terminal dictionary (安卓, iOS). */
export const MOBILE_TYPE_DICT = 'mobileType';

export interface AppVersion {
  id: string;
  mobileType: string;
  versionName: string;
  versionCode: string;
  /** 1: an older app must update before it is used. */
  isUpdate: 0 | 1;
  updateRemark: string;
  downloadUrl: string;
  remark: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
  updateTime: string;
  updateUserName: string;
}

/** What the public download page reads of the newest version of one terminal. */
export type LatestAppVersion = Pick<AppVersion, 'mobileType' | 'versionName' | 'versionCode' | 'isUpdate' | 'updateRemark' | 'downloadUrl' | 'createTime'>;

export const isDownloadUrl = (v: string) => /^https?:\/\/[^\s"'<>]+$/i.test(v);

const optional = (max: number) => z.string().trim().max(max, maxLengthMessage(max)).optional().transform((v) => v ?? '');

export const appVersionSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional().or(z.literal('').transform(() => undefined)),
  mobileType: requiredText(APP_VERSION_MESSAGES.appVersionTerminal, 10),
  versionName: requiredText(APP_VERSION_MESSAGES.appVersionName, APP_VERSION_LIMITS.name),
  versionCode: requiredText(APP_VERSION_MESSAGES.appVersionCode, APP_VERSION_LIMITS.code),
  isUpdate: z.coerce
    .number({ error: APP_VERSION_MESSAGES.appVersionForced })
    .refine((v) => v === 0 || v === 1, APP_VERSION_MESSAGES.appVersionForced),
  updateRemark: optional(APP_VERSION_LIMITS.updateRemark),
  downloadUrl: requiredText(APP_VERSION_MESSAGES.appVersionUrl, APP_VERSION_LIMITS.downloadUrl).refine(isDownloadUrl, APP_VERSION_MESSAGES.appVersionUrlFormat),
  remark: optional(APP_VERSION_LIMITS.remark),
});
export type AppVersionInput = z.input<typeof appVersionSchema>;

/** GET app-version/page. */
export const appVersionPageQuerySchema = pageQuerySchema.extend({ mobileType: searchText, versionName: searchText });
export type AppVersionPageQuery = z.infer<typeof appVersionPageQuerySchema>;

/** GET app-version/latest (public): one terminal, or every terminal's newest. */
export const latestAppVersionQuerySchema = z.object({ mobileType: searchText });
