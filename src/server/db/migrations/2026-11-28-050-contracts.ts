import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';
/** Money in whole fen and ratios in hundredths of a percent (src/shared/domain/contractMoney.ts): exact on both databases. */
const FEN = 'bigint';
const BP = 'integer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = any;

/** A contract's two parties as picked (tenant id, name, code) and their values before the last modify (JSON, '' when never changed). */
const parties = (t: Table) =>
  t
    .addColumn('party_jia_id', TENANT, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_jia_name', 'varchar(100)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_jia_code', 'varchar(64)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_id', TENANT, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_name', 'varchar(100)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_code', 'varchar(64)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_jia_old', 'text', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('party_yi_old', 'text', (c: Table) => c.notNull().defaultTo(''));

/** What every contract row ends with: status, signing, reason, scan, remark, versions and the creator. */
const common = (t: Table) =>
  t
    .addColumn('status_contract', 'integer', (c: Table) => c.notNull())
    .addColumn('status_time', TIME, (c: Table) => c.notNull())
    .addColumn('sign_date', TIME, (c: Table) => c.notNull().defaultTo(''))
    .addColumn('change_reason', 'varchar(500)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('scan_attach', 'text', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c: Table) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c: Table) => c.notNull().defaultTo(0))
    .addColumn('create_user', ID, (c: Table) => c.notNull())
    .addColumn('create_dept', ID, (c: Table) => c.notNull())
    .addColumn('create_time', TIME, (c: Table) => c.notNull())
    .addColumn('update_time', TIME, (c: Table) => c.notNull());

/**
 * Issue 16: the owner project contract, its associated projects and consortium members, the five
 * kinds of contract that divide its money (platform, project-management and owner-allocated in one
 * table by kind; production service; resource-provider service) and every contract's status log.
 * Every row belongs to the organisation that records the owner contract (tenant_id); parties are
 * other organisations named by tenant id. Limits are the shared schemas'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await common(
    parties(
      db.schema
        .createTable('contract_owner')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('old_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('is_direct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_consortium', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('main_industry', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('other_industry', 'varchar(400)', (c) => c.notNull().defaultTo(''))
        .addColumn('region_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addColumn('addr', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('scale', 'varchar(2000)', (c) => c.notNull().defaultTo('')),
    )
      .addColumn('jianan_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('jianan_fee_ratio', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('survey_rate', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('survey_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('design_rate', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('design_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('survey_total_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('curr_contract_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('curr_contract_amount_before', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('contract_amount_ratio', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('platform_fee_ratio', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('platform_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('sys_fee_ratio', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('sys_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('biz_fee_ratio', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('biz_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('project_cost_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('ex_platform_fee', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('ex_project_fee', FEN, (c: Table) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contract_owner_tenant').on('contract_owner').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('contract_owner_jia').on('contract_owner').columns(['party_jia_id']).execute();
  await db.schema.createIndex('contract_owner_yi').on('contract_owner').columns(['party_yi_id']).execute();

  // Associated projects (projectList): initiated projects of the same organisation.
  await db.schema
    .createTable('contract_owner_project')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull())
    .addColumn('contract_owner_id', ID, (c) => c.notNull())
    .addColumn('project_id', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_owner_project_pair').on('contract_owner_project').columns(['contract_owner_id', 'project_id']).unique().execute();
  await db.schema.createIndex('contract_owner_project_of').on('contract_owner_project').columns(['tenant_id', 'project_id']).execute();

  // Party B of a consortium contract (isConsortium 1): every member, in the order picked (the first is also in party_yi_*).
  await db.schema
    .createTable('contract_party')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull())
    .addColumn('contract_id', ID, (c) => c.notNull())
    .addColumn('party_tenant_id', TENANT, (c) => c.notNull())
    .addColumn('party_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('party_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_party_of').on('contract_party').columns(['contract_id', 'sort']).execute();
  await db.schema.createIndex('contract_party_member').on('contract_party').columns(['party_tenant_id']).execute();

  // Platform (kind platform), project-management (project) and owner-allocated (basic) contracts.
  await common(
    parties(
      db.schema
        .createTable('contract_platform')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('contract_owner_id', ID, (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('scale', 'varchar(2000)', (c) => c.notNull().defaultTo('')),
    )
      .addColumn('curr_contract_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('curr_contract_amount_before', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('change_amount', FEN, (c: Table) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contract_platform_tenant').on('contract_platform').columns(['tenant_id', 'kind', 'create_time']).execute();
  await db.schema.createIndex('contract_platform_owner').on('contract_platform').columns(['contract_owner_id', 'kind']).execute();

  await common(
    parties(
      db.schema
        .createTable('contract_production')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('contract_owner_id', ID, (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'varchar(100)', (c) => c.notNull().defaultTo('')),
    )
      .addColumn('curr_contract_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('curr_contract_amount_before', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('change_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('produce_divide_owner', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('subcontracting_desc', 'varchar(2000)', (c: Table) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('contract_production_tenant').on('contract_production').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('contract_production_owner').on('contract_production').columns(['contract_owner_id']).execute();

  await common(
    parties(
      db.schema
        .createTable('contract_resource')
        .addColumn('id', ID, (c) => c.primaryKey())
        .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
        .addColumn('contract_owner_id', ID, (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('scale', 'varchar(2000)', (c) => c.notNull().defaultTo('')),
    )
      .addColumn('commission_percent', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('commission_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('pre_commission_percent', BP, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('pre_commission_amount', FEN, (c: Table) => c.notNull().defaultTo(0))
      .addColumn('change_amount', FEN, (c: Table) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contract_resource_tenant').on('contract_resource').columns(['tenant_id', 'create_time']).execute();
  await db.schema.createIndex('contract_resource_owner').on('contract_resource').columns(['contract_owner_id']).execute();

  // Every status change of every kind, written in the change's own transaction (detail pages' status log).
  await db.schema
    .createTable('contract_status_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull())
    .addColumn('contract_id', ID, (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_status_log_of').on('contract_status_log').columns(['contract_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contract_status_log', 'contract_resource', 'contract_production', 'contract_platform', 'contract_party', 'contract_owner_project', 'contract_owner']) {
    await db.schema.dropTable(table).execute();
  }
}
