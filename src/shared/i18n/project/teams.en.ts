/** English twin of teams.zh.ts. */
export const projectTeamsEn = {
  resources: {},
  messages: {},
} as const;
