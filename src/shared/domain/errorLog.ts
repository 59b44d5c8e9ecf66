import { z } from 'zod';

/** One entry of the local error log (spec 1 §3 "Log entry"). */
export interface ErrorLogEntry {
  url: string;
  /** yyyy-MM-dd HH:mm:ss */
  time: string;
  /** Where it came from: error, unhandledrejection, main, route… */
  type: string;
  message: string;
  stack: string;
  info: string;
}

export const ERROR_LOG_MESSAGES = {
  sent: '发送成功!',
  cleared: '清空成功!',
  empty: '没有可上传的日志',
  tooMany: '一次最多上传200条日志',
} as const;

/** The most entries kept locally and sent at once; older entries drop off first. */
export const ERROR_LOG_LIMIT = 200;

const text = (max: number) => z.string().max(100_000).transform((s) => s.slice(0, max));

/** What the renderer hands the core: times are the core's own, the rest is clipped to size. */
export const errorLogInputSchema = z.object({
  url: text(2000).default(''),
  type: text(40).default('error'),
  message: text(2000).default(''),
  stack: text(8000).default(''),
  info: text(2000).default(''),
});
export type ErrorLogInput = z.input<typeof errorLogInputSchema>;

/** POST error-log/upload. */
export const errorLogUploadSchema = z.object({
  logs: z
    .array(
      z.object({
        url: z.string().max(2000),
        time: z.string().max(19),
        type: z.string().max(40),
        message: z.string().max(2000),
        stack: z.string().max(8000),
        info: z.string().max(2000),
      }),
    )
    .min(1, ERROR_LOG_MESSAGES.empty)
    .max(ERROR_LOG_LIMIT, ERROR_LOG_MESSAGES.tooMany),
});
