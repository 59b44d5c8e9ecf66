/**
 * Platform administration (issue 14), logs: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
export const platformLogsZh = {
  resources: {},
  messages: {},
} as const;
