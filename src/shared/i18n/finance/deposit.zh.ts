/** Finance (issue 17), H7: cooperation fees, bid deposits and their refunds: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeDepositZh = {
  resources: {},
  messages: {},
} as const;
