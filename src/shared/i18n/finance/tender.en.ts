/** English twin of tender.zh.ts. */
export const financeTenderEn = {
  resources: {},
  messages: {},
} as const;
