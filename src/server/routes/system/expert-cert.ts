import type { FastifyInstance } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { CERT_MESSAGES, EXPERT_STATUS, canSubmitCert, certSubmitSchema, type ExpertCert, type ExpertStatus } from '@shared/domain/expertCert';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findCert, findProfile, saveCert, type CertRow } from '../../repositories/profiles';
import { findUserById } from '../../repositories/users';

/** A stored certification as the API answers it (the applicant's certDetail, the reviewer's lists). */
export function certRecord(row: CertRow): ExpertCert {
  return {
    phone: row.phone,
    realName: row.real_name,
    areaCode: row.area_code,
    sex: row.sex as ExpertCert['sex'],
    position: row.position,
    educational: row.educational as ExpertCert['educational'],
    university: row.university,
    major: row.major,
    industryName: row.industry_name,
    majorName: row.major_name,
    certificate: row.certificate,
    expertStatus: row.status as ExpertStatus,
    submissionTime: row.submit_time,
    expertPersonName: row.review_user,
    expertOrgName: row.review_org,
    expertTime: row.review_time,
    expertReason: row.reason,
  };
}

/** The stored certification, or an uncertified one filled from the person's account and profile. */
async function certOf(db: Executor, userId: string): Promise<ExpertCert> {
  const row = await findCert(db, userId);
  if (row) return certRecord(row);
  const [user, profile] = await Promise.all([findUserById(db, userId), findProfile(db, userId)]);
  return {
    phone: user?.phone ?? '',
    realName: user?.real_name ?? '',
    areaCode: profile?.area_code ?? '',
    sex: (profile?.sex || undefined) as ExpertCert['sex'],
    position: profile?.position ?? '',
    educational: (profile?.educational || undefined) as ExpertCert['educational'],
    university: profile?.university ?? '',
    major: profile?.major ?? '',
    industryName: '',
    majorName: '',
    certificate: '',
    expertStatus: EXPERT_STATUS.uncertified,
    submissionTime: '',
    expertPersonName: '',
    expertOrgName: '',
    expertTime: '',
    expertReason: '',
  };
}

/** Expert certification of the signed-in person (user-base/certDetail, certSubmit); the review is expert-review.ts. */
export function registerExpertCertRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, personalEndpoints.certDetail, async (req) => certOf(ctx.db, callerOf(req).userId));

  route(
    app,
    ctx,
    personalEndpoints.certSubmit,
    async (req) => {
      const { userId, tenantId } = callerOf(req);
      const input = parseInput(certSubmitSchema, req.body);
      const refusal = (status: number) => new HttpError(400, status === EXPERT_STATUS.certified ? CERT_MESSAGES.certCertified : CERT_MESSAGES.certUnderReview);
      const current = await findCert(ctx.db, userId);
      if (current && !canSubmitCert(current.status)) throw refusal(current.status);
      const saved = await saveCert(
        ctx.db,
        {
          user_id: userId,
          phone: input.phone,
          real_name: input.realName,
          area_code: input.areaCode,
          sex: input.sex,
          position: input.position,
          educational: input.educational,
          university: input.university,
          major: input.major,
          industry_name: input.industryName,
          major_name: input.majorName,
          certificate: input.certificate,
          status: EXPERT_STATUS.reviewing,
          reason: '',
          submit_time: timestamp(),
          review_user: '',
          review_org: '',
          review_time: '',
          // The organisation the applicant is signed in to reviews the application (issue 15).
          tenant_id: tenantId,
        },
        [EXPERT_STATUS.uncertified, EXPERT_STATUS.rejected],
      );
      if (!saved) throw refusal((await findCert(ctx.db, userId))?.status ?? EXPERT_STATUS.reviewing);
      return certOf(ctx.db, userId);
    },
    { message: CERT_MESSAGES.certSubmitted },
  );
}
