import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { INVITE_MESSAGES, INVITE_VALID_DAYS, inviteCodeSchema, type InviteInfo } from '@shared/domain/invite';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { secondsFromNow, timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findInvite, findPost, insertInvite, rootDept, setPostJoinStatus } from '../../repositories/invites';
import { insertPost } from '../../repositories/posts';
import { findRoles, rolesOfTenant } from '../../repositories/roles';

/** No 0/O or 1/I: codes are read aloud and typed by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Newcomers start with the organisation's least role; an administrator grants more. */
const NEWCOMER_ROLE = 'staff';

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A code that exists, has not expired and leads to an organisation in service; anything else is one message. */
async function validInvite(db: Executor, code: string) {
  const invite = await findInvite(db, code);
  if (!invite || invite.tenant_status !== 1 || (invite.expires_at !== null && invite.expires_at <= timestamp())) {
    throw new HttpError(400, INVITE_MESSAGES.inviteInvalid);
  }
  return invite;
}

type Invite = Awaited<ReturnType<typeof validInvite>>;
const toInfo = (i: Invite): InviteInfo => ({
  code: i.code,
  tenantId: i.tenant_id,
  orgName: i.org_name,
  orgCategory: i.category,
  deptName: i.dept_name,
  expireTime: i.expires_at ?? '',
  inviterName: i.inviter_name ?? '',
});

/**
 * Invitations (spec 3 §7 user-invite/*): an administrator generates a code for their organisation;
 * whoever holds it sees where it leads (signed in or not) and joins, as a JOINED member at once
 * (docs/decisions.md).
 */
export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, personalEndpoints.inviteGenerate, async (req) => {
    const caller = callerOf(req);
    const roles = await findRoles(ctx.db, caller.tenantId, caller.roleIds);
    if (!roles.some((r) => r.alias === 'administrator')) throw new HttpError(403, INVITE_MESSAGES.inviteAdminOnly);
    const dept = await rootDept(ctx.db, caller.tenantId);
    if (!dept) throw new HttpError(400, INVITE_MESSAGES.inviteInvalid);
    const code = newCode();
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
      await ctx.db.transaction().execute(async (trx) => {
        const post = await findPost(trx, invite.tenant_id, userId);
        if (post?.join_status === 'JOINED') throw new HttpError(400, INVITE_MESSAGES.inviteAlreadyJoined);
        if (post && post.join_status !== 'QUIT') throw new HttpError(400, INVITE_MESSAGES.inviteBlocked);
        // Someone who left may come back with a new invitation; their post and roles are kept.
        if (post) return setPostJoinStatus(trx, invite.tenant_id, post.id, 'JOINED');
        const role = (await rolesOfTenant(trx, invite.tenant_id)).find((r) => r.alias === NEWCOMER_ROLE);
        await insertPost(trx, {
          id: newId(),
          user_id: userId,
          tenant_id: invite.tenant_id,
          dept_id: invite.dept_id,
          post_name: '',
          role_ids: role?.id ?? '',
          join_status: 'JOINED',
          create_time: timestamp(),
        });
      });
      return toInfo(invite);
    },
    { message: INVITE_MESSAGES.inviteJoined },
  );
}
