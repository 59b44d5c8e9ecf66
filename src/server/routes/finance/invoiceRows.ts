/**
 * Invoices as the API answers them: the row, its arrived and not-arrived money (its arrivals' sum),
 * and its contract's figures read at answer time (amount, invoiced, un-invoiced, maxAvailable) —
 * never copied into the row, so they cannot go stale.
 */
import type { Selectable } from 'kysely';
import { fromBasisPoints, fromFen } from '@shared/domain/contractMoney';
import { INVOICE_STATUS, type FinanceContractKind } from '@shared/domain/finance';
import { ownerMaxAvailable, platformMaxAvailable, type Invoice } from '@shared/domain/invoice';
import { subtractMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import type { FinanceInvoiceTable } from '../../db/schema-finance';
import { arrivedByInvoice, arrivedTotals, invoicedTotal } from '../../finance/invoiceSums';
import { readAttachments } from '../project/archiveRows';

export type InvoiceRow = Selectable<FinanceInvoiceTable> & { create_user_name?: string | null };

export function toInvoice(row: InvoiceRow): Invoice {
  const amount = fromFen(row.amount);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    contractOwnerId: row.contract_owner_id,
    contractPlatformId: row.contract_platform_id,
    yzName: '',
    yzCode: '',
    ptName: '',
    ptCode: '',
    isDirect: 0,
    name: row.name,
    code: row.code,
    status: Number(row.status),
    currInvoiceAmount: amount,
    currArrivedAmount: '0.00',
    currUnArriveAmount: amount,
    invoiceDate: row.invoice_date,
    receiptDate: row.receipt_date,
    type: row.type,
    taxRate: fromBasisPoints(row.tax_rate),
    taxes: fromFen(row.taxes),
    content: row.content,
    nums: row.nums,
    attach: readAttachments(row.attach),
    remark: row.remark,
    contractAmount: '0.00',
    invoiceAmount: '0.00',
    unInvoiceAmount: '0.00',
    maxAvailable: '0.00',
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

/** The money of one contract a new invoice is measured against (add form figures and the rules). */
export interface InvoiceContractFigures {
  contractAmount: string;
  invoiceAmount: string;
  unInvoiceAmount: string;
  maxAvailable: string;
}

/** An owner contract's: maxAvailable is its un-invoiced total. */
export async function ownerInvoiceFigures(db: Executor, tenantId: string, owner: { id: string; curr_contract_amount: unknown }, exclude?: string): Promise<InvoiceContractFigures> {
  const contractAmount = fromFen(owner.curr_contract_amount as number);
  const invoiceAmount = await invoicedTotal(db, tenantId, { kind: 'owner', id: owner.id }, exclude);
  const unInvoiceAmount = subtractMoney(contractAmount, invoiceAmount);
  return { contractAmount, invoiceAmount, unInvoiceAmount, maxAvailable: ownerMaxAvailable(contractAmount, invoiceAmount) };
}

/** A platform or project-management contract's: maxAvailable follows the owner contract's arrived share. */
export async function platformInvoiceFigures(
  db: Executor,
  tenantId: string,
  platform: { id: string; curr_contract_amount: unknown },
  owner: { id: string; curr_contract_amount: unknown },
  exclude?: string,
): Promise<InvoiceContractFigures> {
  const contractAmount = fromFen(platform.curr_contract_amount as number);
  const invoiceAmount = await invoicedTotal(db, tenantId, { kind: 'platform', id: platform.id }, exclude);
  const ownerArrived = (await arrivedTotals(db, tenantId, { kind: 'owner', id: owner.id })).arrived;
  const maxAvailable = platformMaxAvailable({ platformAmount: contractAmount, invoiced: invoiceAmount, ownerAmount: fromFen(owner.curr_contract_amount as number), ownerArrived });
  return { contractAmount, invoiceAmount, unInvoiceAmount: subtractMoney(contractAmount, invoiceAmount), maxAvailable };
}

/** The builder's enrich hook: names and codes of the contracts, arrived money, the contract's figures. */
export function enrichInvoices(kind: FinanceContractKind) {
  return async (db: Executor, rows: readonly InvoiceRow[]): Promise<(i: Invoice) => Invoice> => {
    if (!rows.length) return (i) => i;
    const tenantId = rows[0].tenant_id;
    const arrived = await arrivedByInvoice(
      db,
      tenantId,
      rows.map((r) => r.id),
    );
    const ownerIds = [...new Set(rows.map((r) => r.contract_owner_id))];
    const owners = await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'is_direct', 'curr_contract_amount']).where('tenant_id', '=', tenantId).where('id', 'in', ownerIds).execute();
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const platformIds = [...new Set(rows.map((r) => r.contract_platform_id).filter(Boolean))];
    const platforms = platformIds.length ? await db.selectFrom('contract_platform').select(['id', 'name', 'code', 'curr_contract_amount']).where('tenant_id', '=', tenantId).where('id', 'in', platformIds).execute() : [];
    const platformOf = new Map(platforms.map((p) => [p.id, p]));
    const figures = new Map<string, InvoiceContractFigures>();
    for (const r of rows) {
      const key = kind === 'owner' ? r.contract_owner_id : r.contract_platform_id;
      if (figures.has(key)) continue;
      const owner = ownerOf.get(r.contract_owner_id);
      const platform = platformOf.get(r.contract_platform_id);
      if (kind === 'owner' && owner) figures.set(key, await ownerInvoiceFigures(db, tenantId, owner));
      if (kind === 'platform' && owner && platform) figures.set(key, await platformInvoiceFigures(db, tenantId, platform, owner));
    }
    return (i) => {
      const owner = ownerOf.get(i.contractOwnerId);
      const platform = platformOf.get(i.contractPlatformId);
      const got = arrived.get(i.id) ?? '0.00';
      const f = figures.get(kind === 'owner' ? i.contractOwnerId : i.contractPlatformId);
      return {
        ...i,
        ...f,
        yzName: owner?.name ?? '',
        yzCode: owner?.code ?? '',
        isDirect: Number(owner?.is_direct ?? 0),
        ptName: platform?.name ?? '',
        ptCode: platform?.code ?? '',
        currArrivedAmount: got,
        // A voided invoice waits for no more money.
        currUnArriveAmount: i.status === INVOICE_STATUS.voided ? '0.00' : subtractMoney(i.currInvoiceAmount, got),
      };
    };
  };
}
