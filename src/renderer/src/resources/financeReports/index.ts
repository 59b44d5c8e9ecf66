import { financeReportEndpoints as e } from '@shared/api/financeReportEndpoints';
import { AGING_BUCKET_KEYS, type AgingAmounts, type PayableAmounts, type PayableRow, type ReceivableRow } from '@shared/domain/financeReports';
import { labelColumn, moneyColumn } from '../../crud/columns';
import type { Column, ReadOnlyResourceDescriptor, SearchField } from '../../crud/types';
import { totalsFooter } from './ReportTotals';

const agingColumns: Column<ReceivableRow>[] = [...AGING_BUCKET_KEYS.map((k) => moneyColumn<ReceivableRow>(k, { width: 130 })), moneyColumn<ReceivableRow>('total', { width: 140 })];
const receivableSearch: SearchField[] = [
  { name: 'partyJia', kind: 'text' },
  { name: 'name', kind: 'text' },
  { name: 'invoiceDate', kind: 'dateRange', from: 'invoiceDateFrom', to: 'invoiceDateTo' },
  { name: 'asOf', kind: 'date' },
];
const agingTotals = ['notDue', 'days30', 'days90', 'days180', 'over180', 'total'] as const satisfies readonly (keyof AgingAmounts)[];

/** Receivables aging per owner contract (应收账龄): not-received invoice money by days past due, totals of the whole search below. */
export const receivablesByContract: ReadOnlyResourceDescriptor<ReceivableRow> = {
  name: 'financeReceivablesByContract',
  readOnly: true,
  endpoints: { page: e.receivables },
  columns: [{ key: 'contractName', width: 200 }, { key: 'contractCode', width: 130 }, { key: 'partyJiaName', width: 160 }, { key: 'invoiceCount', width: 80 }, ...agingColumns],
  search: receivableSearch,
  footer: totalsFooter('financeReceivablesByContract', agingTotals),
};

/** The same per owner (party A of the owner contracts). */
export const receivablesByOwner: ReadOnlyResourceDescriptor<ReceivableRow> = {
  name: 'financeReceivablesByOwner',
  readOnly: true,
  endpoints: { page: e.receivables },
  columns: [{ key: 'partyJiaName', width: 200 }, { key: 'contractCount', width: 80 }, { key: 'invoiceCount', width: 80 }, ...agingColumns],
  search: receivableSearch,
  footer: totalsFooter('financeReceivablesByOwner', agingTotals),
};

const payableColumns: Column<PayableRow>[] = [
  { key: 'requestCount', width: 90 },
  moneyColumn<PayableRow>('requestAmount', { width: 140 }),
  moneyColumn<PayableRow>('paidAmount', { width: 140 }),
  moneyColumn<PayableRow>('unpaidAmount', { width: 140 }),
  { key: 'oldestRequestDate', width: 120 },
];
const payableSearch: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'requestOrgName', kind: 'text' },
  { name: 'requestDate', kind: 'dateRange', from: 'requestDateFrom', to: 'requestDateTo' },
];
const payableTotals = ['requestAmount', 'paidAmount', 'unpaidAmount'] as const satisfies readonly (keyof PayableAmounts)[];

/** Payables per contract (应付): requests waiting for payment on the contracts the organisation keeps. */
export const payablesByContract: ReadOnlyResourceDescriptor<PayableRow> = {
  name: 'financePayablesByContract',
  readOnly: true,
  endpoints: { page: e.payables },
  columns: [
    { key: 'contractName', width: 200 },
    labelColumn<PayableRow>('contractKind', 'resources.financePayablesByContract.kinds', ['production', 'resource'], { width: 140 }),
    { key: 'requestOrgName', width: 180 },
    ...payableColumns,
  ],
  search: payableSearch,
  footer: totalsFooter('financePayablesByContract', payableTotals),
};

/** The same per requesting organisation (party B). */
export const payablesByOrg: ReadOnlyResourceDescriptor<PayableRow> = {
  name: 'financePayablesByOrg',
  readOnly: true,
  endpoints: { page: e.payables },
  columns: [{ key: 'requestOrgName', width: 220 }, ...payableColumns],
  search: payableSearch,
  footer: totalsFooter('financePayablesByOrg', payableTotals),
};
