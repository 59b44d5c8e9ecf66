import type { TokenResponse } from '@shared/domain/session';
import { isOrgCategory } from '@shared/domain/organisation';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { secondsFromNow, timestamp } from '../db/time';
import type { Executor } from '../db/database';
import { insertRefreshToken, insertSession } from '../repositories/sessions';
import type { User } from '../repositories/users';
import { signAccessToken } from './access-token';
import { tokenLifetimes } from './client-context';
import { newOpaqueToken, sha256 } from './digests';
import type { ChosenPost } from './post-choice';

/** The comma-joined role ids a token carries: what the client sends back as role_id to switch role. */
export function roleIdsOf(chosen: ChosenPost): string {
  return chosen.roles.map((r) => r.id).join(',');
}

/**
 * A fresh access token and refresh token for a session in its current post. The refresh token is
 * handed out once and kept only as its hash.
 */
export async function issueTokens(ctx: AppContext, db: Executor, sessionId: string, user: User, chosen: ChosenPost): Promise<TokenResponse> {
  const { post, roles } = chosen;
  const orgCategory = post.category;
  if (!isOrgCategory(orgCategory)) throw new Error(`organisation ${post.tenant_id} has an unknown category`);
  const roleId = roleIdsOf(chosen);
  // The lifetimes of the client that asked (oauth_client), so each client's tokens last as it is set up.
  const lifetimes = tokenLifetimes(ctx);
  const accessToken = await signAccessToken(
    { userId: user.id, tenantId: post.tenant_id, deptId: post.dept_id, roleId, orgCategory, sessionId, postId: post.id },
    ctx.config.tokenSecret,
    lifetimes.access,
  );
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, {
    token_hash: sha256(refreshToken),
    session_id: sessionId,
    create_time: timestamp(),
    expires_at: secondsFromNow(lifetimes.refresh),
    rotated_at: null,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: lifetimes.access,
    tenant_id: post.tenant_id,
    user_id: user.id,
    dept_id: post.dept_id,
    role_id: roleId,
    // Aliases, not display names: menus restrict on aliases (meta.roles), so the client compares like with like.
    role_name: roles.map((r) => r.alias).join(','),
    account: user.account,
    real_name: user.real_name,
    avatar: user.avatar,
    detail: { orgCategory, code: post.org_code, orgName: post.tenant_name },
  };
}

/** Opens a session for a person who just proved who they are, in the post chosen for them. */
export async function startSession(ctx: AppContext, user: User, chosen: ChosenPost): Promise<TokenResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const sessionId = newId();
    await insertSession(trx, {
      id: sessionId,
      user_id: user.id,
      tenant_id: chosen.post.tenant_id,
      dept_id: chosen.post.dept_id,
      role_ids: roleIdsOf(chosen),
      post_id: chosen.post.id,
      create_time: timestamp(),
      revoked_at: null,
      revoke_reason: null,
    });
    return issueTokens(ctx, trx, sessionId, user, chosen);
  });
}
