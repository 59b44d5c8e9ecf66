import type { FastifyInstance } from 'fastify';
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
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { FeedbackTable } from '../../db/schema';
import { equals, like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { dictChildren, dictRoot } from '../../repositories/dicts';

type FeedbackRow = FeedbackTable & { create_user_name: string | null };

async function statusNames(db: Executor): Promise<Map<string, string>> {
  const root = await dictRoot(db, FEEDBACK_STATUS_DICT);
  const entries = root ? await dictChildren(db, FEEDBACK_STATUS_DICT, [root.id]) : [];
  return new Map(entries.map((e) => [e.dict_key, e.dict_value]));
}

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    title: row.title,
    require: row.require,
    opinion: row.opinion,
    file: row.file,
    phone: row.phone,
    status: row.status,
    statusName: '',
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

/** Feedback of the caller's organisation (spec 1 §3, §7): list, save, detail, remove and update-status, never another organisation's. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, {
    table: 'feedback',
    endpoints: { page: endpoints.feedbackList, detail: feedbackEndpoints.feedbackDetail, submit: endpoints.feedbackSave, remove: endpoints.feedbackRemove },
    schemas: { page: feedbackListQuerySchema, submit: feedbackSaveSchema, detail: feedbackIdSchema, remove: feedbackRemoveQuerySchema },
    notFound: FEEDBACK_MESSAGES.feedbackNotFound,
    creator: 'name',
    filters: { type: equals('type'), status: equals('status'), title: like('title') },
    toRecord: toFeedback,
    // The status's label comes from the feedbackStatus dictionary, read once per answer.
    enrich: async (db) => {
      const names = await statusNames(db);
      return (record) => ({ ...record, statusName: names.get(String(record.status)) ?? '' });
    },
    // Saving only adds (feedback/save has no id); a new feedback waits to be handled (0).
    toInsert: (input) => ({ type: input.type, title: input.title, require: input.require, opinion: input.opinion, file: input.file, phone: input.phone, status: 0, remark: '' }),
    updates: [
      {
        endpoint: feedbackEndpoints.feedbackUpdateStatus,
        schema: feedbackStatusUpdateSchema,
        toUpdate: (input: { status: number; remark: string }) => ({ status: input.status, remark: input.remark }),
        // The new status must be a key of the feedbackStatus dictionary.
        beforeWrite: async (trx, input: { status: number }) => {
          if (!(await statusNames(trx)).has(String(input.status))) throw new HttpError(400, FEEDBACK_MESSAGES.feedbackStatusFormat);
        },
      },
    ],
  });
}
