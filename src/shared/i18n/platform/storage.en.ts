/** English twin of storage.zh.ts. */
export const platformStorageEn = {
  resources: {},
  messages: {},
} as const;
