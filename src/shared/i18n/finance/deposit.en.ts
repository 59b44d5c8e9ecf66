/** English twin of deposit.zh.ts. */
export const financeDepositEn = {
  resources: {},
  messages: {},
} as const;
