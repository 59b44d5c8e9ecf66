/** Contracts (issue 16), details (H5): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractDetailsZh = {
  resources: {},
  messages: {},
} as const;
