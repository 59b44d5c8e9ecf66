import type { z } from 'zod';
import { firstMessage, validate } from '@shared/domain/validation';
import { badRequest } from './errors';

/** Validates request input with a schema from src/shared; an absent body or query counts as empty. */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.infer<S>> {
  return validate(schema, input ?? {});
}

/** Parses request input; a failure is a 400 naming the first problem in Chinese. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = checkInput(schema, input);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
