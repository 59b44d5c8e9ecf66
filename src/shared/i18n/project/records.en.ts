/** English twin of records.zh.ts. */
export const projectRecordsEn = {
  resources: {},
  messages: {},
} as const;
