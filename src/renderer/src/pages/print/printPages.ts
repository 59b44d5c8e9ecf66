import type { ComponentType } from 'react';

/**
 * The print views' routes (issue 18): each opens, outside the shell, for whoever may open the
 * record's own screen — the lists of its detail page (registry.ts detailOf), or the list it is a row of.
 */
export interface PrintPageEntry {
  path: string;
  lists: string[];
  load: () => Promise<{ default: ComponentType }>;
}

const OWNER_CONTRACT_LISTS = ['/contract/owner', '/contract/mine', '/project/initiation'];
const PLATFORM_CONTRACT_LISTS = ['/contract/platform', '/contract/project', '/contract/basic', '/contract/owner', '/contract/mine'];

export const PRINT_PAGES: PrintPageEntry[] = [
  { path: '/print/contract-owner', lists: OWNER_CONTRACT_LISTS, load: () => import('./OwnerContractPrint') },
  // An owner invoice is a row of its list and of its contract's page; a platform invoice likewise.
  { path: '/print/owner-invoice', lists: ['/finance/invoice', ...OWNER_CONTRACT_LISTS], load: () => import('./OwnerInvoicePrintPage') },
  { path: '/print/platform-invoice', lists: ['/finance/platform-invoice', ...PLATFORM_CONTRACT_LISTS], load: () => import('./PlatformInvoicePrintPage') },
];

/** A print view's address for a record. */
export const printPath = (page: string, id: string) => `${page}/${encodeURIComponent(id)}`;
