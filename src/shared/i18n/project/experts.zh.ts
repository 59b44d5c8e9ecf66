/**
 * Projects (issue 15), experts: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectExpertsZh = {
  resources: {},
  messages: {},
} as const;
