/**
 * Review plans and review files (spec 3 §7 review-plan/*, review-file/*): rows of the project's
 * organisation under its project, reached through a project in the caller's data scope. A shut-down
 * plan refuses new files (and opinions, reviews-opinions.ts); an archived file is read-only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { reviewEndpoints as e } from '@shared/api/reviewEndpoints';
import { idSchema } from '@shared/domain/fields';
import { REVIEW_BUTTONS } from '@shared/domain/projectButtons';
import { REVIEW_MESSAGES, REVIEW_PLAN_STATUS, reviewFilePageQuerySchema, reviewFileSchema, reviewPlanQuerySchema, type ExpertChoice, type ReviewPlan } from '@shared/domain/review';
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
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { requireProject } from '../../projects/parent';
import { pageTenantRows } from '../../repositories/tenant-rows';
import { ownAttachKey, planStatusOf, requireAssignable, requireOpen, requireOwnFile, requirePlanStarted } from '../../reviews/access';
import { reviewFileRecords, type ReviewFileRow } from '../../reviews/records';
import { registerReviewExpertRoutes } from './reviews-experts';
import { registerReviewOpinionRoutes } from './reviews-opinions';

const removeSchema = z.object({ id: idSchema.shape.id, tenantId: z.string() });

async function planOf(db: Executor, caller: Caller, projectId: string): Promise<ReviewPlan> {
  const row = await db
    .selectFrom('review_plan')
    .leftJoin('app_user', 'app_user.id', 'review_plan.update_user')
    .select(['review_plan.status', 'review_plan.update_time', 'app_user.real_name'])
    .where('review_plan.tenant_id', '=', caller.tenantId)
    .where('review_plan.project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) return { projectId, status: 1, updateUserName: '', updateTime: '' };
  return { projectId, status: Number(row.status) === REVIEW_PLAN_STATUS.shutDown ? 0 : 1, updateUserName: row.real_name ?? '', updateTime: row.update_time };
}

/** Every review call: plans and files here, experts and opinions in their own files. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  registerReviewExpertRoutes(app, ctx);
  registerReviewOpinionRoutes(app, ctx);

  route(app, ctx, e.planDetail, async (req) => {
    const caller = callerOf(req);
    const { projectId } = parseInput(reviewPlanQuerySchema, req.query);
    await requireProject(db, caller, projectId);
    return planOf(db, caller, projectId);
  });

  /** Shut down or start up: a conditional write from the other status; the same status again is refused. */
  const switchPlan = (to: 0 | 1) => async (req: FastifyRequest) => {
    const caller = callerOf(req);
    const { projectId } = parseInput(reviewPlanQuerySchema, req.body);
    await requireButton(db, caller, REVIEW_BUTTONS.plan);
    await requireProject(db, caller, projectId);
    const already = new HttpError(400, to === REVIEW_PLAN_STATUS.shutDown ? REVIEW_MESSAGES.planAlreadyShut : REVIEW_MESSAGES.planAlreadyStarted);
    const now = timestamp();
    await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('review_plan')
        .set({ status: to, update_user: caller.userId, update_time: now })
        .where('tenant_id', '=', caller.tenantId)
        .where('project_id', '=', projectId)
        .where('status', '=', to === 1 ? 0 : 1)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 1) return;
      // No row moved: either the plan is already there, or it was never written (started by default).
      if ((await planStatusOf(trx, caller.tenantId, projectId)) === to) throw already;
      await trx
        .insertInto('review_plan')
        .values({ id: newId(), tenant_id: caller.tenantId, project_id: projectId, status: to, update_user: caller.userId, update_time: now, create_user: caller.userId, create_time: now })
        .execute()
        .catch(() => {
          throw already; // someone else wrote the project's first plan row at the same moment
        });
    });
    return planOf(db, caller, projectId);
  };
  route(app, ctx, e.planShutdown, switchPlan(0));
  route(app, ctx, e.planStartup, switchPlan(1));

  route(app, ctx, e.filePage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(reviewFilePageQuerySchema, req.query);
    if (q.projectId) await requireProject(db, caller, q.projectId);
    const projectScope = dataScopeOf(caller, 'project', 'project');
    const { rows, total } = await pageTenantRows<ReviewFileRow>(db, 'review_file', caller.tenantId, q, {
      creator: 'name',
      // A file is listed only through a project of the caller's organisation inside their data scope.
      scope: (eb) => {
        let sub = eb.selectFrom('project').select('project.id').where('project.id', '=', eb.ref('review_file.project_id')).where('project.tenant_id', '=', caller.tenantId);
        if (projectScope) sub = sub.where(projectScope);
        return eb.exists(sub);
      },
      filter: (query) => {
        let next = query;
        if (q.projectId) next = next.where('review_file.project_id', '=', q.projectId);
        if (q.name) next = next.where('review_file.name', 'like', `%${q.name}%`);
        if (q.phaseKey) next = next.where('review_file.phase_key', '=', q.phaseKey);
        if (q.isArchive !== undefined) next = next.where('review_file.is_archive', '=', q.isArchive);
        return next;
      },
    });
    return pageOf(await reviewFileRecords(db, rows), total, q.current, q.size);
  });

  const fileAnswer = async (caller: Caller, id: string) => {
    const row = await db.selectFrom('review_file').leftJoin('app_user', 'app_user.id', 'review_file.create_user').selectAll('review_file').select('app_user.real_name as create_user_name').where('review_file.id', '=', id).where('review_file.tenant_id', '=', caller.tenantId).executeTakeFirstOrThrow();
    return (await reviewFileRecords(db, [row]))[0];
  };

  route(app, ctx, e.fileDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query);
    await requireOwnFile(db, caller, id);
    return fileAnswer(caller, id);
  });

  /** The project file upload form: the file and its experts in one transaction. */
  route(
    app,
    ctx,
    e.fileSubmit,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(reviewFileSchema, req.body);
      await requireButton(db, caller, REVIEW_BUTTONS.submit);
      const project = await requireProject(db, caller, input.projectId);
      const attachKey = ownAttachKey(caller, input.attach, REVIEW_MESSAGES.fileRequired);
      const experts: ExpertChoice[] = [];
      for (const userId of [...new Set(input.experts.map((r) => r.expertUserId))]) experts.push(await requireAssignable(db, caller, userId));
      const id = newId();
      const now = timestamp();
      await db.transaction().execute(async (trx) => {
        await requirePlanStarted(trx, caller.tenantId, project.id);
        await trx
          .insertInto('review_file')
          .values({
            id,
            tenant_id: caller.tenantId,
            project_id: project.id,
            phase_key: input.phaseKey,
            name: input.name,
            attach: JSON.stringify(input.attach),
            attach_key: attachKey,
            plan_finish_time: input.planFinishTime,
            review_require: input.reviewRequire,
            is_archive: 0,
            archive_time: '',
            create_user: caller.userId,
            create_dept: caller.deptId,
            create_time: now,
            update_time: now,
          })
          .execute();
        await trx
          .insertInto('review_expert')
          .values(experts.map((x) => ({ id: newId(), tenant_id: caller.tenantId, project_id: project.id, file_id: id, expert_user_id: x.id, expert_name: x.realName, expert_phone: x.phone, expert_org_name: x.orgName, create_user: caller.userId, create_time: now })))
          .execute();
      });
      return fileAnswer(caller, id);
    },
    { message: MESSAGES.created },
  );

  route(
    app,
    ctx,
    e.fileRemove,
    async (req) => {
      const caller = callerOf(req);
      const { id, tenantId } = parseInput(removeSchema, req.params);
      if (tenantId !== caller.tenantId) throw new HttpError(400, REVIEW_MESSAGES.fileNotFound);
      await requireButton(db, caller, REVIEW_BUTTONS.remove);
      requireOpen(await requireOwnFile(db, caller, id));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('review_opinion').where('tenant_id', '=', caller.tenantId).where('file_id', '=', id).execute();
        await trx.deleteFrom('review_expert').where('tenant_id', '=', caller.tenantId).where('file_id', '=', id).execute();
        // Conditional: a file archived meanwhile stays.
        const gone = await trx.deleteFrom('review_file').where('tenant_id', '=', caller.tenantId).where('id', '=', id).where('is_archive', '=', 0).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw new HttpError(400, REVIEW_MESSAGES.archived);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );

  route(
    app,
    ctx,
    e.fileArchive,
    async (req) => {
      const caller = callerOf(req);
      const { id } = parseInput(idSchema, { ...(req.body as object), ...(req.params as object) });
      await requireButton(db, caller, REVIEW_BUTTONS.archive);
      requireOpen(await requireOwnFile(db, caller, id));
      const now = timestamp();
      const done = await db.updateTable('review_file').set({ is_archive: 1, archive_time: now, update_time: now }).where('tenant_id', '=', caller.tenantId).where('id', '=', id).where('is_archive', '=', 0).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new HttpError(400, REVIEW_MESSAGES.archived);
      return fileAnswer(caller, id);
    },
    { message: MESSAGES.updated },
  );
}
