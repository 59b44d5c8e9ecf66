/**
 * Experts of review files (spec 3 §7 review-expert/*, system user-base/expert-select) and an
 * expert's own list of the files assigned to them (review-expert/my-list, /project/my-review),
 * which crosses organisations: it is matched by the signed-in person's user id and only reads.
 */
import type { FastifyInstance } from 'fastify';
import { ALL_RECORDS, pageOf } from '@shared/api/envelope';
import { reviewEndpoints as e } from '@shared/api/reviewEndpoints';
import { REVIEW_BUTTONS } from '@shared/domain/projectButtons';
import { expertSelectQuerySchema, myReviewPageQuerySchema, REVIEW_MESSAGES, reviewExpertListSchema, reviewExpertPageQuerySchema, reviewExpertSchema, type ExpertChoice, type MyReview } from '@shared/domain/review';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { assignableExperts, planStatusOf, readAttach, requireAssignable, requireOpen, requireOwnFile } from '../../reviews/access';
import { reviewExpertRecord } from '../../reviews/records';

const pageSlice = <T>(all: T[], current: number, size: number) => (size === ALL_RECORDS ? all : all.slice((current - 1) * size, current * size));

/** Adds the experts not yet on the file (inside the caller's transaction); the rows already there stay. */
async function assign(trx: Executor, caller: Caller, file: { id: string; project_id: string }, experts: ExpertChoice[]): Promise<void> {
  const now = timestamp();
  for (const x of experts) {
    const there = await trx.selectFrom('review_expert').select('id').where('file_id', '=', file.id).where('expert_user_id', '=', x.id).executeTakeFirst();
    if (there) continue;
    await trx
      .insertInto('review_expert')
      .values({ id: newId(), tenant_id: caller.tenantId, project_id: file.project_id, file_id: file.id, expert_user_id: x.id, expert_name: x.realName, expert_phone: x.phone, expert_org_name: x.orgName, create_user: caller.userId, create_time: now })
      .execute();
  }
}

export function registerReviewExpertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  route(app, ctx, e.expertSelect, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(expertSelectQuerySchema, req.query);
    const all = await assignableExperts(db, caller, { realName: q.realName, phone: q.phone });
    return pageOf(pageSlice(all, q.current, q.size), all.length, q.current, q.size);
  });

  route(app, ctx, e.expertPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(reviewExpertPageQuerySchema, req.query);
    await requireOwnFile(db, caller, q.fileId);
    const rows = await db.selectFrom('review_expert').selectAll().where('tenant_id', '=', caller.tenantId).where('file_id', '=', q.fileId).orderBy('create_time').orderBy('id').execute();
    return pageOf(pageSlice(rows, q.current, q.size).map(reviewExpertRecord), rows.length, q.current, q.size);
  });

  route(
    app,
    ctx,
    e.expertSubmit,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(reviewExpertSchema, req.body);
      await requireButton(db, caller, REVIEW_BUTTONS.assign);
      const file = await requireOwnFile(db, caller, input.fileId);
      requireOpen(file);
      const expert = await requireAssignable(db, caller, input.expertUserId);
      await db.transaction().execute(async (trx) => {
        const there = await trx.selectFrom('review_expert').select('id').where('file_id', '=', file.id).where('expert_user_id', '=', expert.id).executeTakeFirst();
        if (there) throw new HttpError(400, REVIEW_MESSAGES.expertDuplicate);
        // The unique index (file, expert) holds the rule when two people assign the same expert at once.
        await assign(trx, caller, file, [expert]).catch(() => {
          throw new HttpError(400, REVIEW_MESSAGES.expertDuplicate);
        });
      });
      const row = await db.selectFrom('review_expert').selectAll().where('file_id', '=', file.id).where('expert_user_id', '=', expert.id).executeTakeFirstOrThrow();
      return reviewExpertRecord(row);
    },
    { message: MESSAGES.created },
  );

  route(
    app,
    ctx,
    e.expertSubmitList,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(reviewExpertListSchema, req.body);
      await requireButton(db, caller, REVIEW_BUTTONS.assign);
      const file = await requireOwnFile(db, caller, input.fileId);
      requireOpen(file);
      const experts: ExpertChoice[] = [];
      for (const userId of [...new Set(input.experts.map((r) => r.expertUserId))]) experts.push(await requireAssignable(db, caller, userId));
      await db.transaction().execute((trx) => assign(trx, caller, file, experts));
      const rows = await db.selectFrom('review_expert').selectAll().where('file_id', '=', file.id).orderBy('create_time').orderBy('id').execute();
      return rows.map(reviewExpertRecord);
    },
    { message: MESSAGES.created },
  );

  /** The files assigned to the signed-in person, in whatever organisation; read-only. */
  route(app, ctx, e.myReviews, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(myReviewPageQuerySchema, req.query);
    let query = db
      .selectFrom('review_expert')
      .innerJoin('review_file', 'review_file.id', 'review_expert.file_id')
      .innerJoin('project', 'project.id', 'review_file.project_id')
      .innerJoin('tenant', 'tenant.tenant_id', 'review_file.tenant_id')
      .leftJoin('review_opinion', (j) => j.onRef('review_opinion.file_id', '=', 'review_expert.file_id').onRef('review_opinion.expert_user_id', '=', 'review_expert.expert_user_id'))
      .select([
        'review_expert.id',
        'review_file.id as file_id',
        'review_file.tenant_id',
        'tenant.name as org_name',
        'project.name as project_name',
        'review_file.phase_key',
        'review_file.name as file_name',
        'review_file.attach',
        'review_file.plan_finish_time',
        'review_file.review_require',
        'review_file.is_archive',
        'review_file.project_id',
        'review_opinion.id as opinion_id',
        'review_opinion.has_opinion',
        'review_opinion.remark as opinion_remark',
      ])
      .where('review_expert.expert_user_id', '=', caller.userId);
    if (q.fileName) query = query.where('review_file.name', 'like', `%${q.fileName}%`);
    if (q.opinionGiven === 1) query = query.where('review_opinion.id', 'is not', null);
    if (q.opinionGiven === 0) query = query.where('review_opinion.id', 'is', null);
    const rows = await query.orderBy('review_expert.create_time', 'desc').orderBy('review_expert.id', 'desc').execute();
    const records: MyReview[] = [];
    for (const r of pageSlice(rows, q.current, q.size)) {
      records.push({
        id: r.id,
        fileId: r.file_id,
        tenantId: r.tenant_id,
        orgName: r.org_name,
        projectName: r.project_name,
        phaseKey: r.phase_key,
        fileName: r.file_name,
        attach: readAttach(r.attach),
        planFinishTime: r.plan_finish_time,
        reviewRequire: r.review_require,
        isArchive: Number(r.is_archive) === 1 ? 1 : 0,
        planStatus: await planStatusOf(db, r.tenant_id, r.project_id),
        opinionGiven: r.opinion_id ? 1 : 0,
        hasOpinion: r.opinion_id ? (Number(r.has_opinion) === 1 ? 1 : 0) : null,
        opinionRemark: r.opinion_remark ?? '',
        opinionId: r.opinion_id ?? '',
      });
    }
    return pageOf(records, rows.length, q.current, q.size);
  });
}
