/** English twin of arrival.zh.ts. */
export const financeArrivalEn = {
  resources: {},
  messages: {},
} as const;
