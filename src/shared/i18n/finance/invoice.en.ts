/** English twin of invoice.zh.ts. */
export const financeInvoiceEn = {
  resources: {},
  messages: {},
} as const;
