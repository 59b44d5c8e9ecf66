import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { ownerInvoices } from './index';
import { InvoiceSummaryPanel } from './InvoiceSummaryPanel';

/** The owner contract detail page's invoice tabs (H2): its owner invoices, listed and added in place, and their summary. */
export const invoiceOwnerTabs: DetailTab<OwnerContract>[] = [
  {
    name: 'invoices',
    label: 'resources.ownerInvoices.tab',
    list: (o) => ({ resource: { ...ownerInvoices, empty: { ...ownerInvoices.empty, contractOwnerId: o.id, yzName: o.name, isDirect: o.isDirect, contractAmount: o.currContractAmount, invoiceAmount: o.currInvoiceAmount, unInvoiceAmount: o.unInvoiceTotal, maxAvailable: o.unInvoiceTotal } }, fixedFilters: { contractOwnerId: o.id } }),
  },
  { name: 'invoiceSummary', label: 'resources.ownerInvoices.actions.summary', Component: ({ record }) => <InvoiceSummaryPanel kind="owner" id={record.id} /> },
];
