import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import { COUNTED_STATUSES } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import type { BizAttentionTable, Database } from '../db/schema';

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
type Fen = number | string | null;
/** The caller's attention rows (`managed`) joined to the companies they name (`tenant`). */
type ManagedDb = Database & { managed: BizAttentionTable };

/**
 * The organisations' counts of one company, as correlated sub-queries of `tenant` (an index lookup
 * each: biz_attention_pair).
 */
export const organisationCounts = (eb: TenantScope, monthStart: string) =>
  [
    eb.selectFrom('biz_attention as own').select((e) => e.fn.countAll().as('n')).whereRef('own.tenant_id', '=', 'tenant.tenant_id').as('org_count'),
    eb
      .selectFrom('biz_attention as own')
      .select((e) => e.fn.countAll().as('n'))
      .whereRef('own.tenant_id', '=', 'tenant.tenant_id')
      .where('own.create_time', '>=', monthStart)
      .as('month_org_count'),
  ] as const;

/**
 * Per company of `companies`: the owner contracts that count in totals (2, 3, 5) kept by the
 * organisations it brought in (its attention rows), their amount and the owner arrivals on them, in
 * one grouped pass. The arrivals are summed per contract first (rows of the contract's own
 * organisation; `kind = owner` keeps a platform contract's apart), so joining them does not repeat a
 * contract's amount. An organisation brought in by two companies counts under both.
 */
function contractFigures(db: Executor, companies: SelectQueryBuilder<ManagedDb, 'managed' | 'tenant', { company_id: string }>) {
  const broughtIn = db.selectFrom('biz_attention as own').select('own.target_tenant_id').where('own.tenant_id', 'in', companies);
  const arrived = db
    .selectFrom('finance_arrival as fa')
    .select((e) => ['fa.contract_owner_id', e.fn.sum<Fen>('fa.amount').as('received')])
    .where('fa.kind', '=', 'owner')
    .where('fa.tenant_id', 'in', broughtIn)
    .groupBy('fa.contract_owner_id');
  return db
    .selectFrom('biz_attention as own')
    .innerJoin('contract_owner as co', 'co.tenant_id', 'own.target_tenant_id')
    .leftJoin(arrived.as('r'), 'r.contract_owner_id', 'co.id')
    .select((e) => [
      'own.tenant_id as company_id',
      e.fn.countAll<number | string>().as('contract_count'),
      e.fn.sum<Fen>('co.curr_contract_amount').as('contract_amount'),
      e.fn.sum<Fen>('r.received').as('received_amount'),
    ])
    .where('own.tenant_id', 'in', companies)
    .where('co.status_contract', 'in', [...COUNTED_STATUSES])
    .groupBy('own.tenant_id');
}

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
  let page = withFigures(db, base, monthStart);
  if (filter.orderBy === 'contractAmount') page = page.orderBy('contract_amount', 'desc');
  page = page.orderBy('tenant.name').orderBy('tenant.tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map(toRow), total: Number(totalRow.n) };
}

/** One company `tenantId` looks after (of any of `categories`), with its figures; undefined when it looks after no such company. */
export async function managedCompany(db: Executor, tenantId: string, companyId: string, categories: string[], monthStart: string): Promise<CompanyStatRow | undefined> {
  const base = db
    .selectFrom('biz_attention as managed')
    .innerJoin('tenant', 'tenant.tenant_id', 'managed.target_tenant_id')
    .where('managed.tenant_id', '=', tenantId)
    .where('managed.target_tenant_id', '=', companyId)
    .where('tenant.category', 'in', categories);
  const row = await withFigures(db, base, monthStart).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

type ManagedCompanies = SelectQueryBuilder<ManagedDb, 'managed' | 'tenant', object>;

/** The companies of `base` (managed joined to tenant) with their figures: the contract figures computed once for exactly those companies. */
function withFigures(db: Executor, base: ManagedCompanies, monthStart: string) {
  const figures = contractFigures(db, base.select('tenant.tenant_id as company_id'));
  return base
    .leftJoin(figures.as('f'), 'f.company_id', 'tenant.tenant_id')
    .select((eb) => [
      'tenant.tenant_id',
      'tenant.name',
      'tenant.code',
      'tenant.category',
      ...organisationCounts(eb, monthStart),
      eb.fn.coalesce('f.contract_count', eb.lit(0)).as('contract_count'),
      eb.fn.coalesce('f.contract_amount', eb.lit(0)).as('contract_amount'),
      eb.fn.coalesce('f.received_amount', eb.lit(0)).as('received_amount'),
    ]);
}
