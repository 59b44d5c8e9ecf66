/** Contracts (issue 16), mine (H6): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractMineZh = {
  resources: {},
  messages: {},
} as const;
