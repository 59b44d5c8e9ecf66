/** English twin of owner.zh.ts. */
export const contractOwnerEn = {
  resources: {},
  messages: {},
} as const;
