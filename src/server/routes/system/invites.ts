import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { INVITE_MESSAGES, INVITE_VALID_DAYS, inviteCodeSchema, type ActiveInvite, type InviteInfo } from '@shared/domain/invite';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { secondsFromNow, timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { activeInvites, findInvite, findPost, insertInvite, reapplyPost, revokeInvite, rootDept } from '../../repositories/invites';
import { insertPost } from '../../repositories/posts';
import { findRoles, rolesOfTenant } from '../../repositories/roles';
import { assertAccountQuota } from '../../organisations/tenantLimits';

/** No 0/O or 1/I: codes are read aloud and typed by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Newcomers start with the organisation's least role; an administrator grants more. */
const NEWCOMER_ROLE = 'staff';

/** Also the first code of an organisation created by an approved registration (enterprise-registration.ts). */
export const newInviteCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The caller, when they are an administrator of the organisation they act in; 403 with `message` otherwise. */
export async function requireAdministrator(ctx: AppContext, req: FastifyRequest, message: string) {
  const caller = callerOf(req);
  const roles = await findRoles(ctx.db, caller.tenantId, caller.roleIds);
  if (!roles.some((r) => r.alias === 'administrator')) throw new HttpError(403, message);
  return caller;
}

/**
 * A code that exists, is neither revoked nor expired and leads to an organisation in service other
 * than the operator; anything else is one message, so a code's fate is not told to whoever guesses.
 */
async function validInvite(db: Executor, code: string) {
  const invite = await findInvite(db, code);
  if (
    !invite ||
    invite.tenant_status !== 1 ||
    invite.tenant_id === OPERATOR_TENANT ||
    invite.revoked_at !== null ||
    invite.expires_at === null ||
    invite.expires_at <= timestamp()
  ) {
    throw new HttpError(400, INVITE_MESSAGES.inviteInvalid);
  }
  return { ...invite, expires_at: invite.expires_at };
}

type Invite = Awaited<ReturnType<typeof validInvite>>;
const toInfo = (i: Invite): InviteInfo => ({
  code: i.code,
  tenantId: i.tenant_id,
  orgName: i.org_name,
  orgCategory: i.category,
  deptName: i.dept_name,
  expireTime: i.expires_at,
  inviterName: i.inviter_name ?? '',
});

/**
 * Invitations (spec 3 §7 user-invite/*): an administrator generates a code for their organisation,
 * lists the codes in force and revokes one; whoever holds a code sees where it leads (signed in or
 * not) and asks to join, as a pending member (APPLY) the administrator then approves or refuses
 * (member-approvals.ts). Nobody joins the operator organisation by code (docs/decisions.md).
 */
export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, personalEndpoints.inviteGenerate, async (req) => {
    const caller = await requireAdministrator(ctx, req, INVITE_MESSAGES.inviteAdminOnly);
    if (caller.tenantId === OPERATOR_TENANT) throw new HttpError(403, INVITE_MESSAGES.inviteOperatorRefused);
    const dept = await rootDept(ctx.db, caller.tenantId);
    if (!dept) throw new HttpError(400, INVITE_MESSAGES.inviteInvalid);
    const code = newInviteCode();
    await insertInvite(ctx.db, {
      code,
      tenant_id: caller.tenantId,
      dept_id: dept.id,
      create_user: caller.userId,
      create_time: timestamp(),
      expires_at: secondsFromNow(INVITE_VALID_DAYS * 24 * 3600),
    });
    return toInfo(await validInvite(ctx.db, code));
  });

  route(app, ctx, personalEndpoints.inviteList, async (req): Promise<ActiveInvite[]> => {
    const caller = await requireAdministrator(ctx, req, INVITE_MESSAGES.inviteManageAdminOnly);
    return (await activeInvites(ctx.db, caller.tenantId, timestamp())).map((i) => ({
      code: i.code,
      deptName: i.dept_name,
      createTime: i.create_time,
      expireTime: i.expires_at ?? '',
      inviterName: i.inviter_name ?? '',
    }));
  });

  // Revoked at once: validInvite refuses the code on the next look-up or join. Another
  // organisation's code is not found, as is one revoked already.
  route(
    app,
    ctx,
    personalEndpoints.inviteRevoke,
    async (req) => {
      const caller = await requireAdministrator(ctx, req, INVITE_MESSAGES.inviteManageAdminOnly);
      const { code } = parseInput(inviteCodeSchema, req.body);
      if (!(await revokeInvite(ctx.db, caller.tenantId, code, timestamp()))) throw new HttpError(404, INVITE_MESSAGES.inviteNotFound);
      return null;
    },
    { message: INVITE_MESSAGES.inviteRevoked },
  );

  // Public: whoever holds the code may see where it leads before signing in (the /invite page); the
  // code is the secret, and the answer names only the organisation, department, inviter and expiry.
  route(
    app,
    ctx,
    personalEndpoints.inviteInfo,
    async (req) => {
      const { code } = parseInput(inviteCodeSchema, req.query);
      return toInfo(await validInvite(ctx.db, code));
    },
    { public: true },
  );

  route(
    app,
    ctx,
    personalEndpoints.inviteJoin,
    async (req) => {
      const { userId } = callerOf(req);
      const { code } = parseInput(inviteCodeSchema, req.body);
      const invite = await validInvite(ctx.db, code);
      const now = timestamp();
      await ctx.db.transaction().execute(async (trx) => {
        const post = await findPost(trx, invite.tenant_id, userId);
        if (post?.join_status === 'JOINED') throw new HttpError(400, INVITE_MESSAGES.inviteAlreadyJoined);
        await assertAccountQuota(trx, invite.tenant_id);
        if (post?.join_status === 'APPLY') throw new HttpError(400, INVITE_MESSAGES.inviteAlreadyApplied);
        if (post && post.join_status !== 'QUIT') throw new HttpError(400, INVITE_MESSAGES.inviteBlocked);
        // Someone who left may ask to come back with a new invitation; their post and roles are kept.
        if (post) return reapplyPost(trx, invite.tenant_id, post.id, now);
        const role = (await rolesOfTenant(trx, invite.tenant_id)).find((r) => r.alias === NEWCOMER_ROLE);
        await insertPost(trx, {
          id: newId(),
          user_id: userId,
          tenant_id: invite.tenant_id,
          dept_id: invite.dept_id,
          post_name: '',
          role_ids: role?.id ?? '',
          join_status: 'APPLY',
          create_time: now,
          apply_time: now,
        });
      });
      return toInfo(invite);
    },
    { message: INVITE_MESSAGES.inviteApplied },
  );
}
