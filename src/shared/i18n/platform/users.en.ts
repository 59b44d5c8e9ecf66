/** English twin of users.zh.ts. */
export const platformUsersEn = {
  resources: {},
  messages: {},
} as const;
