import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/messages';
import { HttpError } from './errors';

/** The signed-in person behind a request, read from a valid access token of a live session. */
export interface Caller {
  userId: string;
  tenantId: string;
  deptId: string;
  roleIds: string[];
  orgCategory: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Reachable without an access token (still needs the client credentials). */
    public?: boolean;
  }
}

export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new HttpError(401, MESSAGES.tokenMissing);
  return req.caller;
}
