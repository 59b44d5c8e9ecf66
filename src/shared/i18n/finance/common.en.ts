/** English twin of common.zh.ts. */
export const financeCommonEn = {
  resources: {},
  messages: {},
} as const;
