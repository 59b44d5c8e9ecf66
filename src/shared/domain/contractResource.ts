/**
 * The resource-provider service contract (资源方服务合同; spec 2 §3, §5 "Resource-provider service
 * contract"; issue 16): a contract under an owner contract of the same organisation paying a resource
 * provider (zy) a commission — a percentage of the owner contract's amount — out of the owner
 * contract's project cost. The API record, its messages, schemas and formula, shared by the form and
 * the route (src/server/routes/contract/resource*.ts).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { modifySchema } from './changeHistory';
import { CONTRACT_MESSAGES, type ContractParty, type ContractStatus } from './contract';
import { dateTime, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftApplyRate, draftMoney } from './money';
import { pageQuerySchema } from './paging';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { optionalText } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';
import { OWNER_CONTRACT_MESSAGES } from './contractOwner';

export const RESOURCE_CONTRACT_MESSAGES = {
  /** Spec 2 §5: 0 < commissionPercent ≤ 100 with at most two decimals (every failure of the field). */
  commission: '0<当前资源方提成比例<=100。',
  /** Spec 2 §5: add and edit — the commission amount within the owner contract's remaining project cost. */
  overCost: '当前资源方服务合同金额<=项目成本费剩余总额。',
  /** Spec 2 §5: modify — what was already requested must fit in the new amount. */
  requested: '当前合同已请款金额<=变更后本合同金额。',
  /** Spec 2 §5: modify — the raise (new − pre-change) within the remaining project cost. */
  change: '本次变更金额<=项目成本费剩余总额。',
  /** Not worded by the spec (owner-contract code required, at most 200). */
  yzCode: '请填写业主合同编号',
  /** Not worded by the spec: the contract's own name. */
  name: '请填写资源方服务合同名称',
  /** Not worded by the spec: the owner contract it divides. */
  owner: '请选择业主项目合同',
  /** Not worded by the spec: party A is this organisation or a party of the owner contract. */
  partyJiaNotOwner: '甲方须为本单位或业主项目合同的签约方',
} as const;
const M = RESOURCE_CONTRACT_MESSAGES;

/** Spec 2 §9: at most ten scans per contract (the contractScan upload kind). */
export const RESOURCE_SCAN_MAX = 10;

export interface ResourceContract {
  id: string;
  tenantId: string;
  /** The recording organisation's name (what party B reading it sees first). */
  tenantName: string;
  kind: 'resource';
  contractOwnerId: string;
  /** The owner contract's name and code. */
  yzName: string;
  yzCode: string;
  name: string;
  code: string;
  scale: string;
  statusContract: ContractStatus;
  partyJia?: ContractParty;
  partyYi?: ContractParty;
  partyJiaOld?: ContractParty;
  partyYiOld?: ContractParty;
  signDate: string;
  /** Percent with two decimals, 0 < x ≤ 100. */
  commissionPercent: string;
  /** The contract's amount: owner contract amount × commissionPercent / 100. */
  commissionAmount: string;
  /** The owner contract's resource total with this contract's amount (its previous amount taken out). */
  commissionAmountAfter: string;
  /** The percent and amount before the last modify ('0.00' before any). */
  preCommissionPercent: string;
  preCommissionAmount: string;
  /** The last modify's change (new − pre-change). */
  changeAmount: string;
  /** Requested so far (payment requests, the finance issue); '0.00' until then. */
  requestTotalAmount: string;
  changeReason: string;
  scanAttach: ArchiveAttachment[];
  remark: string;
  version: number;
  /** The owner contract's figures, read-only in the form (spec 2 §3). */
  yz_currContractAmount: string;
  bizFee: string;
  projectCostFee: string;
  productContractAmount: string;
  resourceContractAmount: string;
  otherAmount: string;
  /** 项目成本费剩余总额: projectCostFee − what production, resource contracts and expenses reserve. */
  costSurplus: string;
  /** The owner contract's invoice and arrival summary (the finance issue); '0.00' until then. */
  currInvoiceAmount: string;
  invoiceRate: string;
  unInvoiceArriveTotal: string;
  unInvoiceTotal: string;
  currArriveAmount: string;
  unContractArriveTotal: string;
  deptId: string;
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
  updateTime: string;
}

/** '12.5' or 12.5 → '12.5'; every failure (blank, 0, 100.01, 1.234, text) says the one spec message. */
export const commissionPercentText = z
  .union([z.string(), z.number()], { error: M.commission })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && new Decimal(v).gt(0) && new Decimal(v).lte(100), M.commission);

/** true when `percent` is a valid commission (0 < x ≤ 100, at most two decimals). */
export const isCommissionPercent = (percent: unknown): boolean => commissionPercentText.safeParse(percent).success;

const ID = /^\d{1,32}$/;
const partySchema = (message: string) =>
  z.object(
    {
      bizId: z.string({ error: message }).trim().regex(/^\d{1,12}$/, message),
      deptName: z.string().trim().max(100).optional().default(''),
      code: z.string().trim().max(64).optional().default(''),
      logo: z.string().trim().max(1000).optional().default(''),
    },
    { error: message },
  );

/** The add and edit form (spec 2 §5). Derived money is not an input: the server computes it from the owner contract. */
export const resourceContractSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  contractOwnerId: z.string({ error: M.owner }).trim().regex(ID, M.owner),
  yzName: optionalText(200),
  yzCode: requiredText(M.yzCode, 200),
  name: requiredText(M.name, 200),
  code: optionalText(200),
  scale: requiredText(OWNER_CONTRACT_MESSAGES.scale, 2000, OWNER_CONTRACT_MESSAGES.scale),
  partyJia: partySchema(CONTRACT_MESSAGES.partyJia),
  partyYi: partySchema(CONTRACT_MESSAGES.partyYi),
  signDate: dateTime(OWNER_CONTRACT_MESSAGES.signDate),
  commissionPercent: commissionPercentText,
  scanAttach: z.array(archiveAttachmentSchema).max(RESOURCE_SCAN_MAX, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
  remark: optionalText(200),
});
export type ResourceContractInput = z.output<typeof resourceContractSchema>;

/** Modify (变更): the same fields with the id and the change reason (1–500, 请输入变更原因). */
export const resourceContractModifySchema = modifySchema(resourceContractSchema.omit({ id: true }));
export type ResourceContractModifyInput = z.output<typeof resourceContractModifySchema>;

/** What modify may change; parties and the owner contract stay (read-only there, spec 2 §4). */
export const RESOURCE_CHANGEABLE = ['name', 'scale', 'signDate', 'commissionPercent', 'scanAttach', 'remark'] as const;

export const resourceContractPageQuerySchema = pageQuerySchema.extend({
  contractOwnerId: z.string().trim().regex(ID, M.owner).optional().or(z.literal('')),
  name: searchText,
  code: searchText,
  statusContract: z.coerce.number().int().min(0).max(5).optional().or(z.literal('')),
  createTimeFrom: z.string().trim().max(19).optional(),
  createTimeTo: z.string().trim().max(19).optional(),
  tenantId: z.string().trim().max(12).optional(),
});
export type ResourceContractPageQuery = z.input<typeof resourceContractPageQuerySchema>;

/**
 * The commission (spec 2 §5): commissionAmount = owner contract amount × percent / 100, half up to the
 * fen; changeAmount = commissionAmount − preCommissionAmount (blank before any modify: 0);
 * commissionAmountAfter = the owner contract's resource total + commissionAmount − preCommissionAmount.
 * The form shows them live; the server runs it again with the owner contract's stored amount.
 */
export const resourceCommission = defineFormula(['commissionAmount', 'changeAmount', 'commissionAmountAfter'], (v) => {
  const commissionAmount = draftApplyRate(v.yz_currContractAmount, v.commissionPercent);
  const pre = blankAsZero(v.preCommissionAmount);
  return {
    commissionAmount,
    changeAmount: commissionAmount ? draftMoney((a, p) => a.minus(p), commissionAmount, pre) : '',
    commissionAmountAfter: commissionAmount ? draftMoney((t, a, p) => t.plus(a).minus(p), blankAsZero(v.resourceContractAmount), commissionAmount, pre) : '',
  };
});
