/** English twin of experts.zh.ts. */
export const projectExpertsEn = {
  resources: {},
  messages: {},
} as const;
