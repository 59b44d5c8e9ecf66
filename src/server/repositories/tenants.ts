import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { TenantTable } from '../db/schema';

export type Tenant = Selectable<TenantTable>;

export async function findTenant(db: Executor, tenantId: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenant').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function insertTenant(db: Executor, row: Insertable<TenantTable>): Promise<void> {
  await db.insertInto('tenant').values(row).execute();
}

export async function countTenants(db: Executor): Promise<number> {
  const row = await db.selectFrom('tenant').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
