import { BUSINESS_MENUS } from './business';
import { ORGANISATION_MENUS } from './organisation';
import { SYSTEM_MENUS } from './system';
import type { MenuTemplate } from './types';

export type { ButtonTemplate, MenuTemplate } from './types';

/**
 * The product's menu, copied into each organisation at seed time and filtered by its category
 * (spec 1 §2 and §6, spec 2, spec 3). The operator tenant never gets contract or finance.
 */
export const MENU_TEMPLATE: MenuTemplate[] = [
  ...BUSINESS_MENUS,
  ...ORGANISATION_MENUS,
  ...SYSTEM_MENUS,
];
