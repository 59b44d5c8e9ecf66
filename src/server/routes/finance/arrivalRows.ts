/**
 * Arrivals as the API answers them: the row, and what is read at answer time — the contract's name,
 * code and amount, the invoice's figures (arrived, not arrived), what else arrived on the contract —
 * with the rates from the shared formula (arrivalRates), so nothing copied into the row goes stale.
 */
import { fromFen } from '@shared/domain/contractMoney';
import { arrivalRates, type Arrival } from '@shared/domain/financeArrival';
import { subtractMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import { readAttachments } from '../project/archiveRows';
import type { ArrivalKind } from './arrivalKinds';
import type { ArrivalRow } from './arrivalRules';

export function toArrival(row: ArrivalRow): Arrival {
  return {
    id: row.id,
    kind: row.kind,
    contractOwnerId: row.contract_owner_id,
    contractPlatformId: row.contract_platform_id,
    yzName: '',
    yzCode: '',
    ptName: '',
    ptCode: '',
    isDirect: 0,
    contractAmount: '0.00',
    invoiceId: row.invoice_id,
    recordId: row.invoice_id,
    invoiceName: '',
    fpStatus: 0,
    currInvoiceAmount: '0.00',
    currArrivedAmount: '0.00',
    currUnArriveAmount: '0.00',
    arrivedOther: '0.00',
    name: row.name,
    partyJiaName: row.party_jia_name,
    partyYiName: row.party_yi_name,
    arriveAmount: fromFen(row.amount),
    arriveDate: row.arrive_date,
    currArriveRate: '0.00',
    totalArriveRate: '0.00',
    status: Number(row.write_off),
    writeOffDate: row.write_off_date,
    bankCardId: row.bank_card_id,
    accName: row.acc_name,
    bankAcc: row.bank_acc,
    openBank: row.open_bank,
    receiptVoucher: readAttachments(row.receipt_voucher),
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

type Sum = string | number | null;

/** Arrived per key (invoice or contract) among `ids`. */
async function arrivedBy(db: Executor, column: 'invoice_id' | 'contract_owner_id' | 'contract_platform_id', kind: ArrivalKind['kind'], ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('finance_arrival')
    .select([column, (eb) => eb.fn.sum<Sum>('amount').as('total')])
    .where(column, 'in', ids)
    .where('kind', '=', kind)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [String((r as Record<string, unknown>)[column]), fromFen(r.total ?? 0)]));
}

/** The builder's enrich hook: one read per table for the whole answer. */
export function enrichArrivals(k: ArrivalKind) {
  return async (db: Executor, rows: readonly ArrivalRow[]): Promise<(a: Arrival) => Arrival> => {
    const ownerIds = [...new Set(rows.map((r) => r.contract_owner_id))];
    const platformIds = [...new Set(rows.map((r) => r.contract_platform_id).filter(Boolean))];
    const invoiceIds = [...new Set(rows.map((r) => r.invoice_id))];
    const owners = ownerIds.length ? await db.selectFrom('contract_owner').select(['id', 'name', 'code', 'is_direct', 'curr_contract_amount']).where('id', 'in', ownerIds).execute() : [];
    const platforms = platformIds.length ? await db.selectFrom('contract_platform').select(['id', 'name', 'code', 'curr_contract_amount']).where('id', 'in', platformIds).execute() : [];
    const invoices = invoiceIds.length ? await db.selectFrom('finance_invoice').select(['id', 'name', 'status', 'amount']).where('id', 'in', invoiceIds).execute() : [];
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const platformOf = new Map(platforms.map((p) => [p.id, p]));
    const invoiceOf = new Map(invoices.map((i) => [i.id, i]));
    const onInvoice = await arrivedBy(db, 'invoice_id', k.kind, invoiceIds);
    const onContract = await arrivedBy(db, k.column, k.kind, k.kind === 'owner' ? ownerIds : platformIds);
    return (a) => {
      const owner = ownerOf.get(a.contractOwnerId);
      const platform = platformOf.get(a.contractPlatformId);
      const invoice = invoiceOf.get(a.invoiceId);
      const contractAmount = fromFen((k.kind === 'owner' ? owner : platform)?.curr_contract_amount ?? 0);
      const invoiceAmount = fromFen(invoice?.amount ?? 0);
      const arrivedInvoice = onInvoice.get(a.invoiceId) ?? '0.00';
      const arrivedOther = subtractMoney(onContract.get(k.kind === 'owner' ? a.contractOwnerId : a.contractPlatformId) ?? '0.00', a.arriveAmount);
      const rates = arrivalRates({ arriveAmount: a.arriveAmount, arrivedOther, contractAmount });
      return {
        ...a,
        yzName: owner?.name ?? '',
        yzCode: owner?.code ?? '',
        ptName: platform?.name ?? '',
        ptCode: platform?.code ?? '',
        isDirect: Number(owner?.is_direct ?? 0),
        contractAmount,
        invoiceName: invoice?.name ?? '',
        fpStatus: Number(invoice?.status ?? 0),
        currInvoiceAmount: invoiceAmount,
        currArrivedAmount: arrivedInvoice,
        currUnArriveAmount: subtractMoney(invoiceAmount, arrivedInvoice),
        arrivedOther,
        currArriveRate: rates.currArriveRate || '0.00',
        totalArriveRate: rates.totalArriveRate || '0.00',
      };
    };
  };
}
