/**
 * The rules of an invoice's write (spec 2 §5 "Invoice"), inside the write's transaction: the owner
 * contract is locked FIRST (lockOwnerContract) — for a platform invoice too, then its platform
 * contract (lockRow) — so the un-invoiced total and maxAvailable read here cannot be spent by a
 * concurrent submit before this one commits. The amount is checked on add only (it is locked on
 * edit: the stored amount is kept). Direct projects need the type and content; the rate comes from
 * the type's fplx remark and the taxes from the shared formula, whatever the client sent.
 */
import { moneyLte } from '@shared/domain/contractMoney';
import { INVOICE_MESSAGES, invoiceTaxes, rateFromRemark, type OwnerInvoiceInput, type PlatformInvoiceInput } from '@shared/domain/invoice';
import { fromFen } from '@shared/domain/contractMoney';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import type { Executor } from '../../db/database';
import { lockOwnerContract, type OwnerContractRow } from '../../contracts/ownerLock';
import { lockRow } from '../../finance/lockRow';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { ownAttachments } from '../project/archiveRows';
import { ownerInvoiceFigures, platformInvoiceFigures, type InvoiceContractFigures, type InvoiceRow } from './invoiceRows';
import { refuseVoided } from './invoiceVoid';

/** What a write resolved before its insert or update (kept beside the input, not in it). */
export interface ResolvedInvoice {
  owner: OwnerContractRow;
  platformId: string;
  parties: Record<string, string>;
  direct: boolean;
  amount: string;
  taxRate: string;
  taxes: string;
  attachments: ArchiveAttachment[];
}

const resolved = new WeakMap<object, ResolvedInvoice>();

export function resolvedInvoice(input: object): ResolvedInvoice {
  const found = resolved.get(input);
  if (!found) throw new Error('an invoice reached its write without its rules checked');
  return found;
}

type Common = Pick<OwnerInvoiceInput, 'currInvoiceAmount' | 'type' | 'content' | 'attach'>;

/** The fplx remark of a type key, or undefined when the dictionary holds no such type. */
async function typeRemark(db: Executor, type: string): Promise<string | undefined> {
  const row = await db.selectFrom('dict').select('remark').where('code', '=', 'fplx').where('dict_key', '=', type).where('parent_id', '<>', '0').executeTakeFirst();
  return row ? String(row.remark ?? '') : undefined;
}

function partiesOf(contract: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of ['jia', 'yi']) for (const f of ['id', 'name', 'code']) out[`party_${side}_${f}`] = String(contract[`party_${side}_${f}`] ?? '');
  return out;
}

async function resolve(
  trx: Executor,
  caller: Caller,
  input: Common,
  existing: InvoiceRow | undefined,
  ctx: { owner: OwnerContractRow; platformId: string; parties: Record<string, string>; figures: InvoiceContractFigures; amountMessage: string },
): Promise<ResolvedInvoice> {
  // An edit locks its invoice after the contracts (the arrivals' and the void's order) and reads its status there.
  if (existing) await refuseVoided(trx, caller.tenantId, existing.id);
  const amount = existing ? fromFen(existing.amount) : input.currInvoiceAmount;
  if (!existing) {
    if (!moneyLte(amount, ctx.figures.unInvoiceAmount)) throw new HttpError(400, ctx.amountMessage);
    if (!moneyLte(amount, ctx.figures.maxAvailable)) throw new HttpError(400, INVOICE_MESSAGES.maxAvailable);
  }
  const direct = Number(ctx.owner.is_direct) === 1;
  let taxRate = '0.00';
  if (direct) {
    if (!input.type || !input.content) throw new HttpError(400, PROJECT_MESSAGES.select);
    const remark = await typeRemark(trx, input.type);
    if (remark === undefined) throw new HttpError(400, PROJECT_MESSAGES.select);
    taxRate = rateFromRemark(remark) || '0.00';
  }
  const attachments = await ownAttachments(trx, caller, input.attach);
  return { owner: ctx.owner, platformId: ctx.platformId, parties: ctx.parties, direct, amount, taxRate, taxes: invoiceTaxes(amount, taxRate), attachments };
}

/** Owner invoices: on the owner contract itself; maxAvailable is its un-invoiced total. */
export async function checkOwnerInvoice(trx: Executor, input: OwnerInvoiceInput, caller: Caller, existing: InvoiceRow | undefined): Promise<void> {
  const owner = await lockOwnerContract(trx, caller.tenantId, existing?.contract_owner_id ?? input.contractOwnerId);
  const figures = await ownerInvoiceFigures(trx, caller.tenantId, owner, existing?.id);
  resolved.set(input, await resolve(trx, caller, input, existing, { owner, platformId: '', parties: partiesOf(owner), figures, amountMessage: INVOICE_MESSAGES.amountOwner }));
}

/** Platform invoices: on a platform or project-management contract; its owner contract locked first. */
export async function checkPlatformInvoice(trx: Executor, input: PlatformInvoiceInput, caller: Caller, existing: InvoiceRow | undefined): Promise<void> {
  const platformId = existing?.contract_platform_id ?? input.contractPlatformId;
  const peek = await trx.selectFrom('contract_platform').select(['contract_owner_id', 'kind']).where('tenant_id', '=', caller.tenantId).where('id', '=', platformId).executeTakeFirst();
  if (!peek || (peek.kind !== 'platform' && peek.kind !== 'project')) throw new HttpError(400, INVOICE_MESSAGES.platformNotFound);
  const owner = await lockOwnerContract(trx, caller.tenantId, peek.contract_owner_id);
  const platform = await lockRow<Record<string, unknown> & { id: string; curr_contract_amount: unknown }>(trx, 'contract_platform', caller.tenantId, platformId, INVOICE_MESSAGES.platformNotFound);
  const figures = await platformInvoiceFigures(trx, caller.tenantId, platform, owner, existing?.id);
  resolved.set(input, await resolve(trx, caller, input, existing, { owner, platformId, parties: partiesOf(platform), figures, amountMessage: INVOICE_MESSAGES.amountPlatform }));
}
