/** Finance (issue 17), the merger's: what several finance screens share: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeCommonZh = {
  resources: {},
  messages: {},
} as const;
