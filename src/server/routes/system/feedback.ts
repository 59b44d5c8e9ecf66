import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { feedbackEndpoints } from '@shared/api/feedbackEndpoints';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_STATUS_DICT,
  feedbackListQuerySchema,
  feedbackRemoveQuerySchema,
  feedbackIdSchema,
  feedbackSaveSchema,
  feedbackStatusUpdateSchema,
  type Feedback,
  type FeedbackType,
} from '@shared/domain/feedback';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { dictChildren, dictRoot } from '../../repositories/dicts';
import { countOwnFeedback, feedbackPage, findFeedback, insertFeedback, removeFeedback, updateFeedbackStatus, type FeedbackRow } from '../../repositories/feedback';

async function statusNames(ctx: AppContext): Promise<Map<string, string>> {
  const root = await dictRoot(ctx.db, FEEDBACK_STATUS_DICT);
  const entries = root ? await dictChildren(ctx.db, FEEDBACK_STATUS_DICT, [root.id]) : [];
  return new Map(entries.map((e) => [e.dict_key, e.dict_value]));
}

function toFeedback(row: FeedbackRow, names: Map<string, string>): Feedback {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    title: row.title,
    require: row.require,
    opinion: row.opinion,
    file: row.file,
    phone: row.phone,
    status: row.status,
    statusName: names.get(String(row.status)) ?? '',
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

/** Feedback of the caller's organisation (spec 1 §7): list, save, remove; never another organisation's. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.feedbackList, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(feedbackListQuerySchema, req.query);
    const [{ rows, total }, names] = await Promise.all([feedbackPage(ctx.db, caller.tenantId, query), statusNames(ctx)]);
    return pageOf(
      rows.map((r) => toFeedback(r, names)),
      total,
      query.current,
      query.size,
    );
  });

  route(
    app,
    ctx,
    endpoints.feedbackSave,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(feedbackSaveSchema, req.body);
      const id = newId();
      await insertFeedback(ctx.db, {
        id,
        tenant_id: caller.tenantId,
        type: input.type,
        title: input.title,
        require: input.require,
        opinion: input.opinion,
        file: input.file,
        phone: input.phone,
        status: 0,
        remark: '',
        create_user: caller.userId,
        create_time: timestamp(),
      });
      const row = await findFeedback(ctx.db, caller.tenantId, id);
      return toFeedback(row!, await statusNames(ctx));
    },
    { message: MESSAGES.created },
  );

  route(
    app,
    ctx,
    endpoints.feedbackRemove,
    async (req) => {
      const caller = callerOf(req);
      const { ids } = parseInput(feedbackRemoveQuerySchema, req.query);
      const unique = [...new Set(ids)];
      // All or nothing: an id of another organisation (or a stale one) removes none.
      await ctx.db.transaction().execute(async (trx) => {
        if ((await countOwnFeedback(trx, caller.tenantId, unique)) !== unique.length) throw new HttpError(400, FEEDBACK_MESSAGES.feedbackNotFound);
        await removeFeedback(trx, caller.tenantId, unique);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );

  route(app, ctx, feedbackEndpoints.feedbackDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(feedbackIdSchema, req.query);
    const row = await findFeedback(ctx.db, caller.tenantId, id);
    if (!row) throw new HttpError(400, FEEDBACK_MESSAGES.feedbackNotFound);
    return toFeedback(row, await statusNames(ctx));
  });

  // The new status must be a key of the feedbackStatus dictionary; another organisation's feedback is "not found".
  route(
    app,
    ctx,
    feedbackEndpoints.feedbackUpdateStatus,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(feedbackStatusUpdateSchema, req.body);
      const names = await statusNames(ctx);
      if (!names.has(String(input.status))) throw new HttpError(400, FEEDBACK_MESSAGES.feedbackStatusFormat);
      if (!(await updateFeedbackStatus(ctx.db, caller.tenantId, input.id, input.status, input.remark))) throw new HttpError(400, FEEDBACK_MESSAGES.feedbackNotFound);
      return toFeedback((await findFeedback(ctx.db, caller.tenantId, input.id))!, names);
    },
    { message: MESSAGES.updated },
  );
}
