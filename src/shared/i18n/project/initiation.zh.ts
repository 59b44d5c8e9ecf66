/**
 * Projects (issue 15), initiation: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectInitiationZh = {
  resources: {},
  messages: {},
} as const;
