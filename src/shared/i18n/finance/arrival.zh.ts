/** Finance (issue 17), H3: owner and platform arrivals and their write-off: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeArrivalZh = {
  resources: {},
  messages: {},
} as const;
