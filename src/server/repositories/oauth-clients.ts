import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/database';
import type { OauthClientTable } from '../db/schema-tenants';

export type OauthClientRow = Selectable<OauthClientTable>;

export async function findClientByClientId(db: Executor, clientId: string): Promise<OauthClientRow | undefined> {
  return db.selectFrom('oauth_client').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function findClient(db: Executor, id: string): Promise<OauthClientRow | undefined> {
  return db.selectFrom('oauth_client').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pageClients(db: Executor, q: { current: number; size: number; clientId?: string }): Promise<{ rows: OauthClientRow[]; total: number }> {
  let query = db.selectFrom('oauth_client');
  if (q.clientId) query = query.where('client_id', 'like', `%${q.clientId.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let rows = query.selectAll().orderBy('is_default', 'desc').orderBy('create_time', 'desc').orderBy('id', 'desc');
  if (q.size > 0) rows = rows.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: await rows.execute(), total: Number(n) };
}

export async function insertClient(db: Executor, row: Insertable<OauthClientTable>): Promise<void> {
  await db.insertInto('oauth_client').values(row).execute();
}

export async function updateClient(db: Executor, id: string, values: Updateable<OauthClientTable>): Promise<void> {
  await db.updateTable('oauth_client').set(values).where('id', '=', id).execute();
}

export async function removeClients(db: Executor, ids: string[]): Promise<void> {
  await db.deleteFrom('oauth_client').where('id', 'in', ids).execute();
}
