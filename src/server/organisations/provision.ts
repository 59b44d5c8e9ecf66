import { ORG_CATEGORIES, type OrgCategory } from '@shared/domain/organisation';
import { STARTING_ROLES, type RoleAlias } from '@shared/domain/startingRoles';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { LOCKS, serialise } from '../db/locks';
import { insertDept } from '../repositories/depts';
import { insertPost } from '../repositories/posts';
import { insertRoles } from '../repositories/roles';
import { insertTenant } from '../repositories/tenants';
import { seedMenus } from '../seed/menus';

// The starting role names are shared (src/shared holds every Chinese text); re-exported for the seeds.
export { STARTING_ROLES, type RoleAlias };

export interface NewOrganisation {
  /** Given for seeded organisations; otherwise the next free six-digit id. */
  tenantId?: string;
  name: string;
  category: OrgCategory;
  /** 0 draft, 1 normal. */
  status: number;
  createUser?: string;
  /** Further profile columns (spec 3 §3), as the tenant table names them. */
  profile?: Record<string, string | number>;
}

export interface ProvisionedOrganisation {
  tenantId: string;
  /** The top department, named after the organisation (the switcher shows it). */
  deptId: string;
  roleIds: Record<RoleAlias, string>;
}

/** The next free numeric tenant id above every existing one (the operator's 000000 included). */
export async function nextTenantId(db: Executor): Promise<string> {
  // Two organisations created at once (two approvals, an approval and the management form) would
  // otherwise both read the same highest id.
  await serialise(db, LOCKS.organisations);
  const rows = await db.selectFrom('tenant').select('tenant_id').execute();
  const highest = rows.reduce((max, r) => (/^\d{6}$/.test(r.tenant_id) ? Math.max(max, Number(r.tenant_id)) : max), 100000);
  return String(highest + 1);
}

/**
 * Creates an organisation the one way every path does (seed, the operator's management form, an
 * approved registration): its tenant row, top department, starting roles and the menu of its
 * category with the template's grants. Run it inside the caller's transaction.
 */
export async function provisionOrganisation(db: Executor, org: NewOrganisation, now: string): Promise<ProvisionedOrganisation> {
  const tenantId = org.tenantId ?? (await nextTenantId(db));
  await insertTenant(db, {
    tenant_id: tenantId,
    name: org.name,
    category: org.category,
    biz_type: ORG_CATEGORIES[org.category].bizType,
    code: `ORG${tenantId}`,
    logo: '',
    status: org.status,
    create_time: now,
    update_time: now,
    create_user: org.createUser ?? '',
    ...org.profile,
  });
  const deptId = newId();
  await insertDept(db, { id: deptId, tenant_id: tenantId, parent_id: '0', ancestors: ',0,', name: org.name, sort: 1, create_time: now, update_time: now });
  const roles = STARTING_ROLES.map((r, i) => ({ id: newId(), tenant_id: tenantId, name: r.name, alias: r.alias, sort: i + 1, parent_id: '0', create_time: now }));
  await insertRoles(db, roles);
  await seedMenus(db, tenantId, org.category);
  return { tenantId, deptId, roleIds: Object.fromEntries(roles.map((r) => [r.alias, r.id])) as Record<RoleAlias, string> };
}

/** Gives a person a post in the organisation (its top department unless another is named). */
export async function addPost(
  db: Executor,
  post: { userId: string; tenantId: string; deptId: string; postName: string; roleIds: string[]; jobPostId?: string },
  now: string,
): Promise<string> {
  const id = newId();
  await insertPost(db, {
    id,
    user_id: post.userId,
    tenant_id: post.tenantId,
    dept_id: post.deptId,
    post_name: post.postName,
    role_ids: post.roleIds.join(','),
    join_status: 'JOINED',
    job_post_id: post.jobPostId ?? '',
    create_time: now,
    update_time: now,
  });
  return id;
}
