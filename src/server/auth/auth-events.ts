import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertAuthLog } from '../repositories/auth-logs';

/** The login record of spec 1 §3 (who, when, from where); never anything secret. */
export async function recordAuthEvent(
  db: Executor,
  req: FastifyRequest,
  event: { userId: string; tenantId: string; kind: 'login' | 'logout'; grantType?: string },
): Promise<void> {
  await insertAuthLog(db, {
    id: newId(),
    user_id: event.userId,
    tenant_id: event.tenantId,
    kind: event.kind,
    grant_type: event.grantType ?? '',
    client_ip: req.ip,
    client_port: req.socket.remotePort ?? 0,
    user_agent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    create_time: timestamp(),
  });
}
