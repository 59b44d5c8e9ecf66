import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';

export interface CompanyStatRow {
  tenant_id: string;
  name: string;
  code: string;
  org_count: number;
  month_org_count: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The companies of `category` that `tenantId` looks after, each with the number of organisations
 * it looks after in turn (all, and added since `monthStart`), by name.
 */
export async function companyStatPage(
  db: Executor,
  tenantId: string,
  category: string,
  filter: { current: number; size: number; compName?: string },
  monthStart: string,
): Promise<{ rows: CompanyStatRow[]; total: number }> {
  let base = db
    .selectFrom('biz_attention as managed')
    .innerJoin('tenant', 'tenant.tenant_id', 'managed.target_tenant_id')
    .where('managed.tenant_id', '=', tenantId)
    .where('tenant.category', '=', category);
  if (filter.compName) base = base.where('tenant.name', 'like', `%${escapeLike(filter.compName)}%`);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .select((eb) => [
      'tenant.tenant_id',
      'tenant.name',
      'tenant.code',
      eb.selectFrom('biz_attention as own').select((e) => e.fn.countAll().as('n')).whereRef('own.tenant_id', '=', 'tenant.tenant_id').as('org_count'),
      eb
        .selectFrom('biz_attention as own')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('own.tenant_id', '=', 'tenant.tenant_id')
        .where('own.create_time', '>=', monthStart)
        .as('month_org_count'),
    ])
    .orderBy('tenant.name')
    .orderBy('tenant.tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return {
    rows: rows.map((r) => ({ tenant_id: r.tenant_id, name: r.name, code: r.code, org_count: Number(r.org_count ?? 0), month_org_count: Number(r.month_org_count ?? 0) })),
    total: Number(totalRow.n),
  };
}
