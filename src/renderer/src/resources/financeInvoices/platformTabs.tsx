import type { PlatformContract } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';
import { platformInvoices } from './index';
import { InvoiceSummaryPanel } from './InvoiceSummaryPanel';

/** The platform contract detail page's invoice tabs (H2): its invoices and their summary (platform and project-management contracts only). */
export const invoicePlatformTabs: DetailTab<PlatformContract>[] = [
  {
    name: 'invoices',
    label: 'resources.platformInvoices.name',
    list: (p) => ({ resource: { ...platformInvoices, empty: { ...platformInvoices.empty, contractPlatformId: p.id, ptName: p.name } }, fixedFilters: { contractPlatformId: p.id } }),
  },
  { name: 'invoiceSummary', label: 'resources.platformInvoices.actions.summary', Component: ({ record }) => <InvoiceSummaryPanel kind="platform" id={record.id} /> },
];
