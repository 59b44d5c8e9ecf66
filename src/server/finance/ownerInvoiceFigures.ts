/**
 * The owner contract list's invoice and arrival figures (issue 17: currInvoiceAmount, invoiceRate,
 * currArriveAmount, unInvoiceTotal were '0.00' until now): a wrapper around the owner route's enrich
 * hook, so the contract route changes by one line and the finance sums stay here.
 */
import type { OwnerContract } from '@shared/domain/contractOwner';
import { invoiceSummary } from '@shared/domain/invoiceSummary';
import type { Executor } from '../db/database';
import { ownerMoneyTotals } from './invoiceSums';

type Enrich<Row> = (db: Executor, rows: readonly Row[]) => Promise<(record: OwnerContract) => OwnerContract>;

export function withInvoiceFigures<Row extends { id: string; tenant_id: string }>(enrich: Enrich<Row>): Enrich<Row> {
  return async (db, rows) => {
    const inner = await enrich(db, rows);
    if (!rows.length) return inner;
    const totals = await ownerMoneyTotals(
      db,
      rows[0].tenant_id,
      rows.map((r) => r.id),
    );
    return (record) => {
      const r = inner(record);
      const t = totals.get(r.id) ?? { invoiced: '0.00', arrived: '0.00' };
      const s = invoiceSummary({ contractAmount: r.currContractAmount, invoiceAmount: t.invoiced, arrivedAmount: t.arrived, invoiceArrivedAmount: t.arrived });
      return { ...r, currInvoiceAmount: s.invoiceAmount, invoiceRate: s.invoiceRate, currArriveAmount: s.arrivedAmount, unInvoiceTotal: s.unInvoiceAmount };
    };
  };
}
