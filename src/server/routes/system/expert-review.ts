/**
 * The reviewer's side of expert certification (user-base certList, listDetail, changeStatus) and the
 * organisation's record of its certified experts (user-base detail, submit). An application belongs to
 * the organisation the applicant was signed in to when applying (expert_cert.tenant_id): only that
 * organisation lists, reads and decides it. Applications are keyed by the applicant (one per person),
 * so they are not rows of the generic builder; the same rules are applied here by hand: the caller's
 * organisation on every query, the button on every write, a conditional write for the decision.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { expertEndpoints } from '@shared/api/expertEndpoints';
import { EXPERT_STATUS } from '@shared/domain/expertCert';
import {
  certListQuerySchema,
  EXPERT_REVIEW_MESSAGES,
  expertInfoSchema,
  expertReviewSchema,
  REVIEW_LISTS,
  type ExpertApplication,
  type ExpertInfo,
} from '@shared/domain/expertReview';
import { EXPERT_BUTTONS } from '@shared/domain/projectButtons';
import { MESSAGES } from '@shared/messages';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { callTitle, recordEvent } from '../../logs/events';
import { decideApplication, findApplication, pageApplications, saveExpertInfo, type ApplicationRow } from '../../repositories/experts';
import { findTenant } from '../../repositories/tenants';
import { findUserById } from '../../repositories/users';
import { certRecord } from './expert-cert';

const ID = /^\d{1,32}$/;
const notFound = () => new HttpError(400, EXPERT_REVIEW_MESSAGES.notFound);

/** The organisation's record, or before its first save one filled from the certification and the profile. */
function infoOf(row: ApplicationRow): ExpertInfo {
  const i = row.info;
  if (i) {
    return {
      userId: row.user_id,
      no: i.no,
      name: i.name,
      areaCode: i.area_code,
      addr: i.addr,
      birthday: i.birthday,
      educational: i.educational as ExpertInfo['educational'],
      degree: i.degree as ExpertInfo['degree'],
      university: i.university,
      major: i.major,
      position: i.position,
      phone: i.phone,
      saved: 1,
      updateTime: i.update_time,
    };
  }
  return {
    userId: row.user_id,
    no: '',
    name: row.real_name,
    areaCode: row.area_code,
    addr: row.profile?.addr ?? '',
    birthday: row.profile?.birthday ?? '',
    educational: row.educational as ExpertInfo['educational'],
    degree: (row.profile?.degree ?? '') as ExpertInfo['degree'],
    university: row.university,
    major: row.major,
    position: row.position,
    phone: row.phone,
    saved: 0,
    updateTime: '',
  };
}

const applicationOf = (row: ApplicationRow): ExpertApplication => ({ ...certRecord(row), id: row.user_id, userId: row.user_id, info: infoOf(row) });

async function requireApplication(db: Executor, caller: Caller, id: unknown, statuses: readonly number[] = REVIEW_LISTS): Promise<ApplicationRow> {
  const userId = typeof id === 'string' ? id.trim() : '';
  const row = ID.test(userId) ? await findApplication(db, caller.tenantId, userId, statuses) : undefined;
  if (!row) throw notFound();
  return row;
}

export function registerExpertReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, expertEndpoints.certList, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(certListQuerySchema, req.query);
    const statuses = q.expertStatus ? [q.expertStatus] : REVIEW_LISTS;
    const { rows, total } = await pageApplications(ctx.db, caller.tenantId, { statuses, realName: q.realName, phone: q.phone }, q);
    return pageOf(rows.map(applicationOf), total, q.current, q.size);
  });

  route(app, ctx, expertEndpoints.listDetail, async (req) => applicationOf(await requireApplication(ctx.db, callerOf(req), (req.query as { id?: unknown }).id)));

  route(
    app,
    ctx,
    expertEndpoints.changeStatus,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(expertReviewSchema, req.body);
      await requireButton(ctx.db, caller, EXPERT_BUTTONS.review);
      await requireApplication(ctx.db, caller, input.id);
      // A reviewer does not certify themselves: someone else of the organisation decides.
      if (input.id === caller.userId) throw new HttpError(400, EXPERT_REVIEW_MESSAGES.ownApplication);
      const [reviewer, org] = await Promise.all([findUserById(ctx.db, caller.userId), findTenant(ctx.db, caller.tenantId)]);
      const decided = await decideApplication(ctx.db, caller.tenantId, input.id, EXPERT_STATUS.reviewing, {
        status: input.expertStatus,
        reason: input.expertReason,
        review_user: reviewer?.real_name ?? '',
        review_org: org?.name ?? '',
        review_time: timestamp(),
      });
      // Nothing written: decided meanwhile (or already), by this reviewer or another.
      if (!decided) throw new HttpError(400, EXPERT_REVIEW_MESSAGES.decided);
      recordEvent(ctx.db, req, { type: 'status', title: callTitle('expert_cert', expertEndpoints.changeStatus), targetIds: [input.id], detail: `status=${input.expertStatus}` });
      return applicationOf(await requireApplication(ctx.db, caller, input.id));
    },
    { message: MESSAGES.updated },
  );

  // The organisation's record of a certified expert of its own (certified through its review).
  const certifiedOnly = [EXPERT_STATUS.certified];
  const requireExpert = async (db: Executor, caller: Caller, userId: unknown) => {
    try {
      return await requireApplication(db, caller, userId, certifiedOnly);
    } catch {
      throw new HttpError(400, EXPERT_REVIEW_MESSAGES.notExpert);
    }
  };

  route(app, ctx, expertEndpoints.infoDetail, async (req) => {
    const { userId } = parseInput(z.object({ userId: z.string({ error: EXPERT_REVIEW_MESSAGES.notExpert }) }), req.query);
    return infoOf(await requireExpert(ctx.db, callerOf(req), userId));
  });

  route(
    app,
    ctx,
    expertEndpoints.infoSubmit,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(expertInfoSchema, req.body);
      await requireButton(ctx.db, caller, EXPERT_BUTTONS.edit);
      await ctx.db.transaction().execute(async (trx) => {
        await requireExpert(trx, caller, input.userId);
        const now = timestamp();
        await saveExpertInfo(trx, {
          id: newId(),
          tenant_id: caller.tenantId,
          user_id: input.userId,
          no: input.no,
          name: input.name,
          area_code: input.areaCode,
          addr: input.addr,
          birthday: input.birthday,
          educational: input.educational,
          degree: input.degree,
          university: input.university,
          major: input.major,
          position: input.position,
          phone: input.phone,
          create_user: caller.userId,
          create_time: now,
          update_time: now,
        });
      });
      return infoOf(await requireExpert(ctx.db, caller, input.userId));
    },
    { message: MESSAGES.updated },
  );
}
