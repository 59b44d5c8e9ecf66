/** Issue 18: the receivables aging and payables reports' labels and messages, gathered so zh.screens.ts wires them with one import. */
import { FINANCE_REPORT_MESSAGES } from '../../domain/financeReports';

const aging = {
  notDue: '未到期',
  days30: '逾期1-30天',
  days90: '逾期31-90天',
  days180: '逾期91-180天',
  over180: '逾期180天以上',
  total: '未到账合计',
};
const receivableSearch = { partyJia: '业主单位', name: '合同名称', invoiceDate: '开票日期', asOf: '截止日期' };
const payable = { requestOrgName: '请款单位', requestCount: '待付笔数', requestAmount: '请款金额', paidAmount: '已付金额', unpaidAmount: '未付金额', oldestRequestDate: '最早请款日期' };
const payableSearch = { name: '合同名称', requestOrgName: '请款单位', requestDate: '请款日期' };

export const financeReportZh = {
  resources: {
    financeReports: {
      name: '财务报表',
      tabs: { receivablesByContract: '应收账龄（按合同）', receivablesByOwner: '应收账龄（按业主）', payablesByContract: '应付款项（按合同）', payablesByOrg: '应付款项（按请款单位）' },
      totals: '合计',
    },
    financeReceivablesByContract: {
      name: '应收账龄按合同',
      fields: { contractName: '合同名称', contractCode: '合同编号', partyJiaName: '业主单位', invoiceCount: '发票数', ...aging, ...receivableSearch },
    },
    financeReceivablesByOwner: {
      name: '应收账龄按业主',
      fields: { partyJiaName: '业主单位', contractCount: '合同数', invoiceCount: '发票数', ...aging, ...receivableSearch },
    },
    financePayablesByContract: {
      name: '应付款项按合同',
      fields: { contractName: '合同名称', contractKind: '合同类型', ...payable, ...payableSearch },
      kinds: { production: '生产服务合同', resource: '资源方服务合同' },
    },
    financePayablesByOrg: {
      name: '应付款项按请款单位',
      fields: { ...payable, ...payableSearch },
    },
  },
  messages: { financeReport: FINANCE_REPORT_MESSAGES },
} as const;
