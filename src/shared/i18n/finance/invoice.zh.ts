/** Finance (issue 17), H2: owner and platform invoices, the invoice summary: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeInvoiceZh = {
  resources: {},
  messages: {},
} as const;
