/** Finance (issue 17), H2: owner and platform invoices, the invoice summary: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { INVOICE_MESSAGES } from '../../domain/invoice';

const fields = {
  contractOwnerId: '业主项目合同',
  contractPlatformId: '平台/项目管理合同',
  yzName: '业主项目合同',
  yzCode: '业主合同编号',
  ptName: '平台/项目管理合同',
  ptCode: '平台合同编号',
  name: '发票名称',
  code: '发票编号',
  status: '发票状态',
  currInvoiceAmount: '本发票开票金额',
  currArrivedAmount: '本发票已到账金额',
  currUnArriveAmount: '本发票未到账金额',
  invoiceDate: '开票日期',
  receiptDate: '预计回款日期',
  type: '发票类型',
  taxRate: '税率',
  taxes: '税额',
  content: '发票内容',
  nums: '发票号码',
  attach: '发票附件',
  remark: '备注',
  contractAmount: '合同金额',
  invoiceAmount: '已开票总额',
  unInvoiceAmount: '未开票总额',
  maxAvailable: '本发票最大可开金额',
  invoiceRate: '开票比例',
  invoiceArrivedAmount: '开票已到账金额',
  invoiceArrivedRate: '开票到账比例',
  invoiceUnArrivedAmount: '开票未到账金额',
  invoiceUnArrivedRate: '开票未到账比例',
  arrivedAmount: '已到账总额',
  unArrivedAmount: '未到账总额',
  createUserName: '创建人',
  createTime: '创建时间',
} as const;

const actions = { supplement: '补充', summary: '开票汇总', void: '作废', voidConfirm: '作废后该发票金额不再计入已开票总额，且不能再修改或删除，确定作废？' };

export const financeInvoiceZh = {
  resources: {
    ownerInvoices: { name: '业主发票', tab: '业主发票', fields, actions },
    platformInvoices: { name: '平台发票', tab: '平台发票', fields: { ...fields, currInvoiceAmount: '本次开票金额' }, actions },
    invoiceSupplement: { name: '补充发票信息', fields: { nums: '发票号码', attach: '发票附件' } },
  },
  messages: { financeInvoice: INVOICE_MESSAGES },
} as const;
