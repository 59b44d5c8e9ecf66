/**
 * The "without its indexes" side of the scale benchmark: every index on the tables the timed calls
 * read, but those that hold a primary key or a unique constraint (the rows' identity, which joins by
 * id use and a database cannot do without), listed with the statement that makes it again.
 */
import { sql } from 'kysely';
import type { Backend, Db } from '../../../src/server/db/database';

/** What the aging report, payables, the owner contract list and the board read. */
export const TIMED_TABLES = [
  'biz_attention',
  'contract_owner',
  'contract_owner_project',
  'contract_production',
  'contract_resource',
  'finance_invoice',
  'finance_arrival',
  'finance_payment_request',
  'finance_payment',
  'project',
] as const;

export interface IndexDef {
  name: string;
  table: string;
  create: string;
}

export async function droppableIndexes(db: Db, backend: Backend): Promise<IndexDef[]> {
  const tables = sql.join([...TIMED_TABLES]);
  if (backend === 'sqlite') {
    // Indexes a constraint made (sqlite_autoindex_*) have no sql and cannot be dropped.
    const r = await sql<{ name: string; tbl_name: string; sql: string }>`select name, tbl_name, sql from sqlite_master
      where type = 'index' and sql is not null and tbl_name in (${tables}) order by tbl_name, name`.execute(db);
    return r.rows.map((x) => ({ name: x.name, table: x.tbl_name, create: x.sql }));
  }
  const r = await sql<{ indexname: string; tablename: string; indexdef: string }>`select i.indexname, i.tablename, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${tables})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.tablename, i.indexname`.execute(db);
  return r.rows.map((x) => ({ name: x.indexname, table: x.tablename, create: x.indexdef }));
}

export async function dropIndexes(db: Db, indexes: readonly IndexDef[]): Promise<void> {
  for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(db);
  await sql.raw('analyze').execute(db);
}

export async function restoreIndexes(db: Db, indexes: readonly IndexDef[]): Promise<void> {
  for (const index of indexes) await sql.raw(index.create).execute(db);
  await sql.raw('analyze').execute(db);
}
