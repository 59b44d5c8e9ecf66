/**
 * Voiding an invoice (作废, issue 17; not in spec §7): contract-owner-invoice/void and
 * contract-platform-invoice/void with { id } turn an issued invoice (fpzt 1) with no arrivals into a
 * voided one (4). The record stays; its amount leaves every figure (INVOICE_COUNTED). An invoice with
 * arrivals is refused — they would lose their invoice, and whatever arrived would no longer count as
 * "arrived against invoices". A voided invoice is no longer edited, supplemented or removed.
 *
 * The void is written under the arrivals' lock order — the owner contract (lockOwnerContract), then
 * the invoice (lockRow) — and reads the status and arrivals only once it holds them, so a void and an
 * arrival on the same invoice are serialised: one of them wins, the other reads the result.
 */
import { type z } from 'zod';
import { INVOICE_STATUS } from '@shared/domain/finance';
import { idSchema } from '@shared/domain/fields';
import { INVOICE_MESSAGES } from '@shared/domain/invoice';
import { lockOwnerContract } from '../../contracts/ownerLock';
import type { Executor } from '../../db/database';
import { lockRow } from '../../finance/lockRow';
import { HttpError } from '../../http/errors';
import type { ResourceDeclaration } from '../../http/resource/types';
import type { InvoiceRow } from './invoiceRows';

type Update = NonNullable<ResourceDeclaration<InvoiceRow, unknown>['updates']>[number];

/** Locks the invoice and refuses a write on it once it is voided (edit, supplement, removal). */
export async function refuseVoided(trx: Executor, tenantId: string, id: string): Promise<InvoiceRow> {
  const row = await lockRow<InvoiceRow>(trx, 'finance_invoice', tenantId, id, INVOICE_MESSAGES.notFound);
  if (Number(row.status) === INVOICE_STATUS.voided) throw new HttpError(400, INVOICE_MESSAGES.voidedLocked);
  return row;
}

/** The rule, read under both locks: not voided already, and nothing arrived against it (not even 0.00). */
async function checkVoidable(trx: Executor, tenantId: string, existing: InvoiceRow): Promise<void> {
  await lockOwnerContract(trx, tenantId, existing.contract_owner_id);
  const invoice = await lockRow<InvoiceRow>(trx, 'finance_invoice', tenantId, existing.id, INVOICE_MESSAGES.notFound);
  if (Number(invoice.status) === INVOICE_STATUS.voided) throw new HttpError(400, INVOICE_MESSAGES.alreadyVoided);
  const arrival = await trx.selectFrom('finance_arrival').select('id').where('tenant_id', '=', tenantId).where('invoice_id', '=', existing.id).limit(1).executeTakeFirst();
  if (arrival || Number(invoice.status) !== INVOICE_STATUS.issued) throw new HttpError(400, INVOICE_MESSAGES.voidArrived);
}

/** The builder's update that voids (one per kind: its endpoint and button). */
export function voidUpdate(endpoint: Update['endpoint'], button: string): Update {
  return {
    endpoint,
    schema: idSchema as z.ZodType<{ id: string }>,
    button,
    beforeWrite: (trx, _input, caller, existing) => checkVoidable(trx, caller.tenantId, existing as InvoiceRow),
    toUpdate: () => ({ status: INVOICE_STATUS.voided }),
  };
}
