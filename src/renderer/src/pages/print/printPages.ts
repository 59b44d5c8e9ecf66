import type { ComponentType } from 'react';
import { detailLists } from './contractLists';

/**
 * The print views' routes (issue 18): each opens, outside the shell, for whoever may open the
 * record's own screen — the lists of its detail page (registry.ts detailOf), or the list it is a row of.
 */
export interface PrintPageEntry {
  path: string;
  lists: string[];
  load: () => Promise<{ default: ComponentType }>;
}

// A contract prints for whoever may open its detail page (the production and resource kinds share /contract/zq_details).
const OWNER_CONTRACT_LISTS = detailLists('/contract/yz_details');
const PLATFORM_CONTRACT_LISTS = detailLists('/contract/fzq_details');
const PAYMENT_CONTRACT_LISTS = detailLists('/contract/zq_details');

export const PRINT_PAGES: PrintPageEntry[] = [
  { path: '/print/contract-owner', lists: OWNER_CONTRACT_LISTS, load: () => import('./OwnerContractPrint') },
  // The platform, project-management and owner-allocated kinds: one detail call and page, so one print.
  { path: '/print/contract-platform', lists: PLATFORM_CONTRACT_LISTS, load: () => import('./PlatformContractPrint') },
  { path: '/print/contract-production', lists: PAYMENT_CONTRACT_LISTS, load: () => import('./ProductionContractPrint') },
  { path: '/print/contract-resource', lists: PAYMENT_CONTRACT_LISTS, load: () => import('./ResourceContractPrint') },
  // An owner invoice is a row of its list and of its contract's page; a platform invoice likewise.
  { path: '/print/owner-invoice', lists: ['/finance/invoice', ...OWNER_CONTRACT_LISTS], load: () => import('./OwnerInvoicePrintPage') },
  { path: '/print/platform-invoice', lists: ['/finance/platform-invoice', ...PLATFORM_CONTRACT_LISTS], load: () => import('./PlatformInvoicePrintPage') },
];

/** A print view's address for a record. */
export const printPath = (page: string, id: string) => `${page}/${encodeURIComponent(id)}`;
