/**
 * Projects (issue 15), teams: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectTeamsZh = {
  resources: {},
  messages: {},
} as const;
