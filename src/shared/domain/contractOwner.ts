/**
 * The owner project contract (spec 2 §3 "Owner project contract", §5; issue 16). The API record every
 * screen reads is declared here first; its schemas, messages and formulas follow in this file.
 * Money is text with two decimals, ratios percentages with two decimals (contractMoney.ts).
 */
import type { ArchiveAttachment } from './projectArchive';
import type { ContractParty, ContractStatus } from './contract';

/** An associated project (projectList): an initiated project of the organisation. */
export interface ContractProjectRef {
  projectId: string;
  /** Answered by the server; ignored in a body. */
  projectName?: string;
  projectCode?: string;
}

export interface OwnerContract {
  id: string;
  tenantId: string;
  /** The recording organisation's name (what a party reading it sees first). */
  tenantName: string;
  kind: 'owner';
  code: string;
  name: string;
  oldName: string;
  /** 1: the designer signs directly with the owner; 0: signed by the platform unit with the owner. */
  isDirect: 0 | 1;
  isConsortium: 0 | 1;
  projectList: ContractProjectRef[];
  /** xmhy key (children of 70), and other industries comma-joined. */
  mainIndustry: string;
  otherIndustry: string;
  regionCode: string;
  addr: string;
  scale: string;
  statusContract: ContractStatus;
  /** Party A: the owner unit (yz). */
  partyJia?: ContractParty;
  /** Party B: the platform unit (pt), or the members of a consortium (isConsortium 1) in order. */
  partyYi?: ContractParty | ContractParty[];
  partyJiaOld?: ContractParty;
  partyYiOld?: ContractParty | ContractParty[];
  signDate: string;
  jiananFee: string;
  jiananFeeRatio: string;
  surveyRate: string;
  surveyFee: string;
  designRate: string;
  designFee: string;
  surveyTotalFee: string;
  currContractAmount: string;
  /** The amount before the last modify ('0.00' before any). */
  currContractAmountBefore: string;
  contractAmountRatio: string;
  platformFeeRatio: string;
  platformFee: string;
  sysFeeRatio: string;
  sysFee: string;
  bizFeeRatio: string;
  bizFee: string;
  projectCostFee: string;
  exPlatformFee: string;
  exProjectFee: string;
  /** Totals of the contracts that divide it, counting signed, paused and archived (COUNTED_STATUSES). */
  productContractAmount: string;
  resourceContractAmount: string;
  platformContractAmount: string;
  projectContractAmount: string;
  basicContractAmount: string;
  /** Other expenses (the finance issue); '0.00' until then. */
  otherAmount: string;
  /** 支付类合计总额: what production and resource contracts and other expenses reserve (not voided). */
  payTotalAmount: string;
  /** projectCostFee − payTotalAmount (项目成本费剩余总额). */
  costSurplus: string;
  /** Invoice and arrival totals (the finance issue); '0.00' until then. */
  currInvoiceAmount: string;
  invoiceRate: string;
  currArriveAmount: string;
  unInvoiceTotal: string;
  changeReason: string;
  scanAttach: ArchiveAttachment[];
  remark: string;
  /** Times modified (变更); each is a row of contract-owner-history. */
  version: number;
  deptId: string;
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
  updateTime: string;
}

/**
 * Spec 2 §5 "Owner project contract" (verbatim where the spec gives the words; the others in its
 * style, marked). 请填写，200个字内 (name), 请选择 (industry), 请选择项目所在地 (region) and 请选择附件
 * (scanAttach) are the project area's constants, reused.
 */
export const OWNER_CONTRACT_MESSAGES = {
  /** Spec 2 §5: the associated projects. */
  projectList: '请选择关联项目',
  projectRow: '请删除没有选择项目的数据',
  /** Spec 2 §5: addr 1–100 and scale 1–2000. */
  addr: '请填写，100个字内',
  scale: '请填写，2000个字内',
  /** Spec 2 §5: projectCostFee ≥ 0 and ≥ payTotalAmount (a negative cost is below any total, so one message). */
  costBelowPay: '【项目成本费】不能小于【支付类合计总额】',
  /** Not in the spec: the required figures and dates. */
  jiananFee: '请填写大于0的建安费',
  amount: '请填写合同总额',
  bizFeeRatio: '请填写业务费比例',
  signDate: '请选择签订日期',
  /** Not in the spec: platformFeeRatio and sysFeeRatio are 0 ≤ x < 100. */
  ratioBelow100: '比例须大于等于0且小于100',
  ratioSum: '平台费、系统费、业务费比例之和不能大于100',
  /** Not in the spec: modify's new total lies between the old total and jiananFee. */
  modifyRange: '变更后合同总额须在原合同总额与建安费之间',
  /** Not in the spec: a project of the list that is not one of the organisation's running or paused projects. */
  projectNotFound: '所选项目不存在或不可关联',
  /** Not in the spec: party B is fixed once the contract is submitted (a draft may still change it). */
  partyYiFixed: '乙方单位提交后不能修改',
  /** Not in the spec: only a new contract or a draft is saved as a draft. */
  draftOnly: '只有新增或草稿合同可以保存为草稿',
  /** Not in the spec: an owner contract with sub-contracts that are not voided is not removed. */
  hasSubContracts: '该合同下有未作废的子合同，不能删除',
  /** Not in the spec: the amount is at most 9 999 999 999.99. */
  amountMax: '金额不能大于9999999999.99',
  /** Not in the spec: contract-owner-history/{id}/{version} names a version the contract never had. */
  versionNotFound: '该合同没有这一版本的变更记录',
} as const;

/** Spec 2 §9: text limits of the owner contract. */
export const OWNER_CONTRACT_LIMITS = { name: 200, oldName: 100, code: 200, addr: 100, scale: 2000, remark: 200, scans: 10 } as const;
