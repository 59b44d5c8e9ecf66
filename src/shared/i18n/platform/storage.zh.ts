/**
 * Platform administration (issue 14), storage: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
export const platformStorageZh = {
  resources: {},
  messages: {},
} as const;
