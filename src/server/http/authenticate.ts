import type { FastifyRequest } from 'fastify';
import { HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { MEMBER_MESSAGES } from '@shared/domain/member';
import { MESSAGES } from '@shared/messages';
import { verifyAccessToken } from '../auth/access-token';
import type { AppContext } from '../context';
import { findSessionForCall } from '../repositories/sessions';
import type { Caller } from './caller';
import { HttpError } from './errors';

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `Blade-Auth: bearer <jwt>`: a missing or forged token is 401, an expired one 412 (the client then
 * refreshes once and replays). The session is looked up on every call, with its post and person in
 * the same query, so logout, a switch to another organisation, removal or freezing of the post and
 * a disabled account take effect at the next call: nothing is cached that could go stale. The
 * caller's roles are read from the post on every call, so grants and revocations need no new session.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Caller> {
  const raw = header(req, HEADER_TOKEN)?.trim();
  if (!raw) throw new HttpError(401, MESSAGES.tokenMissing);
  const token = raw.replace(/^bearer\s+/i, '');
  const result = await verifyAccessToken(token, ctx.config.tokenSecret);
  if (!result.ok) throw new HttpError(result.reason === 'expired' ? 412 : 401, MESSAGES.sessionExpired);

  const { claims } = result;
  // A token from before tokens named their post: expired, so the client renews it once.
  if (!claims.postId) throw new HttpError(412, MESSAGES.sessionExpired);
  const session = await findSessionForCall(ctx.db, claims.sessionId);
  if (!session || session.revoked_at || session.user_id !== claims.userId) throw new HttpError(401, MESSAGES.sessionExpired);
  if (session.user_status !== 1) throw new HttpError(401, AUTH_MESSAGES.userDisabled);
  // The session moved to another post (switch): the old token is spent.
  if (claims.postId !== session.post_id) throw new HttpError(401, MESSAGES.sessionExpired);
  // The post was frozen or removed: a refusal of its own, so the client moves to another organisation.
  if (session.join_status !== 'JOINED') throw new HttpError(401, MEMBER_MESSAGES.membershipEnded);
  // Roles are the post's as they are now: a role granted or revoked applies at the next call.
  const roles = (session.post_role_ids ?? '').split(',').filter(Boolean);

  if (header(req, HEADER_TENANT)?.trim() !== claims.tenantId) throw new HttpError(403, MESSAGES.tenantMismatch);

  return {
    userId: claims.userId,
    tenantId: claims.tenantId,
    deptId: session.post_dept_id ?? claims.deptId,
    roleIds: roles,
    orgCategory: claims.orgCategory,
    sessionId: claims.sessionId,
  };
}
