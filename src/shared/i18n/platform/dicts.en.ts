/** English twin of dicts.zh.ts. */
export const platformDictsEn = {
  resources: {},
  messages: {},
} as const;
