import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_RECORDS } from '@shared/api/envelope';
import { registrationEndpoints as e } from '@shared/api/registrationEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import {
  ENTERPRISE_REGISTRATION_MESSAGES as M,
  canDecide,
  enterpriseRegistrationSchema,
  registrationIdSchema,
  registrationPageQuerySchema,
  registrationRefuseSchema,
  type EnterpriseApplication,
  type RegistrationRecord,
} from '@shared/domain/enterpriseRegistration';
import { INVITE_VALID_DAYS } from '@shared/domain/invite';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { REGISTRATION_BUTTONS } from '@shared/domain/organisationButtons';
import { REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { EnterpriseRegistrationTable } from '../../db/schema-organisations';
import { secondsFromNow, timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { addPost, provisionOrganisation, STARTING_ROLES } from '../../organisations/provision';
import { insertInvite, rootDept } from '../../repositories/invites';
import {
  decideEnterpriseRegistration,
  decideGuestRegistration,
  enterpriseNameTaken,
  enterpriseRegistrationPage,
  enterpriseRegistrationsOfUser,
  findEnterpriseRegistration,
  findGuestRegistration,
  guestRegistrationPage,
  insertEnterpriseRegistration,
  setCreatedTenant,
  type EnterpriseRow,
  type GuestRow,
} from '../../repositories/registrations';
import { rolesOfTenant } from '../../repositories/roles';
import { findTenant } from '../../repositories/tenants';
import { findUserByAccount, findUserById, insertUser } from '../../repositories/users';
import { newInviteCode, requireAdministrator } from './invites';
import { assertAccountQuota } from '../../organisations/tenantLimits';

type Status = RegistrationRecord['status'];

function toApplication(r: Omit<EnterpriseRegistrationTable, 'user_id'>): EnterpriseApplication {
  return {
    id: r.id,
    status: r.status as Status,
    name: r.name,
    orgCategory: r.org_category,
    legal: r.legal,
    provinceCodes: r.province_codes,
    contacts: r.contacts,
    phone: r.phone,
    remark: r.remark,
    tenantId: r.created_tenant_id,
    refuseReason: r.refuse_reason,
    reviewTime: r.review_time,
    createTime: r.create_time,
  };
}

const fromEnterprise = (r: EnterpriseRow): RegistrationRecord => ({ ...toApplication(r), kind: 'enterprise', account: r.applicant_account ?? '' });

const fromGuest = (r: GuestRow): RegistrationRecord => ({
  id: r.id,
  kind: 'guest',
  status: r.status as Status,
  name: r.name || r.account,
  orgCategory: r.tenant_category ?? '',
  legal: '',
  provinceCodes: '',
  contacts: '',
  phone: '',
  remark: '',
  account: r.account,
  tenantId: r.tenant_id,
  refuseReason: r.refuse_reason,
  reviewTime: r.review_time,
  createTime: r.create_time,
});

/** The operator tenant's administrator (and, for a decision, the one holding its button); 403 for anyone else. */
async function requireOperator(ctx: AppContext, req: FastifyRequest, button?: string): Promise<Caller> {
  if (callerOf(req).tenantId !== OPERATOR_TENANT) throw new HttpError(403, MESSAGES.forbidden);
  const caller = await requireAdministrator(ctx, req, MESSAGES.forbidden);
  if (button) await requireButton(ctx.db, caller, button);
  return caller;
}

async function findRecord(db: Executor, id: string): Promise<RegistrationRecord> {
  const enterprise = await findEnterpriseRegistration(db, id);
  if (enterprise) return fromEnterprise(enterprise);
  const guest = await findGuestRegistration(db, id);
  if (guest) return fromGuest(guest);
  throw new HttpError(404, M.notFound);
}

/**
 * Approving an enterprise: the organisation (status 1, the registered data as its profile, the menu
 * of its category), the applicant as director holding the administrator role, and an invitation code,
 * all in the caller's transaction. The decision is written first and conditionally, so a second
 * approval at the same moment finds nothing pending and the whole second transaction is refused.
 */
async function approveEnterprise(trx: Executor, r: EnterpriseRow, caller: Caller, now: string): Promise<void> {
  if (!(await decideEnterpriseRegistration(trx, r.id, { status: 'approved', refuse_reason: '', review_user: caller.userId, review_time: now }))) throw new HttpError(409, M.decided);
  const applicant = await findUserById(trx, r.user_id);
  if (!applicant) throw new HttpError(404, M.notFound);
  const org = await provisionOrganisation(
    trx,
    {
      name: r.name,
      category: r.org_category as Parameters<typeof provisionOrganisation>[1]['category'],
      status: 1,
      createUser: caller.userId,
      profile: {
        org_legal: r.legal,
        province_codes: r.province_codes,
        contact_name: r.contacts,
        contact_phone: r.phone,
        remark: r.remark,
        director_user_id: applicant.id,
        director_name: applicant.real_name,
        director_phone: applicant.phone,
      },
    },
    now,
  );
  const admin = STARTING_ROLES.find((role) => role.alias === 'administrator')!;
  await addPost(trx, { userId: applicant.id, tenantId: org.tenantId, deptId: org.deptId, postName: admin.name, roleIds: [org.roleIds.administrator] }, now);
  await insertInvite(trx, { code: newInviteCode(), tenant_id: org.tenantId, dept_id: org.deptId, create_user: applicant.id, create_time: now, expires_at: secondsFromNow(INVITE_VALID_DAYS * 24 * 3600) });
  await setCreatedTenant(trx, r.id, org.tenantId);
}

/**
 * Approving a third-party account: the account (with the password hash kept since it applied) and a
 * post of the organisation's least role in its top department. Until now no account existed, so
 * nobody could sign in with it. A third-party account has no phone; the required, unique column
 * holds a marker that is never a mobile number (no SMS sign-in reaches it).
 */
async function approveGuest(trx: Executor, r: GuestRow, caller: Caller, now: string): Promise<void> {
  if (!(await decideGuestRegistration(trx, r.id, { status: 'approved', refuse_reason: '', review_user: caller.userId, review_time: now }))) throw new HttpError(409, M.decided);
  const tenant = await findTenant(trx, r.tenant_id);
  const dept = await rootDept(trx, r.tenant_id);
  if (!tenant || tenant.status !== 1 || !dept) throw badRequest(AUTH_MESSAGES.tenantUnknown);
  if (await findUserByAccount(trx, r.account)) throw badRequest(REGISTRATION_MESSAGES.accountTaken);
  await assertAccountQuota(trx, r.tenant_id);
  const userId = newId();
  await insertUser(trx, {
    id: userId,
    account: r.account,
    phone: `g${userId}`,
    real_name: r.name || r.account,
    avatar: '',
    password_hash: r.password_hash,
    failed_attempts: 0,
    locked_until: null,
    status: 1,
    create_time: now,
  });
  const staff = (await rolesOfTenant(trx, r.tenant_id)).find((role) => role.alias === 'staff');
  await addPost(trx, { userId, tenantId: r.tenant_id, deptId: dept.id, postName: staff?.name ?? '', roleIds: staff ? [staff.id] : [] }, now);
}

/**
 * Enterprise registration (user/register-new, any signed-in person) and the operator's approval list
 * of enterprise and third-party account applications (enterprise-registration/*).
 */
export function registerEnterpriseRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    e.submit,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(enterpriseRegistrationSchema, req.body);
      if (await enterpriseNameTaken(ctx.db, input.name)) throw badRequest(M.nameTaken);
      const row = {
        id: newId(),
        user_id: caller.userId,
        org_category: input.orgCategory,
        name: input.name,
        legal: input.legal,
        province_codes: input.provinceCodes,
        contacts: input.contacts,
        phone: input.phone,
        remark: input.remark,
        status: 'pending',
        refuse_reason: '',
        created_tenant_id: '',
        review_user: '',
        review_time: '',
        create_time: timestamp(),
      };
      await insertEnterpriseRegistration(ctx.db, row);
      return toApplication(row);
    },
    { message: REGISTRATION_MESSAGES.submitted },
  );

  route(app, ctx, e.mine, async (req) => (await enterpriseRegistrationsOfUser(ctx.db, callerOf(req).userId)).map(toApplication));

  // Both kinds, newest first: each table gives at most the rows up to this page's end, merged here.
  route(app, ctx, e.page, async (req) => {
    await requireOperator(ctx, req);
    const q = parseInput(registrationPageQuerySchema, req.query);
    const limit = q.size === ALL_RECORDS ? Number.MAX_SAFE_INTEGER : q.current * q.size;
    const filter = { status: q.status, name: q.name };
    const enterprise = q.kind === 'guest' ? { rows: [], total: 0 } : await enterpriseRegistrationPage(ctx.db, filter, limit);
    const guest = q.kind === 'enterprise' ? { rows: [], total: 0 } : await guestRegistrationPage(ctx.db, filter, limit);
    const merged = [...enterprise.rows.map(fromEnterprise), ...guest.rows.map(fromGuest)].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id));
    const total = enterprise.total + guest.total;
    const size = q.size === ALL_RECORDS ? Math.max(total, 1) : q.size;
    const records = q.size === ALL_RECORDS ? merged : merged.slice((q.current - 1) * q.size, q.current * q.size);
    return { records, total, size, current: q.current, pages: Math.ceil(total / size) };
  });

  route(app, ctx, e.detail, async (req) => {
    await requireOperator(ctx, req);
    return findRecord(ctx.db, parseInput(registrationIdSchema, req.query).id);
  });

  route(
    app,
    ctx,
    e.approve,
    async (req) => {
      const caller = await requireOperator(ctx, req, REGISTRATION_BUTTONS.approve);
      const { id } = parseInput(registrationIdSchema, req.params);
      const before = await findRecord(ctx.db, id);
      if (!canDecide(before.status)) throw new HttpError(409, M.decided);
      const now = timestamp();
      await ctx.db.transaction().execute(async (trx) => {
        const enterprise = await findEnterpriseRegistration(trx, id);
        if (enterprise) return approveEnterprise(trx, enterprise, caller, now);
        return approveGuest(trx, (await findGuestRegistration(trx, id))!, caller, now);
      });
      return findRecord(ctx.db, id);
    },
    { message: M.approved },
  );

  route(
    app,
    ctx,
    e.refuse,
    async (req) => {
      const caller = await requireOperator(ctx, req, REGISTRATION_BUTTONS.refuse);
      const { id, refuseReason } = parseInput(registrationRefuseSchema, req.body);
      const before = await findRecord(ctx.db, id);
      if (!canDecide(before.status)) throw new HttpError(409, M.decided);
      const decision = { status: 'refused', refuse_reason: refuseReason, review_user: caller.userId, review_time: timestamp() } as const;
      const decided = before.kind === 'enterprise' ? await decideEnterpriseRegistration(ctx.db, id, decision) : await decideGuestRegistration(ctx.db, id, decision);
      if (!decided) throw new HttpError(409, M.decided);
      return findRecord(ctx.db, id);
    },
    { message: M.refused },
  );
}
