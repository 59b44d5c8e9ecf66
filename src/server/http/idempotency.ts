/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field") for authenticated writes:
 * the first request with a key is handled and its successful answer stored for the organisation
 * and person; a repeat with the same request gets that answer again (Idempotent-Replayed: true)
 * instead of a second record. The same key with another request is 422, a repeat while the first
 * is still being handled is 409. Refusals are not stored, so a corrected request may reuse the key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY } from '@shared/api/headers';
import { idempotencyKeySchema, OFFLINE_MESSAGES } from '@shared/domain/offline';
import { sha256 } from '../auth/digests';
import type { AppContext } from '../context';
import { timestamp } from '../db/time';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  dropIdempotencyKeyIfOlder,
  findIdempotencyKey,
  purgeIdempotencyKeys,
  releaseIdempotencyKey,
  type IdempotencyScope,
} from '../repositories/idempotency-keys';
import { HttpError } from './errors';

export const REPLAYED_HEADER = 'idempotent-replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A first request still "in flight" after this long was cut off by a crash; its key may be claimed again. */
const ABANDONED_AFTER_SECONDS = 300;
/** Expired keys are swept at most this often (or once per lifetime, when that is shorter), piggybacking on keyed requests. */
const PURGE_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyScope | null;
  }
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprintOf(req: FastifyRequest, path: string): string {
  return sha256(canonical([req.method, path, req.query ?? {}, req.body ?? null]));
}

function keyHeader(req: FastifyRequest): string | undefined {
  const value = req.headers[HEADER_IDEMPOTENCY];
  return Array.isArray(value) ? value[0] : value;
}

function secondsAgo(seconds: number): string {
  return timestamp(new Date(Date.now() - seconds * 1000));
}

export function installIdempotency(app: FastifyInstance, ctx: AppContext, reportInternal: (message: string) => void): void {
  let lastPurge = 0;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const raw = keyHeader(req);
    // Public calls (oauth/token) are never replayed: a token answer must not be handed out twice.
    if (raw === undefined || !WRITE_METHODS.has(req.method) || !req.caller) return;
    const parsed = idempotencyKeySchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, OFFLINE_MESSAGES.idempotencyKeyFormat);

    const scope: IdempotencyScope = { tenantId: req.caller.tenantId, userId: req.caller.userId, key: parsed.data };
    const path = new URL(req.url, 'http://server').pathname;
    const fingerprint = fingerprintOf(req, path);
    const expiredBefore = secondsAgo(ctx.config.idempotencyTtl);

    if (Date.now() - lastPurge > Math.min(PURGE_EVERY_MS, ctx.config.idempotencyTtl * 1000)) {
      lastPurge = Date.now();
      await purgeIdempotencyKeys(ctx.db, expiredBefore);
    }

    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claimIdempotencyKey(ctx.db, scope, { fingerprint, method: req.method, path }, timestamp())) {
        req.idempotency = scope;
        return;
      }
      const held = await findIdempotencyKey(ctx.db, scope);
      if (!held) continue; // released between the two statements: claim again
      if (held.create_time < expiredBefore) {
        await dropIdempotencyKeyIfOlder(ctx.db, scope, expiredBefore, false);
        continue;
      }
      if (held.fingerprint !== fingerprint) throw new HttpError(422, OFFLINE_MESSAGES.idempotencyKeyReused);
      if (held.status === null) {
        const abandonedBefore = secondsAgo(ABANDONED_AFTER_SECONDS);
        if (held.create_time < abandonedBefore) {
          await dropIdempotencyKeyIfOlder(ctx.db, scope, abandonedBefore, true);
          continue;
        }
        throw new HttpError(409, OFFLINE_MESSAGES.idempotencyInFlight);
      }
      return replay(reply, held.status, held.content_type, held.body);
    }
    throw new HttpError(409, OFFLINE_MESSAGES.idempotencyInFlight);
  });

  // onSend sees the answer before it is written, so it is stored even if the client is gone by then.
  app.addHook('onSend', async (req, reply, payload) => {
    const scope = req.idempotency;
    if (!scope) return payload;
    req.idempotency = null;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        await completeIdempotencyKey(ctx.db, scope, { status: reply.statusCode, contentType, body: payload }, timestamp());
      } else {
        await releaseIdempotencyKey(ctx.db, scope);
      }
    } catch (error) {
      reportInternal(`idempotency key not stored: ${(error as Error).message}`);
    }
    return payload;
  });
}

function replay(reply: FastifyReply, status: number, contentType: string | null, body: string | null) {
  return reply
    .code(status)
    .header('content-type', contentType ?? 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(body ?? '');
}
