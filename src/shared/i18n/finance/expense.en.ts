/** English twin of expense.zh.ts. */
export const financeExpenseEn = {
  resources: {},
  messages: {},
} as const;
