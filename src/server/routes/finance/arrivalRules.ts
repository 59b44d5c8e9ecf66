/**
 * The rules of an arrival's write (spec 2 §5 "Owner arrival"), inside the write's transaction, in the
 * one lock order of the finance side: the owner contract first (lockOwnerContract; for a platform
 * arrival the owner contract its platform contract is under), then the invoice(s) whose not-arrived
 * amount the rule reads (lockRow, by id ascending). So 20 simultaneous arrivals against one invoice
 * are checked one after the other and can never together exceed it; the invoice's status (fpzt) is
 * rewritten from its arrivals in the same transaction (syncInvoiceStatus).
 */
import { fromFen, moneyLte } from '@shared/domain/contractMoney';
import { INVOICE_STATUS, WRITE_OFF } from '@shared/domain/finance';
import { ARRIVAL_MESSAGES, bankCardMissing, invoiceStatusFor, type ArrivalInput } from '@shared/domain/financeArrival';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { subtractMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import type { FinanceArrivalTable, FinanceInvoiceTable } from '../../db/schema-finance';
import { lockOwnerContract, type OwnerContractRow } from '../../contracts/ownerLock';
import { lockRow } from '../../finance/lockRow';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { ownAttachments } from '../project/archiveRows';
import type { ArrivalKind } from './arrivalKinds';
import type { Selectable } from 'kysely';

export type ArrivalRow = Selectable<FinanceArrivalTable> & { create_user_name?: string | null };
type InvoiceRow = Selectable<FinanceInvoiceTable>;

/** The contract an arrival hangs under: its owner contract (locked), its amount and parties. */
export interface ArrivalContract {
  owner: OwnerContractRow;
  id: string;
  name: string;
  amount: string;
  partyJiaId: string;
  partyYiId: string;
}

/** Locks the owner contract (first), and reads the platform contract of a platform arrival. */
export async function lockArrivalContract(trx: Executor, k: ArrivalKind, tenantId: string, contractId: string): Promise<ArrivalContract> {
  if (k.kind === 'owner') {
    const owner = await lockOwnerContract(trx, tenantId, contractId);
    return { owner, id: owner.id, name: owner.name, amount: fromFen(owner.curr_contract_amount), partyJiaId: owner.party_jia_id, partyYiId: owner.party_yi_id };
  }
  const platform = await trx.selectFrom('contract_platform').selectAll().where('tenant_id', '=', tenantId).where('id', '=', contractId).executeTakeFirst();
  if (!platform) throw new HttpError(400, ARRIVAL_MESSAGES.contract);
  const owner = await lockOwnerContract(trx, tenantId, platform.contract_owner_id);
  return { owner, id: platform.id, name: platform.name, amount: fromFen(platform.curr_contract_amount), partyJiaId: platform.party_jia_id, partyYiId: platform.party_yi_id };
}

/** What arrived on one invoice, leaving out the arrivals `exclude` (the one being edited, the ones being removed). */
export async function arrivedOnInvoice(db: Executor, tenantId: string, invoiceId: string, exclude: string[] = []): Promise<string> {
  let q = db.selectFrom('finance_arrival').select((eb) => eb.fn.sum<string | number | null>('amount').as('total')).where('tenant_id', '=', tenantId).where('invoice_id', '=', invoiceId);
  if (exclude.length) q = q.where('id', 'not in', exclude);
  return fromFen((await q.executeTakeFirst())?.total ?? 0);
}

/** The invoice's fpzt from its arrivals (1 none, 2 part, 3 all; voided stays), written in the caller's transaction. */
export async function syncInvoiceStatus(trx: Executor, tenantId: string, invoiceId: string, exclude: string[] = []): Promise<void> {
  const invoice = await trx.selectFrom('finance_invoice').select(['status', 'amount']).where('tenant_id', '=', tenantId).where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) return;
  const status = invoiceStatusFor(Number(invoice.status), fromFen(invoice.amount), await arrivedOnInvoice(trx, tenantId, invoiceId, exclude));
  if (status !== Number(invoice.status)) await trx.updateTable('finance_invoice').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', invoiceId).execute();
}

/** What a write resolved before its insert or update (kept beside the input, not in it). */
export interface ResolvedArrival {
  contract: ArrivalContract;
  attachments: ArchiveAttachment[];
  bank: { bank_card_id: string; acc_name: string; bank_acc: string; open_bank: string };
}

const resolved = new WeakMap<object, ResolvedArrival>();

export function resolvedArrival(input: object): ResolvedArrival {
  const found = resolved.get(input);
  if (!found) throw new Error('an arrival reached its write without its rules checked');
  return found;
}

const NO_BANK = { bank_card_id: '', acc_name: '', bank_acc: '', open_bank: '' };

async function bankOf(trx: Executor, tenantId: string, owner: OwnerContractRow, cardId: string): Promise<ResolvedArrival['bank']> {
  if (!Number(owner.is_direct)) return NO_BANK;
  if (bankCardMissing(owner.is_direct, cardId)) throw new HttpError(400, ARRIVAL_MESSAGES.bankCard);
  const card = await trx.selectFrom('bank_card').select(['id', 'acc_name', 'bank_acc', 'open_bank']).where('tenant_id', '=', tenantId).where('id', '=', cardId.trim()).executeTakeFirst();
  if (!card) throw new HttpError(400, ARRIVAL_MESSAGES.bankCard);
  return { bank_card_id: card.id, acc_name: card.acc_name, bank_acc: card.bank_acc, open_bank: card.open_bank };
}

/** The builder's beforeWrite of submits (add: existing undefined; edit). */
export function checkArrivalWrite(k: ArrivalKind) {
  return async (trx: Executor, input: ArrivalInput, caller: Caller, existing: ArrivalRow | undefined): Promise<void> => {
    if (existing && Number(existing.write_off) === WRITE_OFF.writtenOff) throw new HttpError(400, ARRIVAL_MESSAGES.writtenOff);
    const contractId = String((input as Record<string, unknown>)[k.field]);
    const contract = await lockArrivalContract(trx, k, caller.tenantId, contractId);
    // Then the invoices, by id ascending (an edit that moves to another invoice holds both).
    const invoiceIds = [...new Set([input.invoiceId, existing?.invoice_id].filter((v): v is string => Boolean(v)))].sort();
    let invoice: InvoiceRow | undefined;
    for (const id of invoiceIds) {
      const row = await lockRow<InvoiceRow>(trx, 'finance_invoice', caller.tenantId, id, ARRIVAL_MESSAGES.invoice);
      if (id === input.invoiceId) invoice = row;
    }
    if (!invoice || invoice.kind !== k.kind || invoice[k.column] !== contract.id) throw new HttpError(400, ARRIVAL_MESSAGES.invoice);
    const status = Number(invoice.status);
    const keeps = existing?.invoice_id === invoice.id;
    if (status === INVOICE_STATUS.voided || (status === INVOICE_STATUS.fullyReceived && !keeps)) throw new HttpError(400, ARRIVAL_MESSAGES.invoiceClosed);
    const notArrived = subtractMoney(fromFen(invoice.amount), await arrivedOnInvoice(trx, caller.tenantId, invoice.id, existing ? [existing.id] : []));
    if (!moneyLte(input.arriveAmount, notArrived)) throw new HttpError(400, ARRIVAL_MESSAGES.amount);
    const bank = await bankOf(trx, caller.tenantId, contract.owner, input.bankCardId);
    const attachments = await ownAttachments(trx, caller, input.receiptVoucher);
    resolved.set(input, { contract, attachments, bank });
  };
}

/** The builder's afterWrite: the invoice (and, after a move, the one it left) follows its arrivals. */
export async function afterArrivalWrite(trx: Executor, input: ArrivalInput, caller: Caller, _id: string, existing: ArrivalRow | undefined): Promise<void> {
  await syncInvoiceStatus(trx, caller.tenantId, input.invoiceId);
  if (existing && existing.invoice_id !== input.invoiceId) await syncInvoiceStatus(trx, caller.tenantId, existing.invoice_id);
}

/** The builder's removeDependents: written-off arrivals stay; the invoices follow what is left, under the same locks. */
export function beforeArrivalRemoval(k: ArrivalKind) {
  return async (trx: Executor, tenantId: string, ids: string[]): Promise<void> => {
    const rows = await trx.selectFrom('finance_arrival').select(['id', 'write_off', 'invoice_id', 'contract_owner_id']).where('tenant_id', '=', tenantId).where('kind', '=', k.kind).where('id', 'in', ids).execute();
    if (rows.some((r) => Number(r.write_off) === WRITE_OFF.writtenOff)) throw new HttpError(400, ARRIVAL_MESSAGES.writtenOff);
    for (const owner of [...new Set(rows.map((r) => r.contract_owner_id))].sort()) await lockOwnerContract(trx, tenantId, owner);
    const invoices = [...new Set(rows.map((r) => r.invoice_id))].sort();
    for (const id of invoices) await lockRow(trx, 'finance_invoice', tenantId, id, ARRIVAL_MESSAGES.invoice);
    for (const id of invoices) await syncInvoiceStatus(trx, tenantId, id, ids);
  };
}
