import { z } from 'zod';

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
  if (!issue) return '请求参数有误';
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  const where = issue.path.join('.') || '请求体';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `缺少必填参数: ${where}`;
  return `参数 ${where} 格式有误`;
}

/** A required string, trimmed, with the spec's Chinese message when empty. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max === undefined ? base : base.max(max, maxMessage ?? `长度不能超过${max}个字符`);
};
