/**
 * The personal profile (spec 3 §3 "User profile", §5 "Profile"): one schema for the personal
 * centre's form and for POST user/update-info. A person edits only their own profile.
 */
import { z } from 'zod';
import { blankAsUndefined, FIELD_MESSAGES, optionalText } from './fields';
import { optionalEmail, optionalIdCard, optionalMatching, optionalQq, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const PROFILE_MESSAGES = {
  profileRealName: '请输入真实姓名',
  profileSex: '请选择性别',
  profileBirthday: '请选择出生日期',
  profileEducational: '请选择学历',
  profileUniversity: '请输入毕业院校',
  profileMajor: '请输入所学专业',
  profilePosition: '请输入职务',
  profileArea: '请选择完整的省市区',
  profileAvatarPending: '新头像已提交，审核通过后显示',
  profileImageLink: '图片地址有误，请重新上传',
} as const;

export const PROFILE_LIMITS = { realName: 30, addr: 50, university: 20, major: 20, position: 30, email: 30, wechat: 30, resume: 1000 } as const;

/** Sex: 1 男, 2 女 (the sex dictionary's keys). */
export const SEXES = ['1', '2'] as const;

/** Levels of education and degrees: no dictionary holds them, so they are fixed here (docs/decisions.md). */
export const EDUCATION_LEVELS = ['1', '2', '3', '4', '5'] as const;
export const DEGREES = ['0', '1', '2', '3'] as const;

/** An uploaded image's link: put-file answers http(s) addresses; anything else (javascript:, data:) is refused. */
export const IMAGE_LINK = /^https?:\/\/[^\s,]{1,490}$/;
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A county-level region code: the cascader's third level. */
export const COUNTY_CODE = /^\d{6}$/;

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => blankAsUndefined(typeof v === 'number' ? String(v) : v), z.enum(values, { error: message }));

/** A region of three levels, or nothing at all. */
export const optionalCounty = (message: string) => optionalMatching((v) => COUNTY_CODE.test(v) && !v.endsWith('00'), message);
export const requiredCounty = (required: string, message: string) =>
  requiredText(required).refine((v) => COUNTY_CODE.test(v) && !v.endsWith('00'), message);

export const profileSchema = z.object({
  avatar: optionalMatching((v) => IMAGE_LINK.test(v), PROFILE_MESSAGES.profileImageLink),
  realName: requiredText(PROFILE_MESSAGES.profileRealName, PROFILE_LIMITS.realName),
  cardNo: optionalIdCard(),
  sex: requiredChoice(SEXES, PROFILE_MESSAGES.profileSex),
  areaCode: optionalCounty(PROFILE_MESSAGES.profileArea),
  addr: optionalText(PROFILE_LIMITS.addr),
  birthday: requiredText(PROFILE_MESSAGES.profileBirthday).regex(DATE_ONLY, FIELD_MESSAGES.date),
  educational: requiredChoice(EDUCATION_LEVELS, PROFILE_MESSAGES.profileEducational),
  degree: z.preprocess((v) => blankAsUndefined(v), z.enum(DEGREES).optional()).transform((v) => v ?? ''),
  university: requiredText(PROFILE_MESSAGES.profileUniversity, PROFILE_LIMITS.university),
  major: requiredText(PROFILE_MESSAGES.profileMajor, PROFILE_LIMITS.major),
  position: requiredText(PROFILE_MESSAGES.profilePosition, PROFILE_LIMITS.position),
  email: optionalEmail(PROFILE_LIMITS.email, RULE_MESSAGES.emailInputFormat),
  wechat: optionalText(PROFILE_LIMITS.wechat),
  qq: optionalQq(),
  resume: optionalText(PROFILE_LIMITS.resume),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** GET user/info: the signed-in person's profile, with what only the server sets. */
export interface Profile extends ProfileValues {
  userId: string;
  account: string;
  /** Changed under account security, never here. */
  phone: string;
  registerTime: string;
  /** An avatar waiting for review while avatar_audit is on; '' when none. */
  pendingAvatar: string;
}
