/** English twin of details.zh.ts. */
export const contractDetailsEn = {
  resources: {},
  messages: {},
} as const;
