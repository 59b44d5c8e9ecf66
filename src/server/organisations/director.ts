/**
 * The director is the organisation's top administrator (spec 3 §6): setting one gives that person
 * the administrator role there (and a membership in the top department when they had none);
 * changing or transferring takes the role from the previous director, who stays a member.
 */
import type { Executor } from '../db/database';
import { ADMINISTRATOR_ROLE } from '@shared/domain/roleGrant';
import { addPost } from './provision';

const splitIds = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

async function roleIdOf(db: Executor, tenantId: string, alias: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('role').select(['id', 'name']).where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst();
}

export async function grantAdministrator(db: Executor, tenantId: string, userId: string, now: string): Promise<void> {
  const admin = await roleIdOf(db, tenantId, ADMINISTRATOR_ROLE);
  if (!admin) return;
  const posts = await db.selectFrom('post').select(['id', 'role_ids']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('create_time').execute();
  if (!posts.length) {
    const top = await db.selectFrom('dept').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', '0').orderBy('sort').executeTakeFirst();
    if (!top) return;
    await addPost(db, { userId, tenantId, deptId: top.id, postName: admin.name, roleIds: [admin.id] }, now);
    return;
  }
  const first = posts[0];
  const roles = splitIds(first.role_ids);
  // A director who had been locked or had left is back in: they run the organisation.
  await db
    .updateTable('post')
    .set({ role_ids: roles.includes(admin.id) ? first.role_ids : [admin.id, ...roles].join(','), join_status: 'JOINED', update_time: now })
    .where('id', '=', first.id)
    .execute();
}

/** Takes the administrator role from every membership of the person; one left with no role keeps the staff role. */
export async function revokeAdministrator(db: Executor, tenantId: string, userId: string, now: string): Promise<void> {
  const admin = await roleIdOf(db, tenantId, ADMINISTRATOR_ROLE);
  if (!admin) return;
  const staff = await roleIdOf(db, tenantId, 'staff');
  const posts = await db.selectFrom('post').select(['id', 'role_ids']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  for (const post of posts) {
    const rest = splitIds(post.role_ids).filter((id) => id !== admin.id);
    if (rest.length === splitIds(post.role_ids).length) continue;
    const roleIds = rest.length ? rest : staff ? [staff.id] : [];
    await db.updateTable('post').set({ role_ids: roleIds.join(','), update_time: now }).where('id', '=', post.id).execute();
  }
}
