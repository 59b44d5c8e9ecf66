import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../ids';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const DESKTOP_TERMINALS: [key: string, name: string][] = [
  ['3', 'Windows'],
  ['4', 'macOS'],
  ['5', 'Linux'],
];

/**
 * Issue 19: desktop installers beside the mobile apps. A desktop version's record is the app's
 * auto-update feed, which electron-updater accepts only with the installer's SHA-512 and size; and a
 * database made before this gets the three desktop terminals in its mobileType dictionary (a fresh one
 * is left to the seed, which has them; an administrator's own entries stay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_version').addColumn('file_sha512', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('app_version').addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  const root = await sql<{ id: string }>`select id from dict where code = 'mobileType' and parent_id = '0'`.execute(db);
  const rootId = root.rows[0]?.id;
  if (!rootId) return;
  const existing = await sql<{ dict_key: string }>`select dict_key from dict where code = 'mobileType' and parent_id = ${rootId}`.execute(db);
  const keys = new Set(existing.rows.map((r) => r.dict_key));
  let sort = existing.rows.length;
  for (const [key, name] of DESKTOP_TERMINALS) {
    if (keys.has(key)) continue;
    sort += 1;
    await sql`insert into dict (id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed) values (${newId()}, ${rootId}, 'mobileType', ${key}, ${name}, ${sort}, '', 0)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from dict where code = 'mobileType' and dict_key in ('3', '4', '5')`.execute(db);
  await db.schema.alterTable('app_version').dropColumn('file_size').execute();
  await db.schema.alterTable('app_version').dropColumn('file_sha512').execute();
}
