import type { ExpressionBuilder, Insertable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';
import type { Database, NoticeTable } from '../db/schema';

export interface NoticeFilter {
  category?: number;
  status?: number;
  /** 0 only the unread, 1 only the read (by `userId`). */
  isRead?: number;
  current: number;
  size: number;
}

export interface NoticeWithRead {
  id: string;
  category: number;
  title: string;
  content: string;
  status: number;
  create_time: string;
  is_read: number;
}

const NOTICE_COLUMNS = ['notice.id', 'notice.category', 'notice.title', 'notice.content', 'notice.status', 'notice.create_time'] as const;

/** Whether `userId` has read the notice of the row. */
const readBy = (userId: string) => (eb: ExpressionBuilder<Database, 'notice'>) =>
  eb.exists(eb.selectFrom('notice_read').select('notice_read.notice_id').whereRef('notice_read.notice_id', '=', 'notice.id').where('notice_read.user_id', '=', userId));

/** is_read: 1 when `userId` has read the notice of the row, else 0. */
const isReadColumn = (userId: string) => (eb: ExpressionBuilder<Database, 'notice'>) => eb.case().when(readBy(userId)(eb)).then(1).else(0).end().as('is_read');

export async function insertNotices(db: Executor, rows: Insertable<NoticeTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('notice').values(rows).execute();
}

/** One page of an organisation's notices, newest first, with whether `userId` has read each. */
export async function noticePage(db: Executor, tenantId: string, userId: string, filter: NoticeFilter): Promise<{ rows: NoticeWithRead[]; total: number }> {
  let base = db.selectFrom('notice').where('notice.tenant_id', '=', tenantId);
  if (filter.category !== undefined) base = base.where('notice.category', '=', filter.category);
  if (filter.status !== undefined) base = base.where('notice.status', '=', filter.status);
  if (filter.isRead !== undefined) {
    const wanted = filter.isRead;
    base = base.where((eb) => (wanted === 1 ? readBy(userId)(eb) : eb.not(readBy(userId)(eb))));
  }

  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .select(NOTICE_COLUMNS)
    .select(isReadColumn(userId))
    .orderBy('notice.create_time', 'desc')
    .orderBy('notice.id', 'desc');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map((r) => ({ ...r, is_read: Number(r.is_read) })), total: Number(totalRow.n) };
}

/** Open (status 1) notices of the organisation that `userId` has not read. */
export async function unreadNoticeCount(db: Executor, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notice')
    .where('notice.tenant_id', '=', tenantId)
    .where('notice.status', '=', 1)
    .where((eb) => eb.not(readBy(userId)(eb)))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records that `userId` read a notice of their organisation; false when no such notice exists there. */
export async function markNoticeRead(db: Executor, tenantId: string, userId: string, noticeId: string, at: string): Promise<boolean> {
  const notice = await db.selectFrom('notice').select('id').where('tenant_id', '=', tenantId).where('id', '=', noticeId).executeTakeFirst();
  if (!notice) return false;
  const seen = await db.selectFrom('notice_read').select('notice_id').where('notice_id', '=', noticeId).where('user_id', '=', userId).executeTakeFirst();
  if (!seen) await db.insertInto('notice_read').values({ notice_id: noticeId, user_id: userId, read_time: at }).execute();
  return true;
}

/** One notice of the organisation, with whether `userId` has read it. */
export async function findNotice(db: Executor, tenantId: string, userId: string, id: string): Promise<NoticeWithRead | undefined> {
  const row = await db
    .selectFrom('notice')
    .select(NOTICE_COLUMNS)
    .select(isReadColumn(userId))
    .where('notice.tenant_id', '=', tenantId)
    .where('notice.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, is_read: Number(row.is_read) } : undefined;
}

/** Who read removed notices goes with them (inside the notices' removal; the ids are the organisation's, checked first). */
export async function removeNoticeReads(db: Executor, noticeIds: string[]): Promise<void> {
  await db.deleteFrom('notice_read').where('notice_id', 'in', noticeIds).execute();
}
