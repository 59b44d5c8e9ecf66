import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message of each field, in Chinese as the shared schema writes it. */
export function fieldErrors<F extends string>(schema: z.ZodType, values: unknown): FieldErrors<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return errors;
}
