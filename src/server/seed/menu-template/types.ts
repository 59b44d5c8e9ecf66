import type { OrgCategory } from '@shared/domain/organisation';
import type { RoleAlias } from '../demo-organisations';

export interface ButtonTemplate {
  code: string;
  name: string;
  /** Roles granted the button; all roles when absent. */
  roles?: RoleAlias[];
}

export interface MenuTemplate {
  code: string;
  name: string;
  path: string;
  icon?: string;
  /** Categories that get the entry; every category when absent. */
  categories?: OrgCategory[];
  /** Only the operator tenant (000000) gets the entry: platform-wide administration. */
  operatorOnly?: boolean;
  /** A page of its own: kept even when every child is withheld from the category. */
  standalone?: boolean;
  /** 0 keeps a sub-item out of the menu (it stays routable). */
  isShow?: 0 | 1;
  roles?: RoleAlias[];
  query?: Record<string, string>;
  keepAlive?: boolean;
  children?: MenuTemplate[];
  buttons?: ButtonTemplate[];
}

/** Headquarters, technology and management companies: they keep customers and see the statistics of what they lead. */
export const BIZ_LEADERS: OrgCategory[] = ['ss', 'kj', 'gl'];
/** The categories that divide an owner contract's money: they hold contracts and finance. */
export const CONTRACTING: OrgCategory[] = ['ss', 'kj', 'gl', 'sj', 'pt'];
