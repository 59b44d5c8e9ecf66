/** English twin of expense.zh.ts. */
const otherFees = {
  name: 'other expense',
  tab: 'Other expenses',
  fields: {
    contractOwnerId: 'Owner contract',
    yzName: 'Owner contract',
    yzCode: 'Owner contract code',
    yz_currContractAmount: 'Owner contract amount',
    platformFee: 'Platform fee',
    sysFee: 'System service fee',
    bizFee: 'Business fee',
    projectCostFee: 'Project cost',
    productContractAmount: 'Production contracts total',
    resourceContractAmount: 'Resource contracts total',
    otherFeeAmount: 'Other expenses total',
    costSurplus: 'Project cost remaining',
    disburseType: 'Expense type',
    disburseAmount: 'Expense amount',
    disburseAmountBefore: 'Amount before change',
    changeAmount: 'Change',
    disburseDate: 'Expense date',
    disburseExp: 'Explanation',
    payVoucher: 'Payment vouchers',
    remark: 'Remark',
    createUserName: 'Created by',
    createTime: 'Created',
  },
};

const incomes = {
  name: 'income',
  fields: {
    incomeType: 'Income type',
    payCompanyName: 'Payer',
    incomeCompanyId: 'Receiving unit',
    incomeCompanyName: 'Receiving unit',
    incomeBankId: 'Account name',
    incomeBankName: 'Account name',
    incomeBankCard: 'Account number',
    incomeBankOpen: 'Bank',
    incomeDate: 'Received on',
    incomeAmount: 'Amount received',
    incomeVoucher: 'Receipt vouchers',
    remark: 'Remark',
    createUserName: 'Created by',
    createDeptName: 'Department',
    createTime: 'Created',
  },
};

const projectMoney = {
  name: 'Money',
  empty: 'No owner contract on this project yet',
  fields: {
    name: 'Owner contract',
    code: 'Contract code',
    currContractAmount: 'Contract amount',
    invoiceAmount: 'Invoiced',
    arriveAmount: 'Arrived',
    otherFeeAmount: 'Other expenses',
    requestAmount: 'Requested',
    paidAmount: 'Paid',
    costSurplus: 'Project cost remaining',
  },
};

export const financeExpenseEn = {
  resources: { otherFees, incomes, projectMoney },
  messages: {
    financeOtherFee: { amount: '0 < expense amount ≤ project cost remaining', notFound: 'The expense does not exist or was removed' },
    financeIncome: {
      incomeType: 'Choose the income type',
      payCompanyName: 'Enter the payer',
      incomeCompany: 'Choose the receiving unit',
      bankName: 'Choose the account name',
      bankCard: 'Choose the account number',
      bankOpen: 'Enter the bank',
      incomeDate: 'Enter the date received',
      amountRequired: 'Enter the amount received',
      amount: 'The amount must be a valid number with at most two decimals.',
      notFound: 'The income record does not exist or was removed',
    },
  },
} as const;
