import { initialPasswordHashOf } from '../../auth/initial-password';
import { LOCKS, serialise } from '../../db/locks';
import {
  USER_ADMIN_MESSAGES as M,
  USER_ADMIN_SHARED_MESSAGES as S,
  USER_STATUS,
  type userAddSchema,
  type userEditSchema,
  type userGrantRolesSchema,
} from '@shared/domain/userAdmin';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { assertAccountQuota } from '../../organisations/tenantLimits';
import { deptInTenant, jobPostInTenant, postsOfPersonIn } from '../../repositories/members';
import { findRoles } from '../../repositories/roles';
import { findListedUser, findListedUsers, revokeUserSessions, tenantExists, updateUsers, usableOperatorAdministrators, userHolding } from '../../repositories/user-admin';
import type { User } from '../../repositories/users';

type Membership = { tenantId: string; deptId: string; postId: string; roleIds: string[] };

/** The organisation, department, job post and roles a form names must exist and be that organisation's. */
async function checkMembership(db: Executor, m: Membership): Promise<string> {
  if (!(await tenantExists(db, m.tenantId))) throw badRequest(M.userTenantUnknown);
  if (!(await deptInTenant(db, m.tenantId, m.deptId))) throw badRequest(S.deptUnknown);
  const jobPost = await jobPostInTenant(db, m.tenantId, m.postId);
  if (!jobPost) throw badRequest(S.jobPostUnknown);
  if ((await findRoles(db, m.tenantId, m.roleIds)).length !== m.roleIds.length) throw badRequest(S.roleUnknown);
  return jobPost.post_name;
}

/**
 * The account's one post in the organisation becomes this department, job post and roles, JOINED;
 * a person who was no member there is added (inside the organisation's account quota).
 */
async function setMembership(db: Executor, userId: string, m: Membership, now: string): Promise<void> {
  const postName = await checkMembership(db, m);
  const posts = await postsOfPersonIn(db, m.tenantId, userId);
  const values = { dept_id: m.deptId, job_post_id: m.postId, post_name: postName, role_ids: m.roleIds.join(','), join_status: 'JOINED', update_time: now };
  const existing = posts.find((p) => p.dept_id === m.deptId) ?? posts[0];
  if (existing) {
    if (existing.join_status !== 'JOINED') await assertAccountQuota(db, m.tenantId);
    await db.updateTable('post').set(values).where('id', '=', existing.id).execute();
    return;
  }
  await assertAccountQuota(db, m.tenantId);
  await db.insertInto('post').values({ id: newId(), user_id: userId, tenant_id: m.tenantId, create_time: now, apply_time: null, ...values }).execute();
}

/** The platform must keep someone who can run it: checked after the write, inside its transaction. */
async function keepOperatorAdministrator(db: Executor): Promise<void> {
  if ((await usableOperatorAdministrators(db)) === 0) throw badRequest(M.userLastOperatorAdmin);
}

async function checkUnique(db: Executor, input: { account: string; phone: string }, exceptId?: string): Promise<void> {
  if (await userHolding(db, 'account', input.account, exceptId)) throw badRequest(M.userAccountTaken);
  if (await userHolding(db, 'phone', input.phone, exceptId)) throw badRequest(S.phoneTaken);
}

export async function addUser(ctx: AppContext, input: z.infer<typeof userAddSchema>): Promise<string> {
  // Hashed outside the transaction: it takes a while and holds nothing.
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);
  return ctx.db.transaction().execute(async (trx) => {
    await serialise(trx, LOCKS.accounts);
    await checkUnique(trx, input);
    const id = newId();
    const now = timestamp();
    await trx
      .insertInto('app_user')
      .values({ id, account: input.account, phone: input.phone, real_name: input.realName, name: input.name, user_type: input.userType, avatar: '', password_hash: passwordHash, failed_attempts: 0, locked_until: null, status: USER_STATUS.normal, create_time: now })
      .execute();
    await trx
      .insertInto('user_profile')
      .values({ user_id: id, card_no: '', sex: '', area_code: '', addr: '', birthday: '', educational: '', degree: '', university: '', major: '', position: '', email: '', wechat: '', qq: '', resume: '', pending_avatar: '', update_time: now })
      .execute();
    await setMembership(trx, id, input, now);
    return id;
  });
}

/** Edit: the account's fields and its membership in the chosen organisation; never the password. */
export async function editUser(ctx: AppContext, input: z.infer<typeof userEditSchema>): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await serialise(trx, LOCKS.accounts);
    await usable(trx, input.id);
    await checkUnique(trx, input, input.id);
    await updateUsers(trx, [input.id], { account: input.account, phone: input.phone, real_name: input.realName, name: input.name, user_type: input.userType });
    await setMembership(trx, input.id, input, timestamp());
    await keepOperatorAdministrator(trx);
  });
}

/** A listed account that is not logged off (注销 is final: nothing more is changed on it). */
export async function usable(db: Executor, id: string): Promise<User> {
  const user = await findListedUser(db, id);
  if (!user) throw badRequest(M.userNotFound);
  if (user.status === USER_STATUS.loggedOff) throw badRequest(M.userLoggedOff);
  return user;
}

async function usableAll(db: Executor, ids: string[]): Promise<User[]> {
  const users = await findListedUsers(db, ids);
  if (users.length !== ids.length) throw badRequest(M.userNotFound);
  if (users.some((u) => u.status === USER_STATUS.loggedOff)) throw badRequest(M.userLoggedOff);
  return users;
}

/**
 * Disable, log off and remove end the accounts' sessions at once (their next call is refused) and
 * are refused on the caller's own account and when no usable operator administrator would remain.
 */
export async function endAccounts(ctx: AppContext, caller: Caller, ids: string[], kind: 'disable' | 'logoff' | 'remove'): Promise<void> {
  if (ids.includes(caller.userId)) throw badRequest(M.userSelf);
  await ctx.db.transaction().execute(async (trx) => {
    await serialise(trx, LOCKS.accounts);
    if (kind === 'remove') {
      if ((await findListedUsers(trx, ids)).length !== ids.length) throw badRequest(M.userNotFound);
    } else await usableAll(trx, ids);
    const now = timestamp();
    const status = kind === 'disable' ? USER_STATUS.disabled : USER_STATUS.loggedOff;
    await updateUsers(trx, ids, kind === 'remove' ? { status, is_deleted: 1 } : { status });
    if (kind === 'remove') await trx.updateTable('post').set({ join_status: 'QUIT', update_time: now }).where('user_id', 'in', ids).where('join_status', 'in', ['JOINED', 'LOCK', 'APPLY']).execute();
    await revokeUserSessions(trx, ids, `user-${kind}`, now);
    await keepOperatorAdministrator(trx);
  });
}

export async function enableAccounts(ctx: AppContext, ids: string[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await usableAll(trx, ids);
    await updateUsers(trx, ids, { status: USER_STATUS.normal });
  });
}

/**
 * Reset: the initial password's hash (param account.initPassword), and whoever held the old one is
 * signed out. Without the parameter there is nothing to reset to: refused, nothing changed.
 */
export async function resetPasswords(ctx: AppContext, ids: string[]): Promise<User[]> {
  const users = await usableAll(ctx.db, ids);
  const passwordHash = await initialPasswordHashOf(ctx.db);
  if (!passwordHash) throw badRequest(M.userNoInitPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUsers(trx, ids, { password_hash: passwordHash });
    await revokeUserSessions(trx, ids, 'password-reset', timestamp());
  });
  return users;
}

/** grant: the roles each user holds in one organisation where they are a member, replacing the old ones. */
export async function grantRoles(ctx: AppContext, input: z.infer<typeof userGrantRolesSchema>): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await usableAll(trx, input.userIds);
    if (!(await tenantExists(trx, input.tenantId))) throw badRequest(M.userTenantUnknown);
    if ((await findRoles(trx, input.tenantId, input.roleIds)).length !== input.roleIds.length) throw badRequest(S.roleUnknown);
    const now = timestamp();
    for (const userId of input.userIds) {
      const posts = (await postsOfPersonIn(trx, input.tenantId, userId)).filter((p) => p.join_status === 'JOINED' || p.join_status === 'LOCK');
      if (!posts.length) throw badRequest(M.userNotMember);
      for (const p of posts) await trx.updateTable('post').set({ role_ids: input.roleIds.join(','), update_time: now }).where('id', '=', p.id).execute();
    }
    await keepOperatorAdministrator(trx);
  });
}
