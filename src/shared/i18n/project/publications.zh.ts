/**
 * Projects (issue 15), publications: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectPublicationsZh = {
  resources: {},
  messages: {},
} as const;
