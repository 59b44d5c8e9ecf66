/** English twin of initiation.zh.ts. */
export const projectInitiationEn = {
  resources: {},
  messages: {},
} as const;
