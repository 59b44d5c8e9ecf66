/** Finance (issue 17), H3: owner and platform arrivals and their write-off: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { ARRIVAL_MESSAGES } from '../../domain/financeArrival';

const fields = {
  contractOwnerId: '业主项目合同',
  contractPlatformId: '平台合同',
  contractName: '合同名称',
  contractCode: '合同编号',
  contractAmount: '合同金额',
  yzName: '业主项目合同',
  yzCode: '业主合同编号',
  ptName: '平台合同',
  ptCode: '平台合同编号',
  name: '合同名称',
  invoiceId: '关联发票',
  invoiceName: '关联发票',
  fpStatus: '发票状态',
  currInvoiceAmount: '本发票开票金额',
  currUnArriveAmount: '本发票未到账金额',
  arriveAmount: '本次到账金额',
  currArriveRate: '本次到账比例',
  totalArriveRate: '累计到账比例',
  arriveDate: '到账日期',
  partyJiaName: '付款单位',
  partyYiName: '收款单位',
  bankCardId: '收款银行户名',
  accName: '收款银行户名',
  bankAcc: '收款账号',
  openBank: '收款开户行',
  status: '核销状态',
  writeOffDate: '核销时间',
  remark: '备注',
  receiptVoucher: '到账凭证',
  createUserName: '创建人',
  createTime: '创建时间',
} as const;

const summary = {
  contractAmount: '合同金额',
  invoiceAmount: '已开票金额',
  arrivedAmount: '已到账金额',
  arriveRate: '到账比例',
  unArrivedAmount: '已开票未到账金额',
  writtenOffAmount: '已核销金额',
} as const;

const arrivals = {
  fields,
  summary,
  actions: { writeOff: '核销', writeOffConfirm: '核销后该到账不能再编辑或删除，确定核销？' },
  unArrived: '未到账',
};

export const financeArrivalZh = {
  resources: {
    ownerArrivals: { ...arrivals, name: '业主到账', tab: '到账' },
    platformArrivals: { ...arrivals, name: '平台到账', tab: '到账' },
  },
  messages: { financeArrival: ARRIVAL_MESSAGES },
} as const;
