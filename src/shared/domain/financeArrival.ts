/**
 * Arrivals (到账; spec 2 §3 "Owner arrival", §4 dzhx, §5 "Owner arrival"; issue 17): money received
 * against an invoice of an owner contract (kind 'owner') or of a platform / project-management
 * contract (kind 'platform'). The API record, the schema the drawer and the route both parse, the
 * messages and the one formula of its rates.
 */
import { z } from 'zod';
import { MAX_CONTRACT_AMOUNT, moneyLte } from './contractMoney';
import type { FinanceContractKind } from './finance';
import { dateTime, moneyText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftMoney, draftSum } from './money';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

const TEXT_200 = PROJECT_MESSAGES.nameRequired; // 请填写，200个字内
const SELECT = PROJECT_MESSAGES.select; // 请选择

export const ARRIVAL_MESSAGES = {
  /** Spec 2 §5: 0 ≤ amount ≤ the invoice's not-arrived amount (both arrival forms; the tender side's > 0 wording is not theirs). */
  amount: '0<=本次到账金额<=本发票未到账金额',
  /** The contract picked is not one of the organisation's (or was removed). */
  contract: '请选择合同',
  /** The invoice picked is required, and must be one of the contract's invoices still receiving money. */
  invoice: '请选择关联发票',
  invoiceClosed: '该发票已作废或已全部到账',
  payer: '请填写付款单位',
  payee: '请填写收款单位',
  /** Direct-sign contracts: the organisation's bank card receiving the money. */
  bankCard: '请选择收款银行卡',
  notFound: '到账记录不存在或已删除',
  /** A written-off arrival is closed (issue 17): no edit, no removal, no second write-off. */
  writtenOff: '已核销的到账不能编辑或删除',
  alreadyWrittenOff: '该到账已核销',
} as const;

export const ARRIVAL_LIMITS = { party: 100, remark: 200, vouchers: 10 } as const;

const ID = /^\d{1,32}$/;
const pickedId = (message: string) => z.string({ error: message }).trim().regex(ID, message);

/** A required amount: a number with at most two decimals (请填写正确的数字), at most the largest amount. */
export const arrivalAmount = moneyText.refine((v) => moneyLte(v, MAX_CONTRACT_AMOUNT), ARRIVAL_MESSAGES.amount);

const base = {
  id: z.string().trim().regex(ID).optional(),
  invoiceId: pickedId(ARRIVAL_MESSAGES.invoice),
  arriveAmount: arrivalAmount,
  arriveDate: dateTime(SELECT),
  partyJiaName: requiredText(ARRIVAL_MESSAGES.payer, ARRIVAL_LIMITS.party),
  partyYiName: requiredText(ARRIVAL_MESSAGES.payee, ARRIVAL_LIMITS.party),
  /** Only read for direct-sign contracts (the server decides from the contract, not from the client). */
  bankCardId: z.string().trim().optional().default(''),
  remark: requiredText(TEXT_200, ARRIVAL_LIMITS.remark, TEXT_200),
  receiptVoucher: z.array(archiveAttachmentSchema).max(ARRIVAL_LIMITS.vouchers, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]),
};

export const ownerArrivalSchema = z.object({ ...base, contractOwnerId: pickedId(ARRIVAL_MESSAGES.contract) });
export const platformArrivalSchema = z.object({ ...base, contractPlatformId: pickedId(ARRIVAL_MESSAGES.contract) });
export type OwnerArrivalInput = z.output<typeof ownerArrivalSchema>;
export type PlatformArrivalInput = z.output<typeof platformArrivalSchema>;
export type ArrivalInput = OwnerArrivalInput | PlatformArrivalInput;

/** The bank section is shown and required only on direct-sign contracts (the owner contract's is_direct 1). */
export const bankCardMissing = (isDirect: boolean | number, bankCardId: string | undefined): boolean => Boolean(Number(isDirect)) && !ID.test(String(bankCardId ?? '').trim());

export const arrivalPageQuerySchema = pageQuerySchema.extend({
  contractOwnerId: z.string().trim().regex(ID).optional().or(z.literal('')),
  contractPlatformId: z.string().trim().regex(ID).optional().or(z.literal('')),
  invoiceId: z.string().trim().regex(ID).optional().or(z.literal('')),
  name: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(1).optional().or(z.literal('')),
  arriveDateFrom: z.string().optional(),
  arriveDateTo: z.string().optional(),
});

/** part / whole × 100, half up to two decimals; '' while either is not a number yet or the whole is 0. */
const share = (part: unknown, whole: unknown): string => draftMoney((p, w) => (w.isZero() ? p.dividedBy(0) : p.dividedBy(w).times(100)), part, whole);

/**
 * Spec 2 §5: currArriveRate = this arrival's amount / the contract amount × 100; totalArriveRate =
 * (what already arrived on the contract, this arrival left out, + this amount) / the contract amount
 * × 100; two decimals, half up. The form shows them live; the server answers them from the stored rows.
 */
export const arrivalRates = defineFormula(['currArriveRate', 'totalArriveRate'], (v) => {
  const total = draftSum(blankAsZero(v.arrivedOther), v.arriveAmount);
  return {
    currArriveRate: share(v.arriveAmount, v.contractAmount),
    totalArriveRate: total ? share(total, v.contractAmount) : '',
  };
});

/** The invoice's status (fpzt) from what arrived on it: nothing 1, part 2, all 3 (a voided one stays 4). */
export function invoiceStatusFor(current: number, amount: string, arrived: string): number {
  if (current === 4) return 4;
  if (!moneyLte(arrived, '0')) return moneyLte(amount, arrived) ? 3 : 2;
  return 1;
}

/** An invoice the arrival form may pick: its figures and what has not arrived on it yet. */
export interface ArrivalInvoiceOption {
  id: string;
  name: string;
  code: string;
  status: number;
  currInvoiceAmount: string;
  currArrivedAmount: string;
  currUnArriveAmount: string;
  invoiceDate: string;
}

export interface Arrival {
  id: string;
  kind: FinanceContractKind;
  contractOwnerId: string;
  contractPlatformId: string;
  /** The contract's name and code (the owner contract's, or the platform contract's). */
  yzName: string;
  yzCode: string;
  ptName: string;
  ptCode: string;
  isDirect: number;
  contractAmount: string;
  invoiceId: string;
  recordId: string;
  invoiceName: string;
  fpStatus: number;
  currInvoiceAmount: string;
  /** Arrived on the invoice (all its arrivals) and what has not arrived yet. */
  currArrivedAmount: string;
  currUnArriveAmount: string;
  /** Arrived on the contract, this arrival left out (the form's operand of totalArriveRate). */
  arrivedOther: string;
  name: string;
  partyJiaName: string;
  partyYiName: string;
  arriveAmount: string;
  arriveDate: string;
  currArriveRate: string;
  totalArriveRate: string;
  /** dzhx: 0 not written off, 1 written off. */
  status: number;
  writeOffDate: string;
  bankCardId: string;
  accName: string;
  bankAcc: string;
  openBank: string;
  receiptVoucher: ArchiveAttachment[];
  remark: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

/** A contract's arrived totals (the detail page's 到账 tab). */
export interface ArrivalSummary {
  /** The owner contract's is_direct: the arrival form's bank section shows (and is required) when 1. */
  isDirect: number;
  contractAmount: string;
  invoiceAmount: string;
  arrivedAmount: string;
  arriveRate: string;
  unArrivedAmount: string;
  writtenOffAmount: string;
}
