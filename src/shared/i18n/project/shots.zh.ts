/**
 * Projects (issue 15), shots: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectShotsZh = {
  resources: {},
  messages: {},
} as const;
