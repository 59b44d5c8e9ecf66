/** English twin of archives.zh.ts. */
export const projectArchivesEn = {
  resources: {},
  messages: {},
} as const;
