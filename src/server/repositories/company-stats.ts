import type { ExpressionBuilder } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import { COUNTED_STATUSES } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import type { Database } from '../db/schema';

export interface CompanyStatRow {
  tenant_id: string;
  name: string;
  code: string;
  category: string;
  org_count: number;
  month_org_count: number;
  contract_count: number;
  /** Fen: a number on SQLite, text on PostgreSQL; read through fromFen. */
  contract_amount: number | string;
  received_amount: number | string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type TenantScope = ExpressionBuilder<Database, 'tenant'>;

/** The organisations the company `tenant.tenant_id` brought in (its attention rows). */
const broughtIn = (eb: TenantScope) => eb.selectFrom('biz_attention as own').select('own.target_tenant_id').whereRef('own.tenant_id', '=', 'tenant.tenant_id');

/** Their owner contracts that count in totals (2, 3, 5): the one set every figure below sums over. */
const countedContracts = (eb: TenantScope) =>
  eb
    .selectFrom('contract_owner as co')
    .where('co.status_contract', 'in', [...COUNTED_STATUSES])
    .where('co.tenant_id', 'in', broughtIn(eb));

/** The figures of one company, as correlated sub-queries of `tenant` (so a page can be ordered by them). */
export const companyFigures = (eb: TenantScope, monthStart: string) =>
  [
    eb.selectFrom('biz_attention as own').select((e) => e.fn.countAll().as('n')).whereRef('own.tenant_id', '=', 'tenant.tenant_id').as('org_count'),
    eb
      .selectFrom('biz_attention as own')
      .select((e) => e.fn.countAll().as('n'))
      .whereRef('own.tenant_id', '=', 'tenant.tenant_id')
      .where('own.create_time', '>=', monthStart)
      .as('month_org_count'),
    countedContracts(eb)
      .select((e) => e.fn.countAll().as('n'))
      .as('contract_count'),
    countedContracts(eb)
      .select((e) => e.fn.coalesce(e.fn.sum<number | string>('co.curr_contract_amount'), e.lit(0)).as('n'))
      .as('contract_amount'),
    // Arrivals are rows of the contract's own organisation; `kind = owner` keeps a platform contract's apart.
    eb
      .selectFrom('finance_arrival as fa')
      .select((e) => e.fn.coalesce(e.fn.sum<number | string>('fa.amount'), e.lit(0)).as('n'))
      .where('fa.kind', '=', 'owner')
      .where('fa.contract_owner_id', 'in', countedContracts(eb).select('co.id'))
      .as('received_amount'),
  ] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toRow = (r: any): CompanyStatRow => ({
  tenant_id: r.tenant_id,
  name: r.name,
  code: r.code ?? '',
  category: r.category,
  org_count: Number(r.org_count ?? 0),
  month_org_count: Number(r.month_org_count ?? 0),
  contract_count: Number(r.contract_count ?? 0),
  contract_amount: r.contract_amount ?? 0,
  received_amount: r.received_amount ?? 0,
});

/**
 * The companies of `category` that `tenantId` looks after, each with the number of organisations
 * it looks after in turn (all, and added since `monthStart`) and their counted owner contracts, by
 * name (or by contract amount, largest first).
 */
export async function companyStatPage(
  db: Executor,
  tenantId: string,
  category: string,
  filter: { current: number; size: number; compName?: string; orderBy?: 'contractAmount' },
  monthStart: string,
): Promise<{ rows: CompanyStatRow[]; total: number }> {
  let base = db
    .selectFrom('biz_attention as managed')
    .innerJoin('tenant', 'tenant.tenant_id', 'managed.target_tenant_id')
    .where('managed.tenant_id', '=', tenantId)
    .where('tenant.category', '=', category);
  if (filter.compName) base = base.where('tenant.name', 'like', `%${escapeLike(filter.compName)}%`);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base.select((eb) => ['tenant.tenant_id', 'tenant.name', 'tenant.code', 'tenant.category', ...companyFigures(eb, monthStart)]);
  if (filter.orderBy === 'contractAmount') page = page.orderBy('contract_amount', 'desc');
  page = page.orderBy('tenant.name').orderBy('tenant.tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map(toRow), total: Number(totalRow.n) };
}

/** One company `tenantId` looks after (of any of `categories`), with its figures; undefined when it looks after no such company. */
export async function managedCompany(db: Executor, tenantId: string, companyId: string, categories: string[], monthStart: string): Promise<CompanyStatRow | undefined> {
  const row = await db
    .selectFrom('biz_attention as managed')
    .innerJoin('tenant', 'tenant.tenant_id', 'managed.target_tenant_id')
    .where('managed.tenant_id', '=', tenantId)
    .where('managed.target_tenant_id', '=', companyId)
    .where('tenant.category', 'in', categories)
    .select((eb) => ['tenant.tenant_id', 'tenant.name', 'tenant.code', 'tenant.category', ...companyFigures(eb, monthStart)])
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}
