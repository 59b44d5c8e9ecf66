/** Contract and finance dictionaries (spec 2 and 3). Values the spec leaves open: docs/decisions-server.md. */
import { dictionary } from './types';

export const CONTRACT_DICTIONARIES = [
  dictionary('htzt', '合同状态', 'Contract status', [
    ['1', '未签订', 'Not signed'],
    ['2', '已签订', 'Signed'],
    ['3', '已暂停', 'Suspended'],
    ['4', '已作废', 'Voided'],
    ['5', '已归档', 'Archived'],
  ]),
  dictionary('fpzt', '发票状态', 'Invoice status', [
    ['1', '已开票', 'Invoiced'],
    ['2', '部分到账', 'Partly received'],
    ['3', '全部到账', 'Fully received'],
    ['4', '已作废', 'Voided'],
  ]),
  // The remark is the tax rate the invoice form applies (spec 2 §5).
  dictionary('fplx', '发票类型', 'Invoice type', [
    ['1', '增值税专用发票（6%）', 'VAT special invoice (6%)', '0.06'],
    ['2', '增值税普通发票（6%）', 'VAT ordinary invoice (6%)', '0.06'],
    ['3', '增值税专用发票（9%）', 'VAT special invoice (9%)', '0.09'],
    ['4', '增值税普通发票（9%）', 'VAT ordinary invoice (9%)', '0.09'],
    ['5', '增值税专用发票（3%）', 'VAT special invoice (3%)', '0.03'],
    ['6', '增值税普通发票（3%）', 'VAT ordinary invoice (3%)', '0.03'],
    ['7', '增值税普通发票（1%）', 'VAT ordinary invoice (1%)', '0.01'],
  ]),
  dictionary('fpnr', '发票内容', 'Invoice content', [
    ['1', '设计费', 'Design fee'],
    ['2', '勘察费', 'Survey fee'],
    ['3', '工程咨询费', 'Engineering consulting fee'],
    ['4', '技术服务费', 'Technical service fee'],
    ['5', '项目管理费', 'Project management fee'],
  ]),
  dictionary('zclx', '支出类型', 'Expense type', [
    ['1', '差旅费', 'Travel'],
    ['2', '业务招待费', 'Business entertainment'],
    ['3', '评审费', 'Review fee'],
    ['4', '图文制作费', 'Printing and graphics'],
    ['5', '办公费', 'Office expenses'],
    ['6', '其他支出', 'Other expenses'],
  ]),
  dictionary('dzhx', '到账核销状态', 'Receipt write-off status', [
    ['0', '未核销', 'Not written off'],
    ['1', '已核销', 'Written off'],
  ]),
  dictionary('bdzt', '投标状态', 'Bid status', [
    ['1', '无需招标', 'No tender needed'],
    ['2', '待招标', 'Awaiting tender'],
    ['3', '招标中', 'Tender open'],
    ['4', '新建投标', 'New bid'],
    ['5', '未中标（可重新投标）', 'Not won (may bid again)'],
    ['6', '重新投标', 'Bidding again'],
    ['7', '已中标（平台单位）', 'Won (platform unit)'],
    ['8', '已中标（其他单位）', 'Won (another unit)'],
  ]),
  dictionary('bzjzt', '保证金状态', 'Deposit status', [
    ['0', '未缴纳', 'Not paid'],
    ['1', '已缴纳', 'Paid'],
    ['2', '部分退还', 'Partly refunded'],
    ['3', '已退还', 'Refunded'],
  ]),
  dictionary('bzjlx', '保证金类型', 'Deposit type', [
    ['1', '投标保证金', 'Bid bond'],
    ['2', '履约保证金', 'Performance bond'],
    ['3', '质量保证金', 'Quality bond'],
  ]),
  dictionary('fbhtlx', '分包合同类型', 'Subcontract type', [
    ['1', '设计分包', 'Design subcontract'],
    ['2', '勘察分包', 'Survey subcontract'],
    ['3', '施工图审查', 'Construction drawing review'],
    ['4', '图文出版', 'Drawing publication'],
    ['5', '技术咨询', 'Technical consulting'],
  ]),
  dictionary('qkfkzt', '请款付款状态', 'Payment request status', [
    ['0', '待付款', 'Awaiting payment'],
    ['1', '部分付款', 'Partly paid'],
    ['2', '已付款', 'Paid'],
    ['3', '已驳回', 'Rejected'],
  ]),
  dictionary('srlx', '收入类型', 'Income type', [
    ['1', '合作费收入', 'Cooperation fee income'],
    ['2', '平台服务费收入', 'Platform service fee income'],
    ['3', '咨询服务收入', 'Consulting income'],
    ['4', '其他收入', 'Other income'],
  ]),
  dictionary('xyzt', '协议状态', 'Agreement status', [
    ['0', '未签订', 'Not signed'],
    ['1', '已签订', 'Signed'],
    ['2', '已到期', 'Expired'],
  ]),
  dictionary('xylx', '协议类型', 'Agreement type', [
    ['1', '框架合作协议', 'Framework cooperation agreement'],
    ['2', '注册协议', 'Registration agreement'],
    ['3', '隐私政策', 'Privacy policy'],
  ]),
];
