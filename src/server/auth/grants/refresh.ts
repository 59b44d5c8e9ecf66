import { AUTH_MESSAGES } from '@shared/domain/auth';
import { MEMBER_MESSAGES } from '@shared/domain/member';
import type { TokenResponse } from '@shared/domain/session';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { OAuthError } from '../../http/errors';
import { findRefreshToken, findSession, markRefreshTokenRotated, revokeSession, setSessionPost } from '../../repositories/sessions';
import { findUserById } from '../../repositories/users';
import { postsOfUser } from '../../repositories/posts';
import { sha256 } from '../digests';
import { choosePost, type ChosenPost } from '../post-choice';
import { issueTokens, roleIdsOf } from '../tokens';

export interface RefreshGrant {
  refresh_token: string;
  tenant_id?: string;
  dept_id?: string;
  role_id?: string;
}

/**
 * Rotates the refresh token, optionally moving the session to another post (organisation switch).
 * A refresh token already rotated away is a stolen copy or a replay: the whole session ends.
 * The switch is judged before the token is spent, so a refused switch leaves the session usable.
 */
export async function refreshGrant(ctx: AppContext, input: RefreshGrant): Promise<TokenResponse> {
  const expired = new OAuthError('invalid_grant', MESSAGES.sessionExpired);
  const now = timestamp();
  const tokenHash = sha256(input.refresh_token);
  const token = await findRefreshToken(ctx.db, tokenHash);
  if (!token) throw expired;
  const session = await findSession(ctx.db, token.session_id);
  if (!session || session.revoked_at) throw expired;
  if (token.rotated_at) {
    await revokeSession(ctx.db, session.id, 'reuse', now);
    throw expired;
  }
  if (token.expires_at <= now) throw expired;

  const user = await findUserById(ctx.db, session.user_id);
  if (!user || user.status !== 1) throw new OAuthError('invalid_grant', AUTH_MESSAGES.userDisabled);

  const chosen = input.tenant_id ? await askedPost(ctx, session, user.id, input) : await livePost(ctx, session, user.id);
  const tenantId = chosen.post.tenant_id;

  const issued = await ctx.db.transaction().execute(async (trx) => {
    // Null when another request rotated the token between our read and this write.
    if (!(await markRefreshTokenRotated(trx, tokenHash, now))) return null;
    await setSessionPost(trx, session.id, { tenantId, deptId: chosen.post.dept_id, roleIds: roleIdsOf(chosen), postId: chosen.post.id });
    return issueTokens(ctx, trx, session.id, user, chosen);
  });
  if (!issued) {
    await revokeSession(ctx.db, session.id, 'reuse', now);
    throw expired;
  }
  return issued;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** A switch (or reload) names the post; in the session's own organisation it keeps its department and roles unless others are named. */
async function askedPost(ctx: AppContext, session: SessionRow, userId: string, input: RefreshGrant): Promise<ChosenPost> {
  const tenantId = input.tenant_id || session.tenant_id;
  const sameTenant = tenantId === session.tenant_id;
  const deptId = input.dept_id || (sameTenant ? session.dept_id : undefined);
  // The roles the session was issued (a reload sends them back) are the post's, read again now.
  const roleId = input.role_id && !(sameTenant && deptId === session.dept_id && input.role_id === session.role_ids) ? input.role_id : undefined;
  return choosePost(ctx.db, userId, tenantId, { deptId, roleId });
}

/**
 * A plain renewal keeps the session's post with the roles the post holds now. A post frozen or
 * removed since moves the session to the person's first JOINED post in the switcher's order (the
 * client tells them where they are now); with none left the renewal is refused.
 */
async function livePost(ctx: AppContext, session: SessionRow, userId: string): Promise<ChosenPost> {
  const posts = await postsOfUser(ctx.db, userId);
  const current = posts.find((p) => p.id === session.post_id);
  if (current?.join_status === 'JOINED') return choosePost(ctx.db, userId, current.tenant_id, { deptId: current.dept_id });
  for (const post of posts.filter((p) => p.join_status === 'JOINED')) {
    try {
      return await choosePost(ctx.db, userId, post.tenant_id, { deptId: post.dept_id });
    } catch {
      // A disabled organisation or one whose roles are gone: try the next.
    }
  }
  await revokeSession(ctx.db, session.id, 'membership', timestamp());
  throw new OAuthError('invalid_grant', MEMBER_MESSAGES.membershipEnded);
}
