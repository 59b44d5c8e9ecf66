import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { noticeListQuerySchema, type Notice } from '@shared/domain/notice';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { dictRoot, dictChildren } from '../../repositories/dicts';
import { noticePage, unreadNoticeCount } from '../../repositories/notices';

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
    const records: Notice[] = rows.map((r) => ({
      id: r.id,
      category: r.category,
      categoryName: names.get(String(r.category)) ?? '',
      title: r.title,
      content: r.content,
      status: r.status === 1 ? 1 : 0,
      isRead: r.is_read === 1 ? 1 : 0,
      createTime: r.create_time,
    }));
    return pageOf(records, total, query.current, query.size);
  });
}
