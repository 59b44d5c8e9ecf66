import type { FastifyRequest } from 'fastify';
import { HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import { MESSAGES } from '@shared/messages';
import { verifyAccessToken } from '../auth/access-token';
import type { AppContext } from '../context';
import { findSession } from '../repositories/sessions';
import type { Caller } from './caller';
import { HttpError } from './errors';

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `Blade-Auth: bearer <jwt>`: a missing or forged token is 401, an expired one 412 (the client then
 * refreshes once and replays). The session is looked up on every call so logout takes effect at once.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Caller> {
  const raw = header(req, HEADER_TOKEN)?.trim();
  if (!raw) throw new HttpError(401, MESSAGES.tokenMissing);
  const token = raw.replace(/^bearer\s+/i, '');
  const result = await verifyAccessToken(token, ctx.config.tokenSecret);
  if (!result.ok) throw new HttpError(result.reason === 'expired' ? 412 : 401, MESSAGES.sessionExpired);

  const { claims } = result;
  const session = await findSession(ctx.db, claims.sessionId);
  if (!session || session.revoked_at || session.user_id !== claims.userId) throw new HttpError(401, MESSAGES.sessionExpired);

  if (header(req, HEADER_TENANT)?.trim() !== claims.tenantId) throw new HttpError(403, MESSAGES.tenantMismatch);

  return {
    userId: claims.userId,
    tenantId: claims.tenantId,
    deptId: claims.deptId,
    roleIds: claims.roleId.split(',').filter(Boolean),
    orgCategory: claims.orgCategory,
    sessionId: claims.sessionId,
  };
}
