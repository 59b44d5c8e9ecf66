/**
 * Platform, project-management and owner-allocated (basic) contracts (spec 2 §3 "Platform,
 * project-management and owner-allocated contract", §5 "Platform and project-management contract";
 * issue 16): one table, told apart by `kind`, each under an owner contract of the caller's
 * organisation. The rules, messages, bounds and totals here are the form's and the server's alike;
 * the readings are recorded in docs/decisions.md ("Platform, project-management and owner-allocated contracts").
 */
import { z } from 'zod';
import { changeReasonSchema } from './changeHistory';
import { BASIC_CONTRACT_BUTTONS, PLATFORM_CONTRACT_BUTTONS, PROJECT_CONTRACT_BUTTONS } from './contractButtons';
import { CONTRACT_MESSAGES, type ContractParty, type ContractStatus } from './contract';
import { MAX_CONTRACT_AMOUNT } from './contractMoney';
import { dateTime, FIELD_MESSAGES } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftSubtract, draftSum, moneyFixed, toDecimal, type MoneyInput } from './money';
import { pageQuerySchema } from './paging';
import { MY_CONTRACT_MESSAGES } from './myContract';
import { PROJECT_MESSAGES } from './project';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { UPLOAD_MESSAGES } from './upload';
import { maxLengthMessage } from './rules';
import { requiredText } from './validation';
import { OWNER_CONTRACT_MESSAGES } from './contractOwner';

export const PLATFORM_KINDS = ['platform', 'project', 'basic'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];
/** Each kind's button codes (one endpoint serves the three: the server checks the row's kind's code). */
export const PLATFORM_KIND_BUTTONS: Record<PlatformKind, Record<'add' | 'edit' | 'modify' | 'status' | 'remove', string>> = {
  platform: PLATFORM_CONTRACT_BUTTONS,
  project: PROJECT_CONTRACT_BUTTONS,
  basic: BASIC_CONTRACT_BUTTONS,
};
export const isPlatformKind = (v: unknown): v is PlatformKind => typeof v === 'string' && (PLATFORM_KINDS as readonly string[]).includes(v);

/**
 * The kind flag of changeStatus/{id}/{statusContract}/{flag}/{tenantId} (spec 2 §7 "0 or 1"): 0 a
 * platform contract, 1 a project-management or owner-allocated contract (the machine tells those two
 * apart by the row's kind). A flag contradicting the row's kind finds no contract (notFound).
 */
export const platformKindFlag = (kind: PlatformKind): 0 | 1 => (kind === 'platform' ? 0 : 1);

/** Limits of spec 2 §5 and §9; the change reason of this family is 1–200. */
export const PLATFORM_LIMITS = { name: 200, code: 200, scale: 2000, remark: 200, changeReason: 200, attachments: 10 } as const;

/** Spec 2 §5's words where it gives them; ours (marked) for the bounds it leaves open. */
export const PLATFORM_CONTRACT_MESSAGES = {
  /** Spec 2 §5: the current amount is required (a valid number otherwise: 请填写正确的数字). */
  amount: '请填写当前合同金额',
  /** Spec 2 §5: scanAttach required for platform contracts and on modify. */
  scan: '请上传合同扫描件',
  /** Spec 2 §5: project-management 0 < current ≤ expected project amount − previous total. */
  projectOver: '0<当前项目管理合同金额<=预计项目金额-往期合同总额。',
  /** Spec 2 §5: the modified amount > 0 and ≤ expected. */
  projectModifiedOver: '0<变更后项目管理合同金额<=预计项目金额。',
  /** Spec 2 §5: the change ≤ expected − previous total. */
  projectChangeOver: '本次变更金额<=预计项目金额-往期合同总额。',
  /** Spec 2 §5: platform current > 0; ours: and within the owner contract's platform fee less the other platform contracts. */
  platformOver: '0<当前平台合同金额<=平台服务费-往期平台合同总额。',
  /** Ours: an owner-allocated amount > 0 and within the owner contract amount less the other owner-allocated contracts. */
  basicOver: '0<当前业主分配合同金额<=业主合同金额-往期业主分配合同总额。',
  /** Ours: a new contract of this family is made under an owner contract in force (unsigned, signed or paused). */
  ownerNotInForce: '所选业主项目合同不在履行中',
} as const;

/** Owner contracts a new contract of this family may be made under: unsigned, signed or paused (in force; not drafts, voided or archived). */
export const OWNER_IN_FORCE: readonly ContractStatus[] = [1, 2, 3];

/** The body's kind is one of the three (the my-contract catalogue's 请选择合同类型). */
const KIND_MESSAGE = MY_CONTRACT_MESSAGES.kind;
const ID = /^\d{1,32}$/;
const MONEY = /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/;
const TEXT_200 = PROJECT_MESSAGES.nameRequired; // 请填写，200个字内
/** Required (请填写当前合同金额), then a number with at most two decimals up to 9 999 999 999.99 (请填写正确的数字). */
const amountText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : String(v).trim()),
  z
    .string()
    .min(1, PLATFORM_CONTRACT_MESSAGES.amount)
    .refine((v) => MONEY.test(v) && toDecimal(v).lte(MAX_CONTRACT_AMOUNT), FIELD_MESSAGES.number),
);
const scale = requiredText(OWNER_CONTRACT_MESSAGES.scale, PLATFORM_LIMITS.scale, OWNER_CONTRACT_MESSAGES.scale);
const remark = requiredText(TEXT_200, PLATFORM_LIMITS.remark, TEXT_200);
const scans = z.array(archiveAttachmentSchema, { error: PLATFORM_CONTRACT_MESSAGES.scan }).max(PLATFORM_LIMITS.attachments, UPLOAD_MESSAGES.uploadCountExceeded);

/**
 * Add and edit: the owner contract, name and code (1–200; the code may wait until signing, when the
 * status change requires it), scale, party B (platform: a pt partner, project: a gl partner; basic:
 * none — the caller's organisation), amount, sign date, scans (required for platform contracts),
 * remark. The other party, the kind and the owner contract are fixed once added.
 */
export const platformContractSchema = z
  .object({
    id: z.string().trim().regex(ID).optional(),
    kind: z.enum(PLATFORM_KINDS, { error: KIND_MESSAGE }),
    contractOwnerId: z.string({ error: CONTRACT_MESSAGES.ownerNotFound }).trim().regex(ID, CONTRACT_MESSAGES.ownerNotFound),
    name: requiredText(TEXT_200, PLATFORM_LIMITS.name, TEXT_200),
    code: z.string().trim().max(PLATFORM_LIMITS.code, TEXT_200).optional().transform((v) => v ?? ''),
    scale,
    partyYiId: z.string().trim().max(12, CONTRACT_MESSAGES.partyYi).optional().transform((v) => v ?? ''),
    currContractAmount: amountText,
    signDate: dateTime(OWNER_CONTRACT_MESSAGES.signDate),
    scanAttach: scans.optional().transform((v) => v ?? []),
    remark,
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'basic' && !v.partyYiId) ctx.addIssue({ code: 'custom', path: ['partyYiId'], message: CONTRACT_MESSAGES.partyYi });
    if (v.kind === 'platform' && v.scanAttach.length === 0) ctx.addIssue({ code: 'custom', path: ['scanAttach'], message: PLATFORM_CONTRACT_MESSAGES.scan });
  });
export type PlatformContractInput = z.infer<typeof platformContractSchema>;

/** Modify (变更): amount, scale, sign date, scans (required), remark and the reason (1–200); parties, kind and owner contract stay. */
export const platformModifySchema = z.object({
  id: z.string().trim().regex(ID),
  currContractAmount: amountText,
  scale,
  signDate: dateTime(OWNER_CONTRACT_MESSAGES.signDate),
  scanAttach: scans.min(1, PLATFORM_CONTRACT_MESSAGES.scan),
  remark,
  changeReason: changeReasonSchema.max(PLATFORM_LIMITS.changeReason, maxLengthMessage(PLATFORM_LIMITS.changeReason)),
});
export type PlatformModifyInput = z.infer<typeof platformModifySchema>;

/**
 * What the amounts of one kind under one owner contract may add up to: platform contracts the owner
 * contract's platform fee; project-management contracts the expected project amount, which we read as
 * exProjectFee (amount − platform fee − system fee: what the project side receives); owner-allocated
 * contracts the owner contract amount.
 */
export function capOf(kind: PlatformKind, owner: { currContractAmount: MoneyInput; platformFee: MoneyInput; exProjectFee: MoneyInput }): string {
  return moneyFixed(kind === 'platform' ? owner.platformFee : kind === 'project' ? owner.exProjectFee : owner.currContractAmount);
}

/**
 * The bound of an amount (spec 2 §5), or undefined when it holds. `others`: the other contracts of
 * the kind under the owner contract that are not voided (the previous total, this one left out);
 * `before`: the contract's amount before a modify. Add and edit: 0 < amount ≤ cap − others. Modify
 * of a project-management contract: 0 < amount ≤ cap, and the change (amount − before) ≤ cap −
 * (others + before); modify of the others: the add rule.
 */
export function amountRefusal(kind: PlatformKind, amount: MoneyInput, cap: MoneyInput, others: MoneyInput, before?: MoneyInput): string | undefined {
  const a = toDecimal(amount);
  const over = kind === 'platform' ? PLATFORM_CONTRACT_MESSAGES.platformOver : kind === 'basic' ? PLATFORM_CONTRACT_MESSAGES.basicOver : PLATFORM_CONTRACT_MESSAGES.projectOver;
  if (kind === 'project' && before !== undefined) {
    if (a.lte(0) || a.gt(toDecimal(cap))) return PLATFORM_CONTRACT_MESSAGES.projectModifiedOver;
    const previous = toDecimal(others).plus(toDecimal(before));
    if (a.minus(toDecimal(before)).gt(toDecimal(cap).minus(previous))) return PLATFORM_CONTRACT_MESSAGES.projectChangeOver;
    return undefined;
  }
  if (a.lte(0) || a.gt(toDecimal(cap).minus(toDecimal(others)))) return over;
  return undefined;
}

/**
 * The form's live totals, recomputed by the server's answer: availableAmount = cap − previousTotal
 * (what this contract may still take), currTotalAmount = previousTotal + amount (the kind's total
 * with this contract), changeAmount = amount − amount before (modify), currContractAmountAfter = the
 * amount after the change. A half-typed amount gives '' (自动计算).
 */
export const platformTotals = defineFormula(['availableAmount', 'currTotalAmount', 'changeAmount', 'currContractAmountAfter'], (v) => ({
  availableAmount: v.cap === undefined || v.cap === '' ? '' : draftSubtract(v.cap, blankAsZero(v.previousTotal)),
  currTotalAmount: draftSum(blankAsZero(v.previousTotal), v.currContractAmount),
  changeAmount: draftSubtract(v.currContractAmount, blankAsZero(v.currContractAmountBefore)),
  currContractAmountAfter: draftSum(v.currContractAmount),
}));

/** A contract of this family as the API answers it (spec 2 §3 field names). */
export interface PlatformContract {
  id: string;
  tenantId: string;
  kind: PlatformKind;
  contractOwnerId: string;
  /** The owner contract's name and code (yzName, yzCode). */
  yzName: string;
  yzCode: string;
  /** Party B's name and code (ptName, ptCode: the platform unit of a platform contract). */
  ptName: string;
  ptCode: string;
  name: string;
  code: string;
  scale: string;
  statusContract: ContractStatus;
  partyJia?: ContractParty;
  partyYi?: ContractParty;
  partyJiaOld?: ContractParty;
  partyYiOld?: ContractParty;
  currContractAmount: string;
  /** The amount before the last modify ('0.00' before any). */
  currContractAmountBefore: string;
  /** The last modify's change (new − before). */
  changeAmount: string;
  currContractAmountAfter: string;
  signDate: string;
  scanAttach: ArchiveAttachment[];
  remark: string;
  changeReason: string;
  version: number;
  createUser: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
}

/**
 * The owner contract's figures a form of this family shows read-only (contract-platform/owner): its
 * name, code, amount and fees, party A, the totals of each kind under it that are not voided (the
 * one being edited left out), and for the asked kind its cap, previous total and what is available.
 */
export interface PlatformOwnerFigures {
  contractOwnerId: string;
  yzName: string;
  yzCode: string;
  yz_currContractAmount: string;
  statusContract: ContractStatus;
  partyJia?: ContractParty;
  platformFee: string;
  sysFee: string;
  bizFee: string;
  projectCostFee: string;
  exPlatformFee: string;
  exProjectFee: string;
  platformContractAmount: string;
  projectContractAmount: string;
  basicContractAmount: string;
  cap: string;
  previousTotal: string;
  availableAmount: string;
}

export const platformOwnerQuerySchema = z.object({
  contractOwnerId: z.string({ error: CONTRACT_MESSAGES.ownerNotFound }).trim().regex(ID, CONTRACT_MESSAGES.ownerNotFound),
  kind: z.enum(PLATFORM_KINDS, { error: KIND_MESSAGE }),
  /** The contract being edited or modified: its own amount is not part of the previous total. */
  exclude: z.string().trim().regex(ID).optional(),
});

/** The list (contract-platform/list): its kind (type), the owner contract, name, status and created dates. */
export const platformPageQuerySchema = pageQuerySchema.extend({
  type: z.enum(PLATFORM_KINDS, { error: KIND_MESSAGE }).optional(),
  contractOwnerId: z.string().trim().regex(ID, CONTRACT_MESSAGES.ownerNotFound).optional(),
  name: z.string().trim().max(100).optional(),
  statusContract: z.coerce.number().int().min(0).max(5).optional(),
  createTimeFrom: z.string().trim().max(19).optional(),
  createTimeTo: z.string().trim().max(19).optional(),
});
export type PlatformPageQuery = z.input<typeof platformPageQuerySchema>;
