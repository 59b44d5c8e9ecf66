import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * Issue 16 (my contracts): what a party adds on its own side to a contract naming it — its internal
 * code, contact person, its copy's scans, a remark. A row of the PARTY's organisation (tenant_id),
 * one per contract (contract_id with its kind: the six kinds live in four tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_supplement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('contract_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('internal_code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('scan_attach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_dept', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  // One supplement per organisation and contract: two people adding at once cannot make a second.
  await db.schema.createIndex('contract_supplement_of').on('contract_supplement').columns(['tenant_id', 'contract_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_supplement').execute();
}
