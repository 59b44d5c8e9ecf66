/** English twin of logs.zh.ts. */
export const platformLogsEn = {
  resources: {},
  messages: {},
} as const;
