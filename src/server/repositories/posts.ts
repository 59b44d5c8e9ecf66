import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { PostTable } from '../db/schema';

export type Post = Selectable<PostTable>;

/** A post with what the organisation switcher shows of its organisation and department. */
export interface PostWithOrg extends Post {
  tenant_name: string;
  category: string;
  logo: string;
  org_code: string;
  dept_name: string;
}

function postsWithOrg(db: Executor) {
  return db
    .selectFrom('post')
    .innerJoin('tenant', 'tenant.tenant_id', 'post.tenant_id')
    .innerJoin('dept', 'dept.id', 'post.dept_id')
    .selectAll('post')
    .select(['tenant.name as tenant_name', 'tenant.category', 'tenant.logo', 'tenant.code as org_code', 'dept.name as dept_name']);
}

/** Every post of a person, across organisations: the one query that is not tenant-scoped, by nature. */
export async function postsOfUser(db: Executor, userId: string): Promise<PostWithOrg[]> {
  return postsWithOrg(db).where('post.user_id', '=', userId).orderBy('post.tenant_id').orderBy('post.create_time').execute();
}

export async function postsInTenant(db: Executor, tenantId: string, userId: string): Promise<PostWithOrg[]> {
  return postsWithOrg(db).where('post.tenant_id', '=', tenantId).where('post.user_id', '=', userId).orderBy('post.create_time').execute();
}

export async function insertPost(db: Executor, row: Insertable<PostTable>): Promise<void> {
  await db.insertInto('post').values(row).execute();
}
