/** Contracts (issue 16), owner (H1): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractOwnerZh = {
  resources: {},
  messages: {},
} as const;
