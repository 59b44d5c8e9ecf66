/** English twin of publications.zh.ts. */
export const projectPublicationsEn = {
  resources: {},
  messages: {},
} as const;
