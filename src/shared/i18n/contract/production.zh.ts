/** Contracts (issue 16), production (H3): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractProductionZh = {
  resources: {},
  messages: {},
} as const;
