/** Finance (issue 17), H4: other expenses, income, the project page's money: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { INCOME_MESSAGES } from '../../domain/financeIncome';
import { OTHER_FEE_MESSAGES } from '../../domain/financeOtherFee';

const { change: _sharedChange, select: _sharedSelect, text: _sharedText, ...otherFeeOwnMessages } = OTHER_FEE_MESSAGES;

const otherFees = {
  name: '其他支出',
  tab: '其他支出',
  fields: {
    contractOwnerId: '业主项目合同',
    yzName: '业主项目合同',
    yzCode: '业主合同编号',
    yz_currContractAmount: '业主合同金额',
    platformFee: '平台管理费',
    sysFee: '系统服务费',
    bizFee: '业务费',
    projectCostFee: '项目成本费',
    productContractAmount: '生产服务合同总额',
    resourceContractAmount: '资源方服务合同总额',
    otherFeeAmount: '其他支出总额',
    costSurplus: '项目成本费剩余总额',
    disburseType: '支出类型',
    disburseAmount: '支出金额',
    disburseAmountBefore: '变更前支出金额',
    changeAmount: '本次变更金额',
    disburseDate: '支出日期',
    disburseExp: '支出说明',
    payVoucher: '支付凭证',
    remark: '备注',
    createUserName: '创建人',
    createTime: '创建时间',
  },
};

const incomes = {
  name: '收入管理',
  fields: {
    incomeType: '收入类型',
    payCompanyName: '付款单位',
    incomeCompanyId: '收款单位',
    incomeCompanyName: '收款单位',
    incomeBankId: '收款银行户名',
    incomeBankName: '收款银行户名',
    incomeBankCard: '收款账号',
    incomeBankOpen: '收款开户行',
    incomeDate: '收款日期',
    incomeAmount: '收款金额',
    incomeVoucher: '收款凭证',
    remark: '备注',
    createUserName: '创建人',
    createDeptName: '创建部门',
    createTime: '创建时间',
  },
};

const projectMoney = {
  name: '资金',
  empty: '本项目暂无业主项目合同',
  fields: {
    name: '业主项目合同',
    code: '合同编号',
    currContractAmount: '合同金额',
    invoiceAmount: '已开票金额',
    arriveAmount: '已到账金额',
    otherFeeAmount: '其他支出',
    requestAmount: '已请款金额',
    paidAmount: '已付款金额',
    costSurplus: '项目成本费剩余总额',
  },
};

export const financeExpenseZh = {
  resources: { otherFees, incomes, projectMoney },
  messages: { financeOtherFee: otherFeeOwnMessages, financeIncome: INCOME_MESSAGES },
} as const;
