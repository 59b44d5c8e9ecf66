/**
 * The board's slim reads (issue 18): the caller's projects with their counted contract amounts, the
 * owner contracts behind a managed company's figures, and the caller's own figures by month. Sums
 * of fen in SQL (read through fromFen by the routes); every read scoped to the caller's organisation.
 */
import { sql } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import { COUNTED_STATUSES } from '@shared/domain/contract';
import type { Executor } from '../db/database';
import type { ScopeWhere } from './tenant-rows';

type Fen = number | string | bigint | null;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BoardProjectRow {
  id: string;
  name: string;
  code: string;
  owner_name: string;
  status_initiation: number;
  region_id: string;
  region_name: string | null;
  contract_amount: Fen;
}

/** One page of the organisation's projects in the caller's data scope, newest first. */
export async function boardProjectPage(
  db: Executor,
  tenantId: string,
  scope: ScopeWhere | undefined,
  filter: { current: number; size: number; name?: string },
): Promise<{ rows: BoardProjectRow[]; total: number }> {
  let base = db.selectFrom('project').where('project.tenant_id', '=', tenantId);
  if (scope) base = base.where(scope);
  if (filter.name) base = base.where('project.name', 'like', `%${escapeLike(filter.name)}%`);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .leftJoin('region', 'region.code', 'project.region_id')
    .select((eb) => [
      'project.id',
      'project.name',
      'project.code',
      'project.owner_name',
      'project.status_initiation',
      'project.region_id',
      'region.name as region_name',
      eb
        .selectFrom('contract_owner as co')
        .select((e) => e.fn.coalesce(e.fn.sum<Fen>('co.curr_contract_amount'), e.lit(0)).as('n'))
        .whereRef('co.tenant_id', '=', 'project.tenant_id')
        .where('co.status_contract', 'in', [...COUNTED_STATUSES])
        .where('co.id', 'in', eb.selectFrom('contract_owner_project as cop').select('cop.contract_owner_id').whereRef('cop.project_id', '=', 'project.id').whereRef('cop.tenant_id', '=', 'project.tenant_id'))
        .as('contract_amount'),
    ])
    .orderBy('project.create_time', 'desc')
    .orderBy('project.id', 'desc');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  return { rows: (await page.execute()) as BoardProjectRow[], total: Number(totalRow.n) };
}

export interface CompanyContractRow {
  id: string;
  name: string;
  code: string;
  org_name: string;
  status_contract: number;
  contract_amount: Fen;
  received_amount: Fen;
}

/** The counted owner contracts of the organisations `companyId` brought in, largest first (at most `limit`). */
export async function companyContracts(db: Executor, companyId: string, limit: number): Promise<CompanyContractRow[]> {
  const rows = await db
    .selectFrom('contract_owner as co')
    .innerJoin('tenant', 'tenant.tenant_id', 'co.tenant_id')
    .where('co.status_contract', 'in', [...COUNTED_STATUSES])
    .where('co.tenant_id', 'in', db.selectFrom('biz_attention as own').select('own.target_tenant_id').where('own.tenant_id', '=', companyId))
    .select((eb) => [
      'co.id',
      'co.name',
      'co.code',
      'tenant.name as org_name',
      'co.status_contract',
      'co.curr_contract_amount as contract_amount',
      eb
        .selectFrom('finance_arrival as fa')
        .select((e) => e.fn.coalesce(e.fn.sum<Fen>('fa.amount'), e.lit(0)).as('n'))
        .where('fa.kind', '=', 'owner')
        .whereRef('fa.contract_owner_id', '=', 'co.id')
        .whereRef('fa.tenant_id', '=', 'co.tenant_id')
        .as('received_amount'),
    ])
    .orderBy('co.curr_contract_amount', 'desc')
    .orderBy('co.id')
    .limit(limit)
    .execute();
  return rows as CompanyContractRow[];
}

export interface MonthFigures {
  month: string;
  signed_count: number;
  signed_amount: Fen;
  arrived_amount: Fen;
}

/**
 * The organisation's counted owner contracts by month of signing and its owner arrivals by month,
 * from `fromMonth` (yyyy-MM) on, in the caller's data scope over owner contracts.
 */
export async function monthlyFigures(db: Executor, tenantId: string, scope: ScopeWhere | undefined, fromMonth: string): Promise<Map<string, MonthFigures>> {
  const month = sql<string>`substr(contract_owner.sign_date, 1, 7)`;
  let signed = db
    .selectFrom('contract_owner')
    .select((eb) => [month.as('month'), eb.fn.countAll().as('n'), eb.fn.sum<Fen>('contract_owner.curr_contract_amount').as('amount')])
    .where('contract_owner.tenant_id', '=', tenantId)
    .where('contract_owner.status_contract', 'in', [...COUNTED_STATUSES])
    .where('contract_owner.sign_date', '>=', fromMonth);
  if (scope) signed = signed.where(scope);
  const arrivedMonth = sql<string>`substr(fa.arrive_date, 1, 7)`;
  let arrived = db
    .selectFrom('finance_arrival as fa')
    .innerJoin('contract_owner', 'contract_owner.id', 'fa.contract_owner_id')
    .select((eb) => [arrivedMonth.as('month'), eb.fn.sum<Fen>('fa.amount').as('amount')])
    .where('fa.tenant_id', '=', tenantId)
    .where('fa.kind', '=', 'owner')
    .where('fa.arrive_date', '>=', fromMonth);
  if (scope) arrived = arrived.where(scope);
  const out = new Map<string, MonthFigures>();
  const at = (m: string) => out.get(m) ?? out.set(m, { month: m, signed_count: 0, signed_amount: 0, arrived_amount: 0 }).get(m)!;
  for (const r of await signed.groupBy(month).execute()) Object.assign(at(r.month), { signed_count: Number(r.n), signed_amount: r.amount });
  for (const r of await arrived.groupBy(arrivedMonth).execute()) at(r.month).arrived_amount = r.amount;
  return out;
}
