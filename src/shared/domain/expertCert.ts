/**
 * Expert certification (spec 3 §3 "Expert certification", §4 expert status): a person submits their
 * qualifications; a reviewer (a later issue) passes or rejects them with a reason.
 */
import { z } from 'zod';
import { requiredMobile, RULE_MESSAGES } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { IMAGE_LINK, PROFILE_MESSAGES, SEXES, EDUCATION_LEVELS, requiredCounty } from './profile';
import { blankAsUndefined } from './fields';
import { requiredText } from './validation';

export const CERT_MESSAGES = {
  certIndustry: '请输入所属行业',
  certMajorName: '请输入专业名称',
  certCertificate: '请上传资格证书',
  certUnderReview: '认证审核中，暂不能修改',
  certCertified: '已通过认证，不能再次提交',
  certSubmitted: '认证资料已提交，请等待审核',
} as const;

/** 0 uncertified, 1 under review, 2 certified, 3 rejected (with expertReason). */
export const EXPERT_STATUS = { uncertified: 0, reviewing: 1, certified: 2, rejected: 3 } as const;
export type ExpertStatus = (typeof EXPERT_STATUS)[keyof typeof EXPERT_STATUS];

/** A submission is taken only from uncertified and rejected: a pending review or a granted one is not overwritten. */
export const canSubmitCert = (status: number) => status === EXPERT_STATUS.uncertified || status === EXPERT_STATUS.rejected;

export const CERT_LIMITS = { realName: 30, position: 30, university: 20, major: 20, industryName: 30, majorName: 30, certificates: 10 } as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => blankAsUndefined(typeof v === 'number' ? String(v) : v), z.enum(values, { error: message }));

export const certSubmitSchema = z.object({
  phone: requiredMobile(RULE_MESSAGES.phoneRequired, RULE_MESSAGES.mobileInvalid),
  realName: requiredText(PROFILE_MESSAGES.profileRealName, CERT_LIMITS.realName),
  areaCode: requiredCounty(RULE_MESSAGES.regionRequired, PROFILE_MESSAGES.profileArea),
  sex: choice(SEXES, PROFILE_MESSAGES.profileSex),
  position: requiredText(PROFILE_MESSAGES.profilePosition, CERT_LIMITS.position),
  educational: choice(EDUCATION_LEVELS, PROFILE_MESSAGES.profileEducational),
  university: requiredText(PROFILE_MESSAGES.profileUniversity, CERT_LIMITS.university),
  major: requiredText(PROFILE_MESSAGES.profileMajor, CERT_LIMITS.major),
  industryName: requiredText(CERT_MESSAGES.certIndustry, CERT_LIMITS.industryName),
  majorName: requiredText(CERT_MESSAGES.certMajorName, CERT_LIMITS.majorName),
  /** Links of the certificate images, comma-joined. */
  certificate: z
    .string({ error: CERT_MESSAGES.certCertificate })
    .transform((s) => s.split(',').map((l) => l.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(IMAGE_LINK, PROFILE_MESSAGES.profileImageLink)).min(1, CERT_MESSAGES.certCertificate).max(CERT_LIMITS.certificates, UPLOAD_MESSAGES.imageCountExceeded))
    .transform((links) => links.join(',')),
});
export type CertInput = z.input<typeof certSubmitSchema>;
export type CertValues = z.output<typeof certSubmitSchema>;

/** GET user-base/certDetail: the person's certification as it stands. */
export interface ExpertCert extends CertValues {
  expertStatus: ExpertStatus;
  submissionTime: string;
  expertPersonName: string;
  expertOrgName: string;
  expertTime: string;
  expertReason: string;
}
