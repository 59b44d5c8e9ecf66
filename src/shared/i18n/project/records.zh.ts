/**
 * Projects (issue 15), records: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectRecordsZh = {
  resources: {},
  messages: {},
} as const;
