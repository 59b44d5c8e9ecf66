/** Contracts (issue 16), resource (H4): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractResourceZh = {
  resources: {},
  messages: {},
} as const;
