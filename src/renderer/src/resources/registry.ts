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
  { path: '/system/setting', load: () => import('../features/settings/SettingsPage') },
  { path: '/system/feedback', load: () => import('./feedback/FeedbackPage') },
  { path: '/notice', load: () => import('../features/messageCentre/MessageCentrePage') },
  { path: '/desk/stat', load: () => import('./stats/CompanyStatsPage') },
];
