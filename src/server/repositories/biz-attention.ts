import type { ExpressionBuilder, Insertable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';
import type { BizAttentionTable, Database } from '../db/schema';

export interface BizAttentionFilter {
  current: number;
  size: number;
  orgCategory?: string;
  frameworkAgreement?: number;
  isNew?: number;
  compName?: string;
  status?: number;
}

export interface BizAttentionRow {
  id: string;
  target_tenant_id: string;
  name: string;
  category: string;
  code: string;
  create_time: string;
  signed: number;
  status: number;
}

/** Days within which a looked-after organisation counts as new (isNew=1). */
const NEW_WITHIN_DAYS = 30;

/** One page of the organisations `tenantId` looks after, oldest relationship first. */
export async function bizAttentionPage(db: Executor, tenantId: string, filter: BizAttentionFilter, now: Date = new Date()): Promise<{ rows: BizAttentionRow[]; total: number }> {
  let base = db
    .selectFrom('biz_attention')
    .innerJoin('tenant', 'tenant.tenant_id', 'biz_attention.target_tenant_id')
    .where('biz_attention.tenant_id', '=', tenantId);
  if (filter.orgCategory) base = base.where('tenant.category', '=', filter.orgCategory);
  if (filter.status !== undefined) base = base.where('tenant.status', '=', filter.status);
  if (filter.compName) base = base.where('tenant.name', 'like', `%${filter.compName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.isNew !== undefined) {
    const since = new Date(now.getTime() - NEW_WITHIN_DAYS * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const sinceText = `${since.getFullYear()}-${pad(since.getMonth() + 1)}-${pad(since.getDate())} 00:00:00`;
    base = base.where('biz_attention.create_time', filter.isNew === 1 ? '>=' : '<', sinceText);
  }
  const signed = (eb: ExpressionBuilder<Database, 'biz_attention' | 'tenant'>) =>
    eb.exists(
      eb
        .selectFrom('framework_agreement')
        .select('framework_agreement.id')
        .whereRef('framework_agreement.tenant_id', '=', 'biz_attention.target_tenant_id')
        .where('framework_agreement.status', '=', 1),
    );
  if (filter.frameworkAgreement === 1) base = base.where((eb) => signed(eb));
  if (filter.frameworkAgreement === 0) base = base.where((eb) => eb.not(signed(eb)));

  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .select((eb) => [
      'biz_attention.id',
      'biz_attention.target_tenant_id',
      'tenant.name',
      'tenant.category',
      'tenant.code',
      'biz_attention.create_time',
      'tenant.status',
      eb.case().when(signed(eb)).then(1).else(0).end().as('signed'),
    ])
    .orderBy('biz_attention.create_time')
    .orderBy('biz_attention.target_tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map((r) => ({ ...r, signed: Number(r.signed), status: Number(r.status) })), total: Number(totalRow.n) };
}

export async function insertBizAttentions(db: Executor, rows: Insertable<BizAttentionTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('biz_attention').values(rows).execute();
}

export async function countBizAttentions(db: Executor): Promise<number> {
  const row = await db.selectFrom('biz_attention').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
