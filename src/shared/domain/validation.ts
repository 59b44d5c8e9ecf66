import { z } from 'zod';
import { badParam, MESSAGES, missingParam, REQUEST_MESSAGES } from '../messages';
import { maxLengthMessage } from './rules';

/**
 * Validates input with `reportInput`, so firstMessage can tell a missing field from a present but
 * malformed one. The server's routes and the core's bridge methods both check input through this.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.infer<S>> {
  return schema.safeParse(input, { reportInput: true }) as z.ZodSafeParseResult<z.infer<S>>;
}

/**
 * Turns a zod failure into one message a person can act on: the first issue's message, which our
 * schemas write in Chinese. Issues zod worded itself get a generic Chinese message, never English.
 */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.badRequest;
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  const where = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (!where) return missing ? REQUEST_MESSAGES.missingBody : REQUEST_MESSAGES.badBody;
  return missing ? missingParam(where) : badParam(where);
}

/** A required string, trimmed, with the spec's Chinese message when empty. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max === undefined ? base : base.max(max, maxMessage ?? maxLengthMessage(max));
};
