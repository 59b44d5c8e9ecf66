/** Organisation categories of spec 1 §1 and the business type each maps to. */
export const ORG_CATEGORIES = {
  ss: { bizType: 1, zh: '总部', en: 'Headquarters' },
  kj: { bizType: 1, zh: '科技公司', en: 'Technology company' },
  gl: { bizType: 1, zh: '管理公司', en: 'Management company' },
  sj: { bizType: 2, zh: '设计公司', en: 'Design company' },
  yz: { bizType: 3, zh: '业主单位', en: 'Owner unit' },
  pt: { bizType: 3, zh: '平台单位', en: 'Platform unit' },
  zy: { bizType: 3, zh: '资源方', en: 'Resource provider' },
  sc: { bizType: 3, zh: '生产团队', en: 'Production team' },
  st: { bizType: 3, zh: '审图机构', en: 'Drawing-review body' },
  cb: { bizType: 3, zh: '出版机构', en: 'Publishing body' },
} as const;

export type OrgCategory = keyof typeof ORG_CATEGORIES;
export const ORG_CATEGORY_CODES = Object.keys(ORG_CATEGORIES) as OrgCategory[];

export function isOrgCategory(value: unknown): value is OrgCategory {
  return typeof value === 'string' && value in ORG_CATEGORIES;
}

export function bizTypeOf(category: string | undefined): number | undefined {
  return isOrgCategory(category) ? ORG_CATEGORIES[category].bizType : undefined;
}

/** The operator's own tenant, also the default tenant at login. */
export const OPERATOR_TENANT = '000000';

/** Only these categories may open the data board (spec 1 §6). */
export const BOARD_CATEGORIES: readonly OrgCategory[] = ['ss', 'kj', 'gl', 'pt'];

/**
 * Spec 3 §4's JOINED, LOCK, REFUSE, QUIT, and APPLY: joined by invitation code, waiting for the
 * administrator, who approves (JOINED) or refuses (REFUSE) it (docs/decisions.md, issue 20).
 */
export const JOIN_STATUSES = ['JOINED', 'LOCK', 'QUIT', 'REFUSE', 'APPLY'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** Menus the operator tenant never shows (spec 1 §2). */
export const OPERATOR_HIDDEN_MENU_CODES = ['contract', 'finance'] as const;

/** One post of the current person, as the organisation switcher lists it. */
export interface OrgPost {
  id: string;
  tenantId: string;
  deptId: string;
  deptName: string;
  orgCategory: OrgCategory;
  postName: string;
  roleId: string;
  roleName: string;
  logo: string;
  joinStatus: JoinStatus;
}

/** Words every company name carries (有限公司, 集团), left out of an organisation's avatar initials. */
const LEGAL_FORM = /有限责任公司|有限公司|集团/g;
/** The two characters an organisation's avatar shows: 中建设计集团有限公司 → 中建. */
export const orgInitials = (name: string) => [...name.replace(LEGAL_FORM, '')].slice(0, 2).join('');
