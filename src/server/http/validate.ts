import type { z } from 'zod';
import { firstMessage } from '@shared/domain/validation';
import { badRequest } from './errors';

/** Parses request input with a schema from src/shared; a failure is a 400 naming the first problem in Chinese. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
