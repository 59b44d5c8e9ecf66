import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { splitUrl } from './request';
import { logWriter } from './writer';

/**
 * Keeps a 5xx's stack in error_log (source server) under a new id and answers the id: the client is
 * shown only the generic message with it. The url is the route's pattern and the path, no query.
 */
export function recordServerError(db: Db | Executor, req: FastifyRequest, err: Error): string {
  const id = newId();
  const now = timestamp();
  logWriter(db).add('error_log', {
    id,
    tenant_id: req.caller?.tenantId ?? '',
    user_id: req.caller?.userId ?? '',
    source: 'server',
    url: `${req.method} ${splitUrl(req.url).path}`.slice(0, 2000),
    time: now,
    type: err.name.slice(0, 40) || 'Error',
    message: err.message.slice(0, 2000),
    stack: (err.stack ?? err.message).slice(0, 8000),
    info: `route ${req.routeOptions.url ?? '(no route)'}`.slice(0, 2000),
    create_time: now,
  });
  return id;
}
