import { z } from 'zod';
import { MODULES } from '@shared/api/modules';
import { fillCallPath } from './pathCall';
import { CORE_MESSAGES } from '@shared/messages';

/**
 * What the renderer may ask the gateway for. Paths are relative, plain segments only, so a
 * compromised page cannot steer the session's token to another host or climb out of /api. A
 * `{name}` segment is a path parameter: its value must be among the call's parameters and fill
 * one segment (pathCall.ts), or the call is refused here, before the cache or the outbox keeps it.
 */
export const apiCallSchema = z
  .object({
    module: z.enum(MODULES),
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^([A-Za-z0-9_\-.]+|\{[A-Za-z_][A-Za-z0-9_]*\})(\/([A-Za-z0-9_\-.]+|\{[A-Za-z_][A-Za-z0-9_]*\}))*$/)
      .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), CORE_MESSAGES.apiPathInvalid),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    query: z.record(z.string(), z.unknown()).optional(),
    body: z.unknown().optional(),
    form: z.record(z.string(), z.string()).optional(),
    idempotencyKey: z.string().min(8).max(100).optional(),
  })
  .strict()
  .superRefine((call, ctx) => {
    const filled = fillCallPath(call);
    if (!filled.ok) ctx.addIssue({ code: 'custom', path: ['path'], message: filled.message });
  });
