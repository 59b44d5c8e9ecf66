import type { z } from 'zod';
import { firstMessage } from '@shared/domain/validation';
import { badRequest } from './errors';

/**
 * Validates request input with a schema from src/shared. `reportInput` lets firstMessage tell a
 * missing field (缺少必填参数) from a present but malformed one (the schema's own Chinese message).
 */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.infer<S>> {
  return schema.safeParse(input ?? {}, { reportInput: true }) as z.ZodSafeParseResult<z.infer<S>>;
}

/** Parses request input; a failure is a 400 naming the first problem in Chinese. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = checkInput(schema, input);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
