/** Finance (issue 17), H4: other expenses, income, the project page's money: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
export const financeExpenseZh = {
  resources: {},
  messages: {},
} as const;
