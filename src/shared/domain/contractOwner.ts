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
