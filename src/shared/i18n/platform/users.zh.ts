/**
 * Platform administration (issue 14), users: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
export const platformUsersZh = {
  resources: {},
  messages: {},
} as const;
