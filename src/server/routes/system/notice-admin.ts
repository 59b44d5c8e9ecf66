import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { NOTICE_BUTTONS, NOTICE_ID_MESSAGES, noticePageQuerySchema, noticeSaveSchema, type Notice } from '@shared/domain/notice';
import type { AppContext } from '../../context';
import type { NoticeTable } from '../../db/schema';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { removeNoticeReads } from '../../repositories/notices';
import { cleanNoticeContent } from '../../text/richText';

// Cleaned on the way out too: a row stored before the one representation may hold escapes (cleanNoticeContent).
function toNotice(row: NoticeTable): Notice {
  return { id: row.id, category: row.category, categoryName: '', title: row.title, content: cleanNoticeContent(row.content), status: row.status as 0 | 1, isRead: 0, createTime: row.create_time };
}

/** Notice management (notice/page, save, update, remove; spec 1 §5, §7); detail and read are notices.ts's. */
export function registerNoticeAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { category: number; title: string; content: string; status: number }) => ({
    category: input.category,
    title: input.title,
    // A URL-encoded body (the spec's client sends one) is stored decoded, as sanitised HTML.
    content: cleanNoticeContent(input.content),
    status: input.status,
  });
  // Detail is notices.ts's (it adds what only the message centre knows).
  registerResource(app, ctx, {
    table: 'notice',
    endpoints: { page: endpoints.noticePage, submit: endpoints.noticeSave, update: endpoints.noticeUpdate, remove: endpoints.noticeRemove },
    schemas: { page: noticePageQuerySchema, submit: noticeSaveSchema },
    notFound: NOTICE_ID_MESSAGES.unknown,
    buttons: NOTICE_BUTTONS,
    removeDependents: (trx, _tenantId, ids) => removeNoticeReads(trx, ids),
    toRecord: toNotice,
    toInsert: columns,
    toUpdate: columns,
    filters: { category: equals('category'), status: equals('status'), title: like('title'), createTime: dayRange('create_time') },
  });
}
