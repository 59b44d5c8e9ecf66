/**
 * Production service contracts (生产服务合同; spec 2 §3 "Production service contract", §5; issue 16):
 * a payment-type contract under an owner contract, paid out of its project cost to a production team
 * (sc), a drawing-review body (st) or a publisher (cb). The API record, the add/edit and modify
 * schemas the drawer and the route both parse, the messages, and the formula of its shares.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { CONTRACT_MESSAGES, type ContractParty, type ContractStatus } from './contract';
import { OWNER_CONTRACT_MESSAGES } from './contractOwner';
import { MAX_CONTRACT_AMOUNT, moneyLte, moneyPositive } from './contractMoney';
import { changeReasonSchema } from './changeHistory';
import { dateTime, moneyText, optionalText, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftMoney, draftSubtract, draftSum } from './money';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

export const PRODUCTION_MESSAGES = {
  /** Spec 2 §5: the owner contract (its name, picked) is required. */
  owner: '请填写',
  /** Spec 2 §5: type, several of fbhtlx. */
  type: '请选择类型',
  /** Spec 2 §5: 0 < amount ≤ the owner contract's remaining project cost (add and edit). */
  amount: '0<当前生产服务合同金额<=项目成本费剩余总额。',
  /** Spec 2 §5 (modify): what was requested so far must fit in the new amount. */
  requested: '当前合同已请款总额<=变更后本生产服务合同金额。',
  /** Spec 2 §5 (modify): the raise must fit in the remaining project cost. */
  change: '本次变更金额<=项目成本费剩余总额',
  /** Spec 2 §5: the subcontracting description, required, 1–2000. */
  desc: '请填写分包说明，2000个字内',
} as const;

/** Party A's categories: the owner unit (yz) or a platform unit (pt); party B's: production, review, publisher. */
export const PRODUCTION_PARTY_JIA = ['yz', 'pt'] as const;
export const PRODUCTION_PARTY_YI = ['sc', 'st', 'cb'] as const;
export const PRODUCTION_TYPES = ['1', '2', '3', '4', '5'] as const;
export const PRODUCTION_LIMITS = { name: 200, code: 200, desc: 2000, remark: 200, attachments: 10 } as const;

export interface ProductionContract {
  id: string;
  tenantId: string;
  /** The recording organisation's name (what party B reading it sees first). */
  tenantName: string;
  kind: 'production';
  contractOwnerId: string;
  /** The owner contract's name, code and amount, read from it at answer time. */
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  /** The owner contract's money as the form shows it read-only (spec 2 §5: required but read-only). */
  bizFee: string;
  projectCostFee: string;
  /** Signed totals of its production and resource contracts (COUNTED_STATUSES); other expenses '0.00' until the finance issue. */
  productContractAmount: string;
  resourceContractAmount: string;
  otherAmount: string;
  /** 项目成本费剩余总额: projectCostFee − what every payment-type contract reserves. */
  costSurplus: string;
  name: string;
  code: string;
  /** fbhtlx keys, comma-joined. */
  type: string;
  statusContract: ContractStatus;
  partyJia?: ContractParty;
  partyYi?: ContractParty;
  partyJiaOld?: ContractParty;
  partyYiOld?: ContractParty;
  signDate: string;
  currContractAmount: string;
  /** The amount before the last modify ('0.00' before any). */
  currContractAmountBefore: string;
  /** Its share of the owner contract amount, a percentage with two decimals. */
  produceDivideOwner: string;
  /** The share of all its owner contract's production contracts after the last change. */
  produceDivideOwnerAfter: string;
  productContractAmountAfter: string;
  /** The last modify's change (new − old). */
  changeAmount: string;
  /** Requested (请款) so far; '0.00' until the finance issue's payment requests. */
  requestTotalAmount: string;
  subcontractingDesc: string;
  changeReason: string;
  scanAttach: ArchiveAttachment[];
  remark: string;
  version: number;
  createUser: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
}

const ID = /^\d{1,32}$/;

/** A party as the body names it: the object of spec 2 §3 ({bizId, …}) or its bizId alone (what the form holds). */
export const partyPick = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as { bizId?: unknown }).bizId : v),
    // The message sits on the party field itself (not on a nested bizId), where the form shows it.
    z
      .string({ error: message })
      .trim()
      .regex(ID, message)
      .transform((bizId) => ({ bizId })),
  );

/** Several fbhtlx keys, comma-joined (an array is joined); each must be a key. */
export const productionTypes = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v),
  z
    .string({ error: PRODUCTION_MESSAGES.type })
    .transform((v) => [...new Set(v.split(',').map((k) => k.trim()).filter(Boolean))])
    .refine((keys) => keys.length > 0 && keys.every((k) => (PRODUCTION_TYPES as readonly string[]).includes(k)), PRODUCTION_MESSAGES.type)
    .transform((keys) => [...keys].sort().join(',')),
);

/** A required amount: a number with at most two decimals (请填写正确的数字), then 0 < x (and ≤ the largest amount). */
export const productionAmount = moneyText.refine((v) => moneyPositive(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), PRODUCTION_MESSAGES.amount);

export const productionContractSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  contractOwnerId: z.string({ error: PRODUCTION_MESSAGES.owner }).trim().regex(ID, PRODUCTION_MESSAGES.owner),
  name: requiredText(PROJECT_MESSAGES.nameRequired, PRODUCTION_LIMITS.name, PROJECT_MESSAGES.nameRequired),
  code: requiredText(CONTRACT_MESSAGES.code, PRODUCTION_LIMITS.code),
  type: productionTypes,
  partyJia: partyPick(CONTRACT_MESSAGES.partyJia),
  partyYi: partyPick(CONTRACT_MESSAGES.partyYi),
  signDate: dateTime(OWNER_CONTRACT_MESSAGES.signDate),
  currContractAmount: productionAmount,
  subcontractingDesc: requiredText(PRODUCTION_MESSAGES.desc, PRODUCTION_LIMITS.desc, PRODUCTION_MESSAGES.desc),
  remark: optionalText(PRODUCTION_LIMITS.remark),
  scanAttach: z.array(archiveAttachmentSchema).max(PRODUCTION_LIMITS.attachments, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
});
export type ProductionContractInput = z.output<typeof productionContractSchema>;

/** Modify (变更): the same fields (the parties are kept as they are), the id and the change reason 1–500. */
export const productionModifySchema = productionContractSchema.omit({ id: true, partyJia: true, partyYi: true }).extend({
  id: z.string().trim().regex(ID),
  partyJia: partyPick(CONTRACT_MESSAGES.partyJia).optional(),
  partyYi: partyPick(CONTRACT_MESSAGES.partyYi).optional(),
  changeReason: changeReasonSchema,
});
export type ProductionModifyInput = z.output<typeof productionModifySchema>;

export const productionPageQuerySchema = pageQuerySchema.extend({
  contractOwnerId: z.string().trim().regex(ID).optional().or(z.literal('')),
  name: searchText,
  statusContract: z.coerce.number().int().min(1).max(5).optional().or(z.literal('')),
  createTimeFrom: z.string().optional(),
  createTimeTo: z.string().optional(),
});

/** part / whole × 100 of typed operands; '' while either is incomplete or the whole is 0. */
const draftShare = (part: unknown, whole: unknown): string => draftMoney((p, w) => (w.isZero() ? new Decimal(NaN) : p.dividedBy(w).times(100)), part, whole);

/**
 * Spec 2 §5: its share of the owner contract amount (produceDivideOwner), the change against the
 * amount before (changeAmount; the whole amount when adding), the production total after it
 * (productContractAmountAfter = the owner contract's production total + the change) and that total's
 * share (produceDivideOwnerAfter); every figure rounded half up to two decimals. The form shows them
 * live; the server runs it on the owner contract's own figures and ignores what a client sent.
 */
export const productionFigures = defineFormula(['produceDivideOwner', 'changeAmount', 'productContractAmountAfter', 'produceDivideOwnerAfter'], (v) => {
  const changeAmount = draftSubtract(v.currContractAmount, blankAsZero(v.currContractAmountBefore));
  const productContractAmountAfter = changeAmount ? draftSum(blankAsZero(v.productContractAmount), changeAmount) : '';
  return {
    produceDivideOwner: draftShare(v.currContractAmount, v.yz_currContractAmount),
    changeAmount,
    productContractAmountAfter,
    produceDivideOwnerAfter: productContractAmountAfter ? draftShare(productContractAmountAfter, v.yz_currContractAmount) : '',
  };
});

/** Edit applies to unsigned contracts (1); modify to signed (2) or paused (3) ones. */
export const isProductionEditable = (c: { statusContract: number }): boolean => c.statusContract === 1 || c.statusContract === 0;
export const isProductionModifiable = (c: { statusContract: number }): boolean => c.statusContract === 2 || c.statusContract === 3;
