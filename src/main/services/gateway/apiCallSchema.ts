import { z } from 'zod';
import { MODULES } from '@shared/api/modules';
import { CORE_MESSAGES } from '@shared/messages';

/**
 * What the renderer may ask the gateway for. Paths are relative, plain segments only, so a
 * compromised page cannot steer the session's token to another host or climb out of /api.
 */
export const apiCallSchema = z
  .object({
    module: z.enum(MODULES),
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)*$/)
      .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), CORE_MESSAGES.apiPathInvalid),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    query: z.record(z.string(), z.unknown()).optional(),
    body: z.unknown().optional(),
    form: z.record(z.string(), z.string()).optional(),
    idempotencyKey: z.string().min(8).max(100).optional(),
  })
  .strict();
