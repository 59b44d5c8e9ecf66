/**
 * Finance reports (issue 18): receivables aging (owner invoices not fully received, by days past due)
 * per contract or per owner, and payables (payment requests waiting for payment) per contract or per
 * requesting organisation. Paged like the lists; each page carries the totals of the whole search.
 */
import type { AgingAmounts, PayableAmounts, PayableRow, PayablesQuery, ReceivableRow, ReceivablesQuery, ReportPage } from '../domain/financeReports';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export const financeReportEndpoints = {
  receivables: contract<Partial<ReceivablesQuery>, ReportPage<ReceivableRow, AgingAmounts>>('GET', 'finance-report/receivables'),
  payables: contract<Partial<PayablesQuery>, ReportPage<PayableRow, PayableAmounts>>('GET', 'finance-report/payables'),
};
