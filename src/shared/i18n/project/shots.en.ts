/** English twin of shots.zh.ts. */
export const projectShotsEn = {
  resources: {},
  messages: {},
} as const;
