import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { recordEvent } from '../logs/events';
import { clientIdOf } from '../logs/request';
import { insertAuthLog } from '../repositories/auth-logs';
import { findUserByAccount, findUserByPhone } from '../repositories/users';

function whereFrom(req: FastifyRequest) {
  return {
    client_ip: req.ip.slice(0, 64),
    client_port: req.socket.remotePort ?? 0,
    client_id: clientIdOf(req.headers.authorization),
    user_agent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    create_time: timestamp(),
  };
}

/**
 * The login record of spec 1 §3 / spec 3 §3 (who, when, from where, with which client); never
 * anything secret. A sign-in or sign-out is also a business event of the usual log.
 */
export async function recordAuthEvent(
  db: Executor,
  req: FastifyRequest,
  event: { userId: string; tenantId: string; kind: 'login' | 'logout'; grantType?: string; account?: string },
): Promise<void> {
  await insertAuthLog(db, {
    id: newId(),
    user_id: event.userId,
    tenant_id: event.tenantId,
    kind: event.kind,
    grant_type: event.grantType ?? '',
    account: (event.account ?? '').slice(0, 100),
    success: 1,
    reason: '',
    ...whereFrom(req),
  });
  recordEvent(db, req, { type: event.kind, title: `auth ${event.kind === 'login' ? `oauth/token ${event.grantType ?? ''}`.trim() : 'oauth/logout'}`, userId: event.userId, tenantId: event.tenantId, targetIds: [event.userId] });
}

/**
 * A refused sign-in (wrong password, unknown account, locked, wrong captcha or code, expired
 * organisation…): the account or phone tried and the refusal's message — never the password or code.
 */
export async function recordRefusedSignIn(
  db: Executor,
  req: FastifyRequest,
  attempt: { tenantId: string; grantType: string; account?: string; phone?: string; reason: string },
): Promise<void> {
  const tried = (attempt.account ?? attempt.phone ?? '').slice(0, 100);
  const user = !tried ? undefined : attempt.account !== undefined ? await findUserByAccount(db, tried) : await findUserByPhone(db, tried);
  await insertAuthLog(db, {
    id: newId(),
    user_id: user?.id ?? '',
    tenant_id: attempt.tenantId.slice(0, 12),
    kind: 'login',
    grant_type: attempt.grantType,
    account: tried,
    success: 0,
    reason: attempt.reason.slice(0, 200),
    ...whereFrom(req),
  });
}
