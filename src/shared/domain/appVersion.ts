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
  appVersionDesktopName: '桌面端版本名称须为 x.y.z 格式，如 1.2.0',
  appVersionSha512: '请输入安装包的 SHA-512 校验值（base64）',
  appVersionFileSize: '请输入安装包大小（字节）',
} as const;

export const APP_VERSION_LIMITS = { name: 30, code: 30, updateRemark: 2000, downloadUrl: 1000, remark: 2000 } as const;

/** The terminal dictionary (安卓, iOS, and the desktop installers Windows, macOS, Linux). */
export const MOBILE_TYPE_DICT = 'mobileType';

/**
 * Desktop terminals (issue 19): their newest record is the electron-updater feed the server serves at
 * /updates/<feedFile> (electron-updater's generic layout: latest.yml for Windows, latest-mac.yml,
 * latest-linux.yml). The keys are the mobileType dictionary's.
 */
export const DESKTOP_TERMINALS = {
  '3': { platform: 'win32', feedFile: 'latest.yml' },
  '4': { platform: 'darwin', feedFile: 'latest-mac.yml' },
  '5': { platform: 'linux', feedFile: 'latest-linux.yml' },
} as const;
export type DesktopTerminal = keyof typeof DESKTOP_TERMINALS;
export const isDesktopTerminal = (mobileType: string): mobileType is DesktopTerminal => Object.hasOwn(DESKTOP_TERMINALS, mobileType);
/** The terminal whose feed file this is, or null for a name the feed does not serve. */
export const desktopTerminalOfFeed = (feedFile: string): DesktopTerminal | null =>
  (Object.keys(DESKTOP_TERMINALS) as DesktopTerminal[]).find((t) => DESKTOP_TERMINALS[t].feedFile === feedFile) ?? null;
/** electron-updater compares versions with semver, so a desktop version name must be one. */
export const isDesktopVersionName = (v: string) => /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(v);
/** A SHA-512 digest in base64 (what electron-builder writes and electron-updater checks): 88 characters. */
export const isSha512Base64 = (v: string) => /^[A-Za-z0-9+/]{86}==$/.test(v);

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
  /** Desktop terminals only: the installer's SHA-512 (base64) and size in bytes, for the update feed. */
  fileSha512: string;
  fileSize: number;
  createUserName: string;
  createDeptName: string;
  createTime: string;
  updateTime: string;
  updateUserName: string;
}

/** What the public download page reads of the newest version of one terminal. */
export type LatestAppVersion = Pick<AppVersion, 'mobileType' | 'versionName' | 'versionCode' | 'isUpdate' | 'updateRemark' | 'downloadUrl' | 'createTime'>;

export const APP_VERSION_FILE_LIMITS = { sha512: 88, maxSize: 2_147_483_647 } as const;

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
  fileSha512: optional(APP_VERSION_FILE_LIMITS.sha512),
  fileSize: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? 0 : Number(v))),
}).superRefine((v, ctx) => {
  // A desktop record feeds electron-updater, which refuses a download without its checksum and size.
  if (!isDesktopTerminal(v.mobileType)) return;
  if (!isDesktopVersionName(v.versionName)) ctx.addIssue({ code: 'custom', path: ['versionName'], message: APP_VERSION_MESSAGES.appVersionDesktopName });
  if (!isSha512Base64(v.fileSha512)) ctx.addIssue({ code: 'custom', path: ['fileSha512'], message: APP_VERSION_MESSAGES.appVersionSha512 });
  if (!Number.isInteger(v.fileSize) || v.fileSize <= 0 || v.fileSize > APP_VERSION_FILE_LIMITS.maxSize)
    ctx.addIssue({ code: 'custom', path: ['fileSize'], message: APP_VERSION_MESSAGES.appVersionFileSize });
});
export type AppVersionInput = z.input<typeof appVersionSchema>;

/** GET app-version/page. */
export const appVersionPageQuerySchema = pageQuerySchema.extend({ mobileType: searchText, versionName: searchText });
export type AppVersionPageQuery = z.infer<typeof appVersionPageQuerySchema>;

/** GET app-version/latest (public): one terminal, or every terminal's newest. */
export const latestAppVersionQuerySchema = z.object({ mobileType: searchText });
