/**
 * The usual log: business events (sign-in and sign-out, grant and status changes, removals),
 * queued after the change succeeded and written with the next batch (writer.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { UsualLogType } from '@shared/domain/logs';
import type { Db, Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { logWriter } from './writer';

export interface UsualEvent {
  type: UsualLogType;
  /** What was done, language-neutral: the resource and the call (`notice notice/remove`). */
  title: string;
  targetIds?: readonly string[];
  /** A short detail that holds nothing secret (the new status). */
  detail?: string;
  /** Who and where, when the request has no caller yet (sign-in). */
  userId?: string;
  tenantId?: string;
}

export function recordEvent(db: Db | Executor, req: FastifyRequest | undefined, event: UsualEvent): void {
  logWriter(db).add('usual_log', {
    id: newId(),
    tenant_id: event.tenantId ?? req?.caller?.tenantId ?? '',
    user_id: event.userId ?? req?.caller?.userId ?? '',
    type: event.type,
    title: event.title.slice(0, 200),
    target_ids: (event.targetIds ?? []).join(',').slice(0, 2000),
    detail: (event.detail ?? '').slice(0, 500),
    client_ip: req?.ip.slice(0, 64) ?? '',
    create_time: timestamp(),
  });
}

/** The title of a call of the catalogue: `<resource> <path>`. */
export function callTitle(resource: string, endpoint: { path: string }): string {
  return `${resource} ${endpoint.path}`;
}
