/** English twin of mine.zh.ts. */
export const contractMineEn = {
  resources: {},
  messages: {},
} as const;
