/**
 * Platform administration (issue 14), dicts: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
export const platformDictsZh = {
  resources: {},
  messages: {},
} as const;
