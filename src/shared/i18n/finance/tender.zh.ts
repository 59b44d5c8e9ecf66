/** Finance (issue 17), H6: tenders and bid feedback: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeTenderZh = {
  resources: {},
  messages: {},
} as const;
