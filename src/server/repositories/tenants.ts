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

// ---- Issue 14: the platform's tenant screen, packages and limits -------------------------------

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of tenants (every organisation, the operator's included), newest first. */
export async function pageTenants(db: Executor, q: { current: number; size: number; tenantId?: string; tenantName?: string; domain?: string }): Promise<{ rows: Tenant[]; total: number }> {
  let base = db.selectFrom('tenant');
  if (q.tenantId) base = base.where('tenant_id', 'like', `%${escapeLike(q.tenantId)}%`);
  if (q.tenantName) base = base.where('name', 'like', `%${escapeLike(q.tenantName)}%`);
  if (q.domain) base = base.where('domain', 'like', `%${escapeLike(q.domain)}%`);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let rows = base.selectAll().orderBy('tenant_id', 'asc');
  if (q.size > 0) rows = rows.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: await rows.execute(), total: Number(n) };
}

/** Joined members per tenant (what the account quota counts). */
export async function joinedMemberCounts(db: Executor, tenantIds: string[]): Promise<Map<string, number>> {
  if (!tenantIds.length) return new Map();
  const rows = await db
    .selectFrom('post')
    .select(['tenant_id', (eb) => eb.fn.count<string>('user_id').distinct().as('n')])
    .where('tenant_id', 'in', tenantIds)
    .where('join_status', '=', 'JOINED')
    .groupBy('tenant_id')
    .execute();
  return new Map(rows.map((r) => [r.tenant_id, Number(r.n)]));
}

export async function findTenantByDomain(db: Executor, domain: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenant').selectAll().where('domain', '=', domain.toLowerCase()).executeTakeFirst();
}

export async function updateTenantColumns(db: Executor, tenantIds: string[], values: { account_quota?: number; expire_time?: string; package_id?: string; domain?: string; update_time: string }): Promise<void> {
  await db.updateTable('tenant').set(values).where('tenant_id', 'in', tenantIds).execute();
}

/** Tenants that use one of these packages. */
export async function tenantsOnPackages(db: Executor, packageIds: string[]): Promise<string[]> {
  if (!packageIds.length) return [];
  const rows = await db.selectFrom('tenant').select('tenant_id').where('package_id', 'in', packageIds).execute();
  return rows.map((r) => r.tenant_id);
}

/**
 * The template menu ids a tenant's menus are limited to, or null for the whole template (no
 * package, or a package id that no longer names a package).
 */
export async function packageMenuIdsOf(db: Executor, tenantId: string): Promise<Set<string> | null> {
  const row = await db
    .selectFrom('tenant')
    .innerJoin('tenant_package', 'tenant_package.id', 'tenant.package_id')
    .select('tenant_package.menu_ids')
    .where('tenant.tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row ? new Set(row.menu_ids.split(',').filter(Boolean)) : null;
}

/**
 * Removes an organisation that was never used and everything provisioning gave it (its menu copy,
 * roles and their grants, departments, posts, job posts, history): the same rows organisation
 * management's draft removal deletes.
 */
export async function removeUnusedTenant(db: Executor, tenantId: string): Promise<void> {
  const roleIds = db.selectFrom('role').select('id').where('tenant_id', '=', tenantId);
  await db.deleteFrom('role_menu').where('role_id', 'in', roleIds).execute();
  await db.deleteFrom('role_scope').where('role_id', 'in', roleIds).execute();
  for (const table of ['post', 'job_post', 'dept', 'role', 'menu', 'change_history'] as const) {
    await db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
  await db.deleteFrom('tenant').where('tenant_id', '=', tenantId).execute();
}
