/** English twin of production.zh.ts. */
export const contractProductionEn = {
  resources: {},
  messages: {},
} as const;
