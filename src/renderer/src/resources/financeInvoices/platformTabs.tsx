import type { PlatformContract } from '@shared/domain/contractPlatform';
import type { DetailTab } from '../../crud/detail/types';
import { platformInvoices } from './index';
import { InvoiceSummaryPanel } from './InvoiceSummaryPanel';

/** Owner-allocated (basic) contracts take no platform invoices: only platform and project-management ones do. */
const invoicedKind = (p: PlatformContract) => p.kind !== 'basic';

/** The platform contract detail page's invoice tabs: its invoices and their summary (platform and project-management contracts only). */
export const invoicePlatformTabs: DetailTab<PlatformContract>[] = [
  {
    name: 'invoices',
    label: 'resources.platformInvoices.tab',
    shows: invoicedKind,
    list: (p) => ({ resource: { ...platformInvoices, empty: { ...platformInvoices.empty, contractPlatformId: p.id, ptName: p.name } }, fixedFilters: { contractPlatformId: p.id } }),
  },
  { name: 'invoiceSummary', label: 'resources.platformInvoices.actions.summary', shows: invoicedKind, Component: ({ record }) => <InvoiceSummaryPanel kind="platform" id={record.id} /> },
];
