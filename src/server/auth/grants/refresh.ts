import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { TokenResponse } from '@shared/domain/session';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { OAuthError } from '../../http/errors';
import { findRefreshToken, findSession, markRefreshTokenRotated, revokeSession, setSessionPost } from '../../repositories/sessions';
import { findUserById } from '../../repositories/users';
import { sha256 } from '../digests';
import { choosePost } from '../post-choice';
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

  const tenantId = input.tenant_id || session.tenant_id;
  const sameTenant = tenantId === session.tenant_id;
  const deptId = input.dept_id || (sameTenant ? session.dept_id : undefined);
  const roleId = input.role_id || (sameTenant && deptId === session.dept_id ? session.role_ids : undefined);
  const chosen = await choosePost(ctx.db, user.id, tenantId, { deptId, roleId });

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
