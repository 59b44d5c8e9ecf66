/** English twin of report.zh.ts. */
import type { FINANCE_REPORT_MESSAGES } from '../../domain/financeReports';
import type { Twin } from '../twin';
import type { financeReportZh } from './report.zh';

const messages: Record<keyof typeof FINANCE_REPORT_MESSAGES, string> = {
  date: 'Choose a valid date',
  view: 'Choose how to group the report',
};

const aging = {
  notDue: 'Not due',
  // Short enough for the 130 px money columns: the tab already says it is the aging of receivables.
  days30: '1–30 days late',
  days90: '31–90 days late',
  days180: '91–180 days late',
  over180: '180+ days late',
  total: 'Open total',
};
const receivableSearch = { partyJia: 'Owner', name: 'Contract name', invoiceDate: 'Invoice date', asOf: 'As of' };
const payable = { requestOrgName: 'Requesting organisation', requestCount: 'Requests waiting', requestAmount: 'Requested', paidAmount: 'Paid', unpaidAmount: 'Unpaid', oldestRequestDate: 'Oldest request' };
const payableSearch = { name: 'Contract name', requestOrgName: 'Requesting organisation', requestDate: 'Request date' };

export const financeReportEn: Twin<typeof financeReportZh> = {
  resources: {
    financeReports: {
      name: 'Finance reports',
      tabs: { receivablesByContract: 'Receivables aging by contract', receivablesByOwner: 'Receivables aging by owner', payablesByContract: 'Payables by contract', payablesByOrg: 'Payables by requesting organisation' },
      totals: 'Total',
    },
    financeReceivablesByContract: {
      name: 'Receivables aging by contract',
      fields: { contractName: 'Contract name', contractCode: 'Contract code', partyJiaName: 'Owner', invoiceCount: 'Invoices', ...aging, ...receivableSearch },
    },
    financeReceivablesByOwner: {
      name: 'Receivables aging by owner',
      fields: { partyJiaName: 'Owner', contractCount: 'Contracts', invoiceCount: 'Invoices', ...aging, ...receivableSearch },
    },
    financePayablesByContract: {
      name: 'Payables by contract',
      fields: { contractName: 'Contract name', contractKind: 'Contract type', ...payable, ...payableSearch },
      kinds: { production: 'Production service contract', resource: 'Resource provider contract' },
    },
    financePayablesByOrg: {
      name: 'Payables by requesting organisation',
      fields: { ...payable, ...payableSearch },
    },
  },
  messages: { financeReport: messages },
};
