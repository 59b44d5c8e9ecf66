/** English twin of resource.zh.ts. */
export const contractResourceEn = {
  resources: {},
  messages: {},
} as const;
