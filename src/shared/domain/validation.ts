import { z } from 'zod';

/**
 * Turns a zod failure into one message a person can act on: the first issue's message, which our
 * schemas always write in Chinese. Unknown shapes get a generic Chinese message, never zod's English.
 */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误';
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `缺少必填参数: ${issue.path.join('.') || '请求体'}`;
  }
  return /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : `参数 ${issue.path.join('.') || '请求体'} 格式有误`;
}

/** A required string, trimmed, with the spec's Chinese message when empty. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max === undefined ? base : base.max(max, maxMessage ?? `长度不能超过${max}个字符`);
};
