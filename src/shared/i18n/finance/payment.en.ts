/** English twin of payment.zh.ts. */
export const financePaymentEn = {
  resources: {},
  messages: {},
} as const;
