import { sql, type Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * A session remembers the post it acts in, so every call can check that the token was issued for
 * that post and that the post is still JOINED. Open sessions get the post they were opened in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_session').addColumn('post_id', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await sql`
    UPDATE auth_session SET post_id = COALESCE((
      SELECT post.id FROM post
      WHERE post.user_id = auth_session.user_id AND post.tenant_id = auth_session.tenant_id AND post.dept_id = auth_session.dept_id
    ), '')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_session').dropColumn('post_id').execute();
}
