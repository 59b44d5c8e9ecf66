import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { NOTICE_ID_MESSAGES, noticeIdSchema, noticeListQuerySchema, type Notice } from '@shared/domain/notice';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { dictRoot, dictChildren } from '../../repositories/dicts';
import { findNotice, markNoticeRead, noticePage, unreadNoticeCount, type NoticeWithRead } from '../../repositories/notices';
import { timestamp } from '../../db/time';
import { HttpError } from '../../http/errors';
import { cleanNoticeContent } from '../../text/richText';

/** The dictionary naming notice categories. */
export const NOTICE_DICT_CODE = 'notice';

async function categoryNames(ctx: AppContext): Promise<Map<string, string>> {
  const root = await dictRoot(ctx.db, NOTICE_DICT_CODE);
  const entries = root ? await dictChildren(ctx.db, NOTICE_DICT_CODE, [root.id]) : [];
  return new Map(entries.map((e) => [e.dict_key, e.dict_value]));
}

/** Notices of the caller's organisation, with whether the caller read each. */
export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.noticeUnreadCount, async (req) => {
    const caller = callerOf(req);
    return unreadNoticeCount(ctx.db, caller.tenantId, caller.userId);
  });

  route(app, ctx, endpoints.noticeList, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(noticeListQuerySchema, req.query);
    const [{ rows, total }, names] = await Promise.all([noticePage(ctx.db, caller.tenantId, caller.userId, query), categoryNames(ctx)]);
    return pageOf(rows.map((r) => toNotice(r, names)), total, query.current, query.size);
  });

  // The detail of one notice of the caller's organisation; reading it is a separate call (notice/read).
  route(app, ctx, endpoints.noticeDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(noticeIdSchema, req.query);
    const row = await findNotice(ctx.db, caller.tenantId, caller.userId, id);
    if (!row) throw new HttpError(400, NOTICE_ID_MESSAGES.unknown);
    return toNotice(row, await categoryNames(ctx));
  });

  // The spec sends the id as a request parameter; a JSON body is read too.
  route(app, ctx, endpoints.noticeRead, async (req) => {
    const caller = callerOf(req);
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const { id } = parseInput(noticeIdSchema, { ...body, ...(req.query as Record<string, unknown>) });
    if (!(await markNoticeRead(ctx.db, caller.tenantId, caller.userId, id, timestamp()))) throw new HttpError(400, NOTICE_ID_MESSAGES.unknown);
    return null;
  });
}

/** Every answer carries the content in its one representation, whatever an older row holds (cleanNoticeContent). */
function toNotice(r: NoticeWithRead, names: Map<string, string>): Notice {
  return {
    id: r.id,
    category: r.category,
    categoryName: names.get(String(r.category)) ?? '',
    title: r.title,
    content: cleanNoticeContent(r.content),
    status: r.status === 1 ? 1 : 0,
    isRead: r.is_read === 1 ? 1 : 0,
    createTime: r.create_time,
  };
}
