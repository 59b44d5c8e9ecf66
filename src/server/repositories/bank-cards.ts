import { ALL_RECORDS } from '@shared/api/envelope';
import type { Executor } from '../db/database';

export interface BankCardListRow {
  id: string;
  tenant_id: string;
  acc_type: number;
  acc_name: string;
  open_bank: string;
  bank_acc: string;
  is_default: number;
  remark: string;
  create_time: string;
  org_name: string;
  create_user_name: string | null;
  create_dept_name: string | null;
}

/** One page of an organisation's cards, the default first, then the newest. */
export async function bankCardPage(db: Executor, tenantId: string, paging: { current: number; size: number }): Promise<{ rows: BankCardListRow[]; total: number }> {
  const base = db.selectFrom('bank_card').where('bank_card.tenant_id', '=', tenantId);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .innerJoin('tenant', 'tenant.tenant_id', 'bank_card.tenant_id')
    .leftJoin('app_user', 'app_user.id', 'bank_card.create_user')
    .leftJoin('dept', 'dept.id', 'bank_card.create_dept')
    .select([
      'bank_card.id',
      'bank_card.tenant_id',
      'bank_card.acc_type',
      'bank_card.acc_name',
      'bank_card.open_bank',
      'bank_card.bank_acc',
      'bank_card.is_default',
      'bank_card.remark',
      'bank_card.create_time',
      'tenant.name as org_name',
      'app_user.real_name as create_user_name',
      'dept.name as create_dept_name',
    ])
    .orderBy('bank_card.is_default', 'desc')
    .orderBy('bank_card.create_time', 'desc')
    .orderBy('bank_card.id', 'desc');
  if (paging.size !== ALL_RECORDS) page = page.limit(paging.size).offset((paging.current - 1) * paging.size);
  return { rows: await page.execute(), total: Number(totalRow.n) };
}

export async function countBankCards(db: Executor, tenantId: string): Promise<number> {
  const row = await db.selectFrom('bank_card').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function defaultFlagsOf(db: Executor, tenantId: string, ids: string[]): Promise<{ isDefault: 0 | 1 }[]> {
  const rows = await db.selectFrom('bank_card').select('is_default').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return rows.map((r) => ({ isDefault: Number(r.is_default) === 1 ? 1 : 0 }));
}

/** Unsets the organisation's default card, all but `keep` (the card being saved as the default). */
export async function clearDefaultCard(db: Executor, tenantId: string, keep: string): Promise<void> {
  await db.updateTable('bank_card').set({ is_default: 0 }).where('tenant_id', '=', tenantId).where('is_default', '=', 1).where('id', '!=', keep).execute();
}

/**
 * Serialises the organisation's card writes on PostgreSQL (a row lock on its tenant row held to the
 * end of the transaction), so two saves at once both see each other's default. SQLite runs one
 * write transaction at a time already.
 */
export async function lockCardsOf(db: Executor, backend: 'sqlite' | 'postgres', tenantId: string): Promise<void> {
  if (backend === 'postgres') await db.selectFrom('tenant').select('tenant_id').where('tenant_id', '=', tenantId).forUpdate().execute();
}

export async function findTenantByCode(db: Executor, code: string): Promise<{ tenant_id: string } | undefined> {
  return db.selectFrom('tenant').select('tenant_id').where('code', '=', code).executeTakeFirst();
}

export async function tenantNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('tenant').select(['tenant_id', 'name']).execute();
  return new Map(rows.map((r) => [r.tenant_id, r.name]));
}
