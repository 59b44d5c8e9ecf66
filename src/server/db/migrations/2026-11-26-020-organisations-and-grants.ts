import { sql, type Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const TENANT = 'varchar(12)';

/** Columns added with a default, so rows of older databases stay valid. */
const TEXT_COLUMNS: Record<string, [string, number]> = {
  org_abbr: ['', 50],
  parent_id: ['', 12],
  director_user_id: ['', 32],
  director_name: ['', 20],
  director_phone: ['', 20],
  service_codes: ['', 2000],
  reg_no: ['', 18],
  org_legal: ['', 20],
  province_codes: ['', 200],
  org_address: ['', 200],
  reg_capital: ['', 24],
  reg_date: ['', 10],
  biz_scope: ['', 2000],
  people_num: ['', 10],
  reg_pic: ['', 500],
  invoice_email: ['', 30],
  invoice_phone: ['', 20],
  org_phone: ['', 30],
  website: ['', 500],
  main_desc: ['', 2000],
  remark: ['', 200],
  contact_name: ['', 20],
  contact_phone: ['', 20],
  docking_id: ['', 32],
  docking_name: ['', 20],
  docking_phone: ['', 20],
  we_contact_id: ['', 32],
  we_contact_name: ['', 20],
  we_contact_phone: ['', 20],
  create_user: ['', 32],
  update_time: ['', 19],
};

/**
 * Issue 13: the organisation's profile (spec 3 §3) on its tenant row; departments as a tree with
 * ancestors; posts (job titles) apart from memberships; grants of menus, data scopes and API scopes
 * to roles; the menu template the operator edits; bank cards, other companies, partner standing and
 * enterprise registrations waiting for the operator's approval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, [fallback, length]] of Object.entries(TEXT_COLUMNS)) {
    await db.schema.alterTable('tenant').addColumn(column, `varchar(${length})`, (c) => c.notNull().defaultTo(fallback)).execute();
  }
  await db.schema.alterTable('tenant').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('tenant_reg_no').on('tenant').column('reg_no').execute();
  await db.schema.createIndex('tenant_name').on('tenant').column('name').execute();

  // Ancestors as ",0,<id>,<id>," so "below X" is one LIKE '%,X,%' on both databases.
  await db.schema.alterTable('dept').addColumn('ancestors', 'varchar(1000)', (c) => c.notNull().defaultTo(',0,')).execute();
  await db.schema.alterTable('dept').addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('dept').addColumn('create_time', TIME, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('dept').addColumn('update_time', TIME, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('dept_parent').on('dept').columns(['tenant_id', 'parent_id']).execute();

  await db.schema.alterTable('role').addColumn('parent_id', ID, (c) => c.notNull().defaultTo('0')).execute();
  await db.schema.alterTable('role').addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('role').addColumn('create_time', TIME, (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('job_post')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('category', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('post_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('post_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('job_post_tenant_code').unique().on('job_post').columns(['tenant_id', 'post_code']).execute();

  // The membership (post) names its job post; post_name stays as the switcher's label.
  await db.schema.alterTable('post').addColumn('job_post_id', ID, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('post').addColumn('update_time', TIME, (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('menu_template')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('query', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('grp', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('categories', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('standalone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('menu_template_parent').on('menu_template').column('parent_id').execute();
  await db.schema.alterTable('menu').addColumn('template_id', ID, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('menu_template_link').on('menu').columns(['template_id']).execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('role_id', ID, (c) => c.notNull().references('role.id'))
    .addColumn('menu_id', ID, (c) => c.notNull().references('menu.id'))
    .addPrimaryKeyConstraint('role_menu_pk', ['role_id', 'menu_id'])
    .execute();
  await db.schema.createIndex('role_menu_menu').on('role_menu').column('menu_id').execute();

  // Scopes are rows of the operator tenant: the operator defines them, organisations grant them.
  for (const table of ['data_scope', 'api_scope'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_user', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', TIME, (c) => c.notNull())
      .addColumn('update_time', TIME, (c) => c.notNull().defaultTo(''));
    builder =
      table === 'data_scope'
        ? builder
            // The resource's declared name in the generic builder (customer, follow-record).
            .addColumn('resource', 'varchar(64)', (c) => c.notNull())
            // all, org, dept, deptAndBelow, own, custom.
            .addColumn('scope_type', 'varchar(20)', (c) => c.notNull())
            .addColumn('scope_column', 'varchar(64)', (c) => c.notNull().defaultTo(''))
            .addColumn('scope_value', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        : builder
            .addColumn('module', 'varchar(20)', (c) => c.notNull())
            // A path under the module; a trailing * covers everything below it.
            .addColumn('path', 'varchar(200)', (c) => c.notNull())
            .addColumn('method', 'varchar(10)', (c) => c.notNull().defaultTo(''));
    await builder.execute();
  }
  await db.schema
    .createTable('role_scope')
    .addColumn('role_id', ID, (c) => c.notNull().references('role.id'))
    .addColumn('scope_id', ID, (c) => c.notNull())
    // data or api.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_scope_pk', ['role_id', 'scope_id'])
    .execute();
  await db.schema.createIndex('role_scope_scope').on('role_scope').column('scope_id').execute();

  await db.schema
    .createTable('bank_card')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('acc_type', 'integer', (c) => c.notNull())
    .addColumn('acc_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('open_bank', 'varchar(30)', (c) => c.notNull())
    .addColumn('bank_acc', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('bank_card_tenant').on('bank_card').columns(['tenant_id', 'create_time']).execute();
  // At most one default card per organisation, whatever two people save at once.
  await db.schema
    .createIndex('bank_card_one_default')
    .unique()
    .on('bank_card')
    .column('tenant_id')
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('biz_record')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', TENANT, (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('org_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('org_legal', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_codes', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_address', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_no', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_email', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', ID, (c) => c.notNull())
    .addColumn('create_dept', ID, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('update_time', TIME, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('biz_record_tenant').on('biz_record').columns(['tenant_id', 'create_time']).execute();

  // The partner's standing with this organisation: 1 normal, 2 disabled (greyed in pickers).
  await db.schema.alterTable('biz_attention').addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('biz_attention').addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('biz_attention').addColumn('update_time', TIME, (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('enterprise_registration')
    .addColumn('id', ID, (c) => c.primaryKey())
    // The signed-in applicant; '' for an application made before signing in.
    .addColumn('user_id', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('org_category', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('legal', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_codes', 'varchar(200)', (c) => c.notNull())
    .addColumn('contacts', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // pending, approved or refused.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // The organisation its approval created.
    .addColumn('created_tenant_id', TENANT, (c) => c.notNull().defaultTo(''))
    .addColumn('review_user', ID, (c) => c.notNull().defaultTo(''))
    .addColumn('review_time', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enterprise_registration_status').on('enterprise_registration').columns(['status', 'create_time']).execute();
  await db.schema.alterTable('guest_registration').addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('guest_registration').addColumn('review_user', ID, (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('guest_registration').addColumn('review_time', TIME, (c) => c.notNull().defaultTo('')).execute();

  await grantMenusByRoleAliases(db);
}

/**
 * Until now a menu entry or button named the role aliases it was open to (empty: every role).
 * Those restrictions become grants, so every organisation keeps exactly what its people had.
 */
async function grantMenusByRoleAliases(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const k = db as Kysely<any>;
  const roles: { id: string; tenant_id: string; alias: string }[] = await k.selectFrom('role').select(['id', 'tenant_id', 'alias']).execute();
  const menus: { id: string; tenant_id: string; roles: string }[] = await k.selectFrom('menu').select(['id', 'tenant_id', 'roles']).execute();
  const rolesByTenant = new Map<string, { id: string; alias: string }[]>();
  for (const role of roles) rolesByTenant.set(role.tenant_id, [...(rolesByTenant.get(role.tenant_id) ?? []), role]);
  const grants: { role_id: string; menu_id: string }[] = [];
  for (const menu of menus) {
    const allowed = menu.roles.split(',').map((r) => r.trim()).filter(Boolean);
    for (const role of rolesByTenant.get(menu.tenant_id) ?? []) {
      if (!allowed.length || allowed.includes(role.alias)) grants.push({ role_id: role.id, menu_id: menu.id });
    }
  }
  for (let i = 0; i < grants.length; i += 300) await k.insertInto('role_menu').values(grants.slice(i, i + 300)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['role_scope', 'api_scope', 'data_scope', 'role_menu', 'menu_template', 'job_post', 'bank_card', 'biz_record', 'enterprise_registration']) {
    await db.schema.dropTable(table).execute();
  }
}
