/** Contracts (issue 16), platform (H2): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const contractPlatformZh = {
  resources: {},
  messages: {},
} as const;
