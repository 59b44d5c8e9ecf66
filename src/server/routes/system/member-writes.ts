import { canChangeJoinStatus, MEMBER_MESSAGES, type AddMember, type MemberPermission, type MemberRecord } from '@shared/domain/member';
import type { JoinStatus } from '@shared/domain/organisation';
import { initialPasswordHash } from '../../auth/initial-password';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { ADMINISTRATOR_ROLE as ADMINISTRATOR } from '@shared/domain/roleGrant';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { countJoinedWithRole, deptInTenant, findMembership, jobPostInTenant, postsOfPersonIn, updateMembership, type MembershipRow } from '../../repositories/members';
import { findRoles, rolesOfTenant, type Role } from '../../repositories/roles';
import { findUserByPhone, insertUser } from '../../repositories/users';
import { assertAccountQuota } from '../../organisations/tenantLimits';

const EMPTY_PROFILE = { card_no: '', addr: '', birthday: '', educational: '', degree: '', university: '', major: '', position: '', email: '', wechat: '', qq: '', resume: '', pending_avatar: '' };

/** The organisation's administrators hold the role every organisation starts with under this alias. */

export function toMemberRecord(row: MembershipRow, roles: Role[]): MemberRecord {
  const names = new Map(roles.map((r) => [r.id, r.name]));
  // A role id the organisation no longer has is not shown (it grants nothing either).
  const roleIds = row.role_ids.split(',').filter((id) => names.has(id));
  const sex = Number(row.sex);
  return {
    id: row.id,
    userId: row.user_id,
    realName: row.real_name,
    account: row.account,
    sex: sex === 1 || sex === 2 ? sex : 0,
    phone: row.phone,
    deptId: row.dept_id,
    deptName: row.dept_name ?? '',
    postId: row.job_post_id,
    postName: row.job_post_name ?? row.post_name,
    roleIds,
    roleNames: roleIds.map((id) => names.get(id)!),
    isExpert: row.expert_status === 2 ? 1 : 0,
    joinTime: row.create_time,
    joinStatus: row.join_status as JoinStatus,
    updateTime: row.update_time || row.create_time,
  };
}

/** Department, job post and roles named by a form must all be the caller's organisation's. */
async function checkReferences(db: Executor, tenantId: string, input: { deptId: string; postId: string; roleIds: string[] }): Promise<{ roles: Role[]; jobPostName: string }> {
  if (!(await deptInTenant(db, tenantId, input.deptId))) throw new HttpError(400, MEMBER_MESSAGES.deptUnknown);
  const jobPost = input.postId ? await jobPostInTenant(db, tenantId, input.postId) : undefined;
  if (input.postId && !jobPost) throw new HttpError(400, MEMBER_MESSAGES.jobPostUnknown);
  const roles = await findRoles(db, tenantId, input.roleIds);
  if (roles.length !== input.roleIds.length) throw new HttpError(400, MEMBER_MESSAGES.roleUnknown);
  return { roles, jobPostName: jobPost?.post_name ?? '' };
}

async function readBack(db: Executor, tenantId: string, id: string): Promise<MemberRecord> {
  const row = await findMembership(db, tenantId, id);
  if (!row) throw new HttpError(400, MEMBER_MESSAGES.notFound);
  return toMemberRecord(row, await rolesOfTenant(db, tenantId));
}

/**
 * The permission form. An administrator may not freeze or remove themselves, and the organisation
 * keeps at least one JOINED administrator; the write is conditional on the status read, so two
 * administrators changing one member at once cannot both pass the status rule.
 */
export async function changePermissions(ctx: AppContext, caller: Caller, input: MemberPermission): Promise<MemberRecord> {
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await findMembership(trx, caller.tenantId, input.id);
    if (!existing) throw new HttpError(400, MEMBER_MESSAGES.notFound);
    const from = existing.join_status as JoinStatus;
    if (!canChangeJoinStatus(from, input.joinStatus)) throw new HttpError(400, MEMBER_MESSAGES.transition);
    if (existing.user_id === caller.userId && input.joinStatus !== 'JOINED') throw new HttpError(400, MEMBER_MESSAGES.self);
    if (from !== 'JOINED' && input.joinStatus === 'JOINED') await assertAccountQuota(trx, caller.tenantId);
    const { roles, jobPostName } = await checkReferences(trx, caller.tenantId, input);

    const adminRole = (await rolesOfTenant(trx, caller.tenantId)).find((r) => r.alias === ADMINISTRATOR);
    const wasAdmin = from === 'JOINED' && !!adminRole && existing.role_ids.split(',').includes(adminRole.id);
    const staysAdmin = input.joinStatus === 'JOINED' && roles.some((r) => r.id === adminRole?.id);
    if (wasAdmin && !staysAdmin && (await countJoinedWithRole(trx, caller.tenantId, adminRole.id, existing.id)) === 0) {
      throw new HttpError(400, MEMBER_MESSAGES.lastAdmin);
    }

    const written = await updateMembership(trx, caller.tenantId, existing.id, [from], {
      dept_id: input.deptId,
      job_post_id: input.postId,
      post_name: jobPostName || existing.post_name,
      role_ids: roles.map((r) => r.id).join(','),
      join_status: input.joinStatus,
      update_time: timestamp(),
    });
    if (!written) throw new HttpError(400, MEMBER_MESSAGES.transition);
    return readBack(trx, caller.tenantId, existing.id);
  });
}

/**
 * Add a user to the company (spec 3 §5). A new phone gets an account with the operator's initial password
 * (param account.initPassword), else a random one nobody knows (they sign in by SMS code) and its profile's sex and region; a known phone keeps its
 * account. A JOINED or frozen member is refused; a removed, refused or pending one is re-joined in
 * place (one post per person and department).
 */
export async function addMember(ctx: AppContext, caller: Caller, input: AddMember): Promise<MemberRecord> {
  // Hashed outside the transaction: it takes a while and holds nothing.
  const initialHash = initialPasswordHash(ctx);
  return ctx.db.transaction().execute((trx) => addMemberWithin(trx, caller, input, initialHash));
}

/** Add user inside the caller's transaction (the form's one member, or each row of an import). */
export async function addMemberWithin(trx: Executor, caller: Caller, input: AddMember, initialHash: Promise<string>): Promise<MemberRecord> {
  await assertAccountQuota(trx, caller.tenantId);
  const { roles, jobPostName } = await checkReferences(trx, caller.tenantId, input);
  const now = timestamp();
  let user = await findUserByPhone(trx, input.phone);
  if (!user) {
    const id = newId();
    await insertUser(trx, {
      id,
      account: input.phone,
      phone: input.phone,
      real_name: input.realName,
      avatar: '',
      password_hash: await initialHash,
      failed_attempts: 0,
      locked_until: null,
      status: 1,
      create_time: now,
    });
    await trx.insertInto('user_profile').values({ ...EMPTY_PROFILE, user_id: id, sex: String(input.sex), area_code: input.areaCode, update_time: now }).execute();
    user = { id } as NonNullable<typeof user>;
  }
  const posts = await postsOfPersonIn(trx, caller.tenantId, user.id);
  if (posts.some((p) => p.join_status === 'JOINED' || p.join_status === 'LOCK')) throw new HttpError(400, MEMBER_MESSAGES.alreadyJoined);
  const roleIds = roles.map((r) => r.id).join(',');
  const previous = posts.find((p) => p.dept_id === input.deptId) ?? posts[0];
  if (previous) {
    await updateMembership(trx, caller.tenantId, previous.id, [previous.join_status], {
      dept_id: input.deptId,
      job_post_id: input.postId,
      post_name: jobPostName,
      role_ids: roleIds,
      join_status: 'JOINED',
      update_time: now,
    });
    return readBack(trx, caller.tenantId, previous.id);
  }
  const id = newId();
  await trx
    .insertInto('post')
    .values({ id, user_id: user.id, tenant_id: caller.tenantId, dept_id: input.deptId, post_name: jobPostName, role_ids: roleIds, join_status: 'JOINED', job_post_id: input.postId, create_time: now, update_time: now, apply_time: null })
    .execute();
  return readBack(trx, caller.tenantId, id);
}
