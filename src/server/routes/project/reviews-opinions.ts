/**
 * Experts' opinions (spec 3 §7 review-opinion/*). Only an expert assigned to a file may give an
 * opinion on it, matched by user id from whatever organisation they are signed in to; anyone else
 * (the owning organisation's staff included) is refused and nothing is written. The opinion is a row
 * of the file's organisation; its attachment is an upload of the expert's own organisation.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf, ALL_RECORDS } from '@shared/api/envelope';
import { reviewEndpoints as e } from '@shared/api/reviewEndpoints';
import { idsSchema } from '@shared/domain/fields';
import { OPINION_BUTTONS } from '@shared/domain/projectButtons';
import { REVIEW_MESSAGES, reviewOpinionPageQuerySchema, reviewOpinionSchema } from '@shared/domain/review';
import { MESSAGES } from '@shared/messages';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { assignedFile, ownAttachKey, requireOpen, requireOwnFile, requirePlanStarted } from '../../reviews/access';
import { reviewOpinionRecord, type ReviewOpinionRow } from '../../reviews/records';

function opinionQuery(db: Executor) {
  return db
    .selectFrom('review_opinion')
    .leftJoin('app_user', 'app_user.id', 'review_opinion.expert_user_id')
    .leftJoin('review_file', 'review_file.id', 'review_opinion.file_id')
    .leftJoin('project', 'project.id', 'review_opinion.project_id')
    .selectAll('review_opinion')
    .select(['app_user.real_name as create_user_name', 'project.name as project_name', 'review_file.phase_key']);
}

export function registerReviewOpinionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  /** The owning organisation reads every opinion on its file; an assigned expert reads their own. */
  route(app, ctx, e.opinionPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(reviewOpinionPageQuerySchema, req.query);
    let query = opinionQuery(db).where('review_opinion.file_id', '=', q.fileId);
    const own = await requireOwnFile(db, caller, q.fileId).catch(() => undefined);
    if (!own) {
      if (!(await assignedFile(db, caller, q.fileId))) throw new HttpError(400, REVIEW_MESSAGES.fileNotFound);
      query = query.where('review_opinion.expert_user_id', '=', caller.userId);
    }
    const rows = (await query.orderBy('review_opinion.create_time', 'desc').orderBy('review_opinion.id', 'desc').execute()) as ReviewOpinionRow[];
    const shown = q.size === ALL_RECORDS ? rows : rows.slice((q.current - 1) * q.size, q.current * q.size);
    return pageOf(shown.map(reviewOpinionRecord), rows.length, q.current, q.size);
  });

  route(
    app,
    ctx,
    e.opinionSubmit,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(reviewOpinionSchema, req.body);
      await requireButton(db, caller, OPINION_BUTTONS.submit);
      const file = await assignedFile(db, caller, input.fileId);
      if (!file) throw new HttpError(403, REVIEW_MESSAGES.notAssigned);
      requireOpen(file);
      const attachKey = ownAttachKey(caller, input.attach, REVIEW_MESSAGES.opinionAttachRequired);
      const org = await db.selectFrom('tenant').select('name').where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      const now = timestamp();
      const values = {
        expert_tenant_id: caller.tenantId,
        expert_org_name: org?.name ?? '',
        has_opinion: input.hasOpinion,
        attach: JSON.stringify(input.attach),
        attach_key: attachKey,
        remark: input.remark,
        update_time: now,
      };
      // One opinion per expert and file (unique index): a second submit replaces the first.
      await db.transaction().execute(async (trx) => {
        await requirePlanStarted(trx, file.tenant_id, file.project_id);
        const changed = await trx.updateTable('review_opinion').set(values).where('file_id', '=', file.id).where('expert_user_id', '=', caller.userId).executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 1) {
          req.successMessage = MESSAGES.updated;
          return;
        }
        await trx
          .insertInto('review_opinion')
          .values({ ...values, id: newId(), tenant_id: file.tenant_id, project_id: file.project_id, file_id: file.id, expert_user_id: caller.userId, create_user: caller.userId, create_time: now })
          .execute();
        req.successMessage = MESSAGES.created;
      });
      const row = (await opinionQuery(db).where('review_opinion.file_id', '=', file.id).where('review_opinion.expert_user_id', '=', caller.userId).executeTakeFirstOrThrow()) as ReviewOpinionRow;
      return reviewOpinionRecord(row);
    },
  );

  /** Removes the caller's own opinions only (all or nothing); tenantId is the organisation they are signed in to. */
  route(
    app,
    ctx,
    e.opinionRemove,
    async (req) => {
      const caller = callerOf(req);
      const { ids, tenantId } = parseInput(idsSchema.extend({ tenantId: z.string() }), req.params);
      if (tenantId !== caller.tenantId) throw new HttpError(400, REVIEW_MESSAGES.opinionNotFound);
      await requireButton(db, caller, OPINION_BUTTONS.remove);
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        const mine = await trx
          .selectFrom('review_opinion')
          .innerJoin('review_file', 'review_file.id', 'review_opinion.file_id')
          .select(['review_opinion.id', 'review_file.is_archive'])
          .where('review_opinion.id', 'in', unique)
          .where('review_opinion.expert_user_id', '=', caller.userId)
          .execute();
        if (mine.length !== unique.length) throw new HttpError(400, REVIEW_MESSAGES.opinionNotFound);
        for (const m of mine) requireOpen(m);
        await trx.deleteFrom('review_opinion').where('id', 'in', unique).where('expert_user_id', '=', caller.userId).execute();
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
