import type { ComponentType } from 'react';

/**
 * Screens of declared resources, by the menu path that opens them. The router serves them behind
 * the menu check (a path the person's menu lacks stays 403/404).
 */
export const RESOURCE_PAGES: { path: string; load: () => Promise<{ default: ComponentType }> }[] = [
  { path: '/customer/follow', load: () => import('./customers/CustomersPage') },
  { path: '/customer/mine', load: () => import('./customers/MyCustomersPage') },
  { path: '/customer/invite', load: () => import('./customerInvites/InvitesPage') },
  { path: '/notice/index', load: () => import('./notices/NoticesPage') },
];
