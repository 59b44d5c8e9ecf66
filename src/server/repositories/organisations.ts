/**
 * Organisations' profiles on their tenant rows (spec 3 §3), their members and their change history
 * (change_history rows of resource 'organisation', kept under the organisation's own tenant id).
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import type { OrgHistory } from '@shared/api/orgEndpoints';
import { type ORG_PROFILE_FIELDS, type OrgPageQuery, type OrgProfile, type OrgStatus, type OrgUser } from '@shared/domain/orgProfile';
import type { OrgCategory } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import type { TenantTable } from '../db/schema';
import { changeFromRow } from './change-history';

export type TenantRow = Selectable<TenantTable>;
export const ORG_HISTORY_RESOURCE = 'organisation';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toOrgProfile(row: TenantRow): OrgProfile {
  return {
    id: row.tenant_id,
    tenantId: row.tenant_id,
    orgCategory: row.category as OrgCategory,
    orgName: row.name,
    orgAbbr: row.org_abbr,
    code: row.code,
    directorUserId: row.director_user_id,
    directorName: row.director_name,
    directorPhone: row.director_phone,
    serviceCodes: row.service_codes,
    regNo: row.reg_no,
    orgLegal: row.org_legal,
    provinceCodes: row.province_codes,
    orgAddress: row.org_address,
    regCapital: row.reg_capital,
    regDate: row.reg_date,
    bizScope: row.biz_scope,
    peopleNum: row.people_num,
    logo: row.logo,
    regPic: row.reg_pic,
    invoiceEmail: row.invoice_email,
    invoicePhone: row.invoice_phone,
    orgPhone: row.org_phone,
    website: row.website,
    mainDesc: row.main_desc,
    remark: row.remark,
    status: row.status as OrgStatus,
    dockingId: row.docking_id,
    dockingName: row.docking_name,
    dockingPhone: row.docking_phone,
    weContactId: row.we_contact_id,
    weContactName: row.we_contact_name,
    weContactPhone: row.we_contact_phone,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

type ProfileValues = Record<(typeof ORG_PROFILE_FIELDS)[number], string>;

/** The profile's columns from the form's values (the name is the tenant's own `name`). */
export function profileColumns(v: ProfileValues): Updateable<TenantTable> & Partial<Insertable<TenantTable>> {
  return {
    category: v.orgCategory,
    org_abbr: v.orgAbbr,
    name: v.orgName,
    org_legal: v.orgLegal,
    org_address: v.orgAddress,
    reg_no: v.regNo,
    reg_capital: v.regCapital,
    reg_date: v.regDate,
    biz_scope: v.bizScope,
    people_num: v.peopleNum,
    service_codes: v.serviceCodes,
    reg_pic: v.regPic,
    logo: v.logo,
    invoice_email: v.invoiceEmail,
    invoice_phone: v.invoicePhone,
    website: v.website,
    main_desc: v.mainDesc,
    remark: v.remark,
    org_phone: v.orgPhone,
  };
}

export async function findOrg(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenant').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The organisation a top department or a code names. */
export async function findOrgBy(db: Executor, by: { deptId?: string; code?: string }): Promise<TenantRow | undefined> {
  if (by.deptId) {
    const dept = await db.selectFrom('dept').select('tenant_id').where('id', '=', by.deptId).executeTakeFirst();
    return dept ? findOrg(db, dept.tenant_id) : undefined;
  }
  if (by.code) return db.selectFrom('tenant').selectAll().where('code', '=', by.code).executeTakeFirst();
  return undefined;
}

export async function pageOrgs(db: Executor, q: OrgPageQuery & { excludeTenant?: string }): Promise<{ rows: TenantRow[]; total: number }> {
  let base = db.selectFrom('tenant');
  if (q.excludeTenant) base = base.where('tenant_id', '<>', q.excludeTenant);
  if (q.orgName) base = base.where('name', 'like', `%${escapeLike(q.orgName)}%`);
  if (q.orgCategory) base = base.where('category', '=', q.orgCategory);
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  else if (q.excludeDrafts) base = base.where('status', '<>', 0);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base.selectAll().orderBy('create_time', 'desc').orderBy('tenant_id', 'desc');
  if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
  return { rows: await page.execute(), total: Number(total.n) };
}

/** Another organisation already named so (or with that short name). */
export async function nameTaken(db: Executor, field: 'orgName' | 'orgAbbr', value: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('tenant').select('tenant_id').where(field === 'orgName' ? 'name' : 'org_abbr', '=', value);
  if (exceptId) q = q.where('tenant_id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function regNoTaken(db: Executor, regNo: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('tenant').select('tenant_id').where('reg_no', '=', regNo.toUpperCase());
  if (exceptId) q = q.where('tenant_id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function updateOrg(db: Executor, tenantId: string, values: Updateable<TenantTable>, whereStatusIn?: number[]): Promise<boolean> {
  let q = db.updateTable('tenant').set(values).where('tenant_id', '=', tenantId);
  if (whereStatusIn) q = q.where('status', 'in', whereStatusIn);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether `tenantId` keeps `target` as a partner (biz_attention): it may read the profile. */
export async function isPartnerOf(db: Executor, tenantId: string, target: string): Promise<boolean> {
  return !!(await db.selectFrom('biz_attention').select('id').where('tenant_id', '=', tenantId).where('target_tenant_id', '=', target).executeTakeFirst());
}

/** The members of an organisation (one row per membership), by name. */
export async function pageOrgUsers(db: Executor, tenantId: string, directorId: string, q: { current: number; size: number; realName?: string }): Promise<{ records: OrgUser[]; total: number }> {
  let base = db.selectFrom('post').innerJoin('app_user', 'app_user.id', 'post.user_id').leftJoin('dept', 'dept.id', 'post.dept_id').where('post.tenant_id', '=', tenantId);
  if (q.realName) base = base.where('app_user.real_name', 'like', `%${escapeLike(q.realName)}%`);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .select(['post.id', 'post.user_id', 'app_user.real_name', 'app_user.phone', 'dept.name as dept_name', 'post.post_name', 'post.join_status', 'post.create_time'])
    .orderBy('post.create_time')
    .orderBy('post.id');
  if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
  const rows = await page.execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      realName: r.real_name,
      phone: r.phone,
      deptName: r.dept_name ?? '',
      postName: r.post_name,
      joinStatus: r.join_status,
      director: r.user_id === directorId,
      createTime: r.create_time,
    })),
  };
}

/** The changes of every organisation (or of one), newest first. */
export async function pageOrgHistory(db: Executor, q: { recordId?: string; current: number; size: number }): Promise<{ records: OrgHistory[]; total: number }> {
  let base = db.selectFrom('change_history').where('change_history.resource', '=', ORG_HISTORY_RESOURCE);
  if (q.recordId) base = base.where('change_history.record_id', '=', q.recordId);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base
    .leftJoin('app_user', 'app_user.id', 'change_history.create_user')
    .leftJoin('tenant', 'tenant.tenant_id', 'change_history.record_id')
    .selectAll('change_history')
    .select(['app_user.real_name as create_user_name', 'tenant.name as org_name'])
    .orderBy('change_history.create_time', 'desc')
    .orderBy('change_history.id', 'desc');
  if (q.size !== ALL_RECORDS) page = page.limit(q.size).offset((q.current - 1) * q.size);
  const rows = await page.execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => ({ ...changeFromRow(r), orgName: r.org_name ?? '' })),
  };
}
