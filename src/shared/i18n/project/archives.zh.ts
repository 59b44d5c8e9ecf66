/**
 * Projects (issue 15), archives: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectArchivesZh = {
  resources: {},
  messages: {},
} as const;
