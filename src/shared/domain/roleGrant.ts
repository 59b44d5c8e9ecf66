/**
 * Roles, their grants and the menu template (spec 3 §2 permission form, §6, §7 role/menu/user
 * grant): the rules the role and template forms and the server's routes share. English twins:
 * i18n/messages/roleGrant.en.ts.
 */
import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { requiredText } from './validation';

export const ROLE_MESSAGES = {
  name: '请输入角色名称',
  alias: '请输入角色别名',
  aliasTaken: '角色别名已存在，请检查',
  parentUnknown: '上级角色不存在',
  parentLoop: '上级角色不能是角色自身或其下级',
  notFound: '角色不存在或已被删除',
  removeHeld: '该角色下还有成员，请先移除成员后再删除',
  removeChildren: '该角色下还有下级角色，请先删除下级角色',
  removeAdministrator: '管理员角色不能删除',
  administratorAlias: '管理员角色的别名不能修改',
  rolesRequired: '请选择角色',
  usersRequired: '请选择成员',
  memberUnknown: '所选成员不属于本组织',
  lastAdministrator: '组织至少需要保留一名在职的管理员',
  menuUnknown: '所选菜单不属于本组织',
  scopeUnknown: '所选数据权限或接口权限不存在',
  grantsLoading: '权限加载中，请稍候再保存',
} as const;

export const MENU_TEMPLATE_MESSAGES = {
  name: '请输入菜单名称',
  code: '请输入菜单编号',
  codeFormat: '菜单编号只能包含字母、数字和下划线',
  category: '请选择菜单类型',
  parentUnknown: '上级菜单不存在',
  parentButton: '按钮下不能再添加菜单或按钮',
  notFound: '菜单不存在或已被删除',
  removeChildren: '该菜单下还有子菜单或按钮，请先删除',
  categoriesFormat: '企业类型有误',
  rolesFormat: '默认角色别名有误',
} as const;

export const ROLE_LIMITS = { name: 20, alias: 20, remark: 200 } as const;
export const MENU_LIMITS = { name: 100, code: 64, path: 500, icon: 100 } as const;

/** The administrator role: every organisation starts with it, its director holds it, it is never removed. */
export const ADMINISTRATOR_ROLE = 'administrator';

const id = z.string().trim().regex(/^\d{1,32}$/);
const optionalId = z.string().trim().regex(/^(\d{1,32})?$/).optional();
/** An organisation the operator's administrator names (anyone else naming another one is refused). */
const tenantId = z.string().trim().regex(/^\d{6}$/).optional();
/** Ids as a JSON array or one comma-joined string (the spec's client sends either). */
const idList = (message: string, min = 0) =>
  z
    .union([z.array(z.string()), z.string()], { error: message })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((v) => v.length >= min && v.every((s) => /^\d{1,32}$/.test(s)), message);

export const roleSubmitSchema = z.object({
  id: optionalId,
  tenantId,
  name: requiredText(ROLE_MESSAGES.name, ROLE_LIMITS.name),
  alias: requiredText(ROLE_MESSAGES.alias, ROLE_LIMITS.alias),
  parentId: z.string().trim().regex(/^\d{1,32}$/, ROLE_MESSAGES.parentUnknown).optional().or(z.literal('')).transform((v) => v || '0'),
  sort: z.coerce.number().int().min(0).max(9999).optional().transform((v) => v ?? 0),
  remark: optionalText(ROLE_LIMITS.remark),
});
export type RoleInput = z.input<typeof roleSubmitSchema>;

export const roleRemoveSchema = z.object({ ids: idList(ROLE_MESSAGES.rolesRequired, 1), tenantId });
export const roleListQuerySchema = pageQuerySchema.extend({ tenantId, name: z.string().trim().max(20).optional() });
export const roleIdQuerySchema = z.object({ roleId: id, tenantId });
export const roleDetailQuerySchema = z.object({ id, tenantId });
export const tenantQuerySchema = z.object({ tenantId });

export const roleGrantSchema = z.object({
  tenantId,
  roleIds: idList(ROLE_MESSAGES.rolesRequired, 1),
  menuIds: idList(ROLE_MESSAGES.menuUnknown).optional().transform((v) => v ?? []),
  dataScopeIds: idList(ROLE_MESSAGES.scopeUnknown).optional().transform((v) => v ?? []),
  apiScopeIds: idList(ROLE_MESSAGES.scopeUnknown).optional().transform((v) => v ?? []),
});
export type RoleGrantInput = z.input<typeof roleGrantSchema>;

/** The grant form: the trees' values must have loaded (from role-tree-keys) before it saves, or a save would clear the role. */
const loadedIds = z.array(z.string(), { error: ROLE_MESSAGES.grantsLoading });
export const roleGrantFormSchema = z.object({ roleIds: z.array(z.string()), menuIds: loadedIds, dataScopeIds: loadedIds, apiScopeIds: loadedIds });

export const userGrantSchema = z.object({
  tenantId,
  userIds: idList(ROLE_MESSAGES.usersRequired, 1),
  roleId: z.string({ error: ROLE_MESSAGES.rolesRequired }).trim().regex(/^\d{1,32}$/, ROLE_MESSAGES.rolesRequired),
});

/** 角色成员's add: one member from the picker. */
export const roleMemberAddSchema = z.object({ userId: requiredText(ROLE_MESSAGES.usersRequired) });

export const roleTreeKeysQuerySchema = z.object({ tenantId, roleIds: idList(ROLE_MESSAGES.rolesRequired, 1) });

/** 1 menu entry, 2 button. */
export const MENU_KINDS = [1, 2] as const;

export const menuTemplateSubmitSchema = z.object({
  id: optionalId,
  parentId: z.string().trim().regex(/^\d{1,32}$/, MENU_TEMPLATE_MESSAGES.parentUnknown).optional().or(z.literal('')).transform((v) => v || '0'),
  name: requiredText(MENU_TEMPLATE_MESSAGES.name, MENU_LIMITS.name),
  code: requiredText(MENU_TEMPLATE_MESSAGES.code, MENU_LIMITS.code).refine((v) => /^[A-Za-z0-9_]+$/.test(v), MENU_TEMPLATE_MESSAGES.codeFormat),
  category: z.coerce.number({ error: MENU_TEMPLATE_MESSAGES.category }).refine((v) => v === 1 || v === 2, MENU_TEMPLATE_MESSAGES.category),
  path: optionalText(MENU_LIMITS.path),
  icon: optionalText(MENU_LIMITS.icon),
  sort: z.coerce.number().int().min(0).max(99999).optional().transform((v) => v ?? 0),
  isShow: z.coerce.number().optional().transform((v) => (v === 0 ? 0 : 1)),
  /** Comma-separated organisation categories; empty: every category. */
  categories: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || /^[a-z]{2}(,[a-z]{2})*$/.test(v), MENU_TEMPLATE_MESSAGES.categoriesFormat),
  operatorOnly: z.coerce.number().optional().transform((v) => (v === 1 ? 1 : 0)),
  /** Comma-separated role aliases a new organisation's copy is granted to; empty: every role. */
  roles: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || /^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20})*$/.test(v), MENU_TEMPLATE_MESSAGES.rolesFormat),
});
export type MenuTemplateInput = z.input<typeof menuTemplateSubmitSchema>;

export const menuRemoveSchema = z.object({ ids: idList(MENU_TEMPLATE_MESSAGES.notFound, 1) });
export const menuDetailQuerySchema = z.object({ id });
export const menuListQuerySchema = z.object({ name: z.string().trim().max(100).optional(), parentId: optionalId });

/** A node of a grant tree: a menu entry, a button, a scope, or a group (data scopes by resource, API scopes by module) that is not itself granted. */
export interface GrantNode {
  id: string;
  /** The menu entry's or button's code (the sidebar's English names are keyed by it); '' for scopes and groups. */
  code: string;
  title: string;
  kind: 'menu' | 'button' | 'scope' | 'group';
  children: GrantNode[];
}

export interface ScopeRow {
  id: string;
  name: string;
  /** The resource (data scope) or the module (API scope) it belongs to. */
  group: string;
}

/** The menu tree with buttons as leaves (spec 3 §2 permission form). */
export function menuGrantTree(rows: { id: string; parentId: string; code?: string; name: string; category: number; sort: number }[], parentId = '0'): GrantNode[] {
  return rows
    .filter((r) => r.parentId === parentId)
    .sort((a, b) => a.sort - b.sort)
    .map((r) => ({ id: r.id, code: r.code ?? '', title: r.name, kind: r.category === 2 ? 'button' : 'menu', children: menuGrantTree(rows, r.id) }));
}

/** Scopes grouped under their resource or module, in first-seen order; groups are not grants themselves. */
export function scopeGrantTree(scopes: ScopeRow[]): GrantNode[] {
  const groups = new Map<string, GrantNode>();
  for (const s of scopes) {
    const group = groups.get(s.group) ?? { id: `group:${s.group}`, code: '', title: s.group, kind: 'group' as const, children: [] };
    group.children.push({ id: s.id, code: '', title: s.name, kind: 'scope', children: [] });
    groups.set(s.group, group);
  }
  return [...groups.values()];
}

/** The grantable ids under a tree's checked nodes: groups stand for their children. */
export function grantedIds(tree: GrantNode[], checked: Iterable<string>): string[] {
  const set = new Set(checked);
  const out: string[] = [];
  const walk = (nodes: GrantNode[]) => {
    for (const n of nodes) {
      if (n.kind !== 'group' && set.has(n.id)) out.push(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

export interface Role {
  id: string;
  tenantId: string;
  parentId: string;
  parentName: string;
  name: string;
  alias: string;
  sort: number;
  remark: string;
  createTime: string;
  /** How many members of the organisation hold it. */
  memberCount: number;
}

export interface RoleMember {
  userId: string;
  realName: string;
  phone: string;
  deptName: string;
  joinStatus: string;
}

export interface GrantTree {
  menu: GrantNode[];
  dataScope: GrantNode[];
  apiScope: GrantNode[];
}

export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}

export interface MenuTemplateEntry {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  category: number;
  isShow: number;
  categories: string;
  operatorOnly: number;
  roles: string;
  hasChildren: boolean;
  createTime: string;
  children?: MenuTemplateEntry[];
}

/**
 * Checking a node in a grant tree: it and everything below it are checked with it, and the menu
 * entries above it too (a button is no use without its page); unchecking takes its descendants
 * along. Groups are never stored: they show checked when all their children are.
 */
export function toggleGrant(tree: GrantNode[], checked: readonly string[], id: string, on: boolean): string[] {
  const path: GrantNode[] = [];
  const find = (nodes: GrantNode[]): GrantNode | undefined => {
    for (const n of nodes) {
      path.push(n);
      if (n.id === id) return n;
      const inner = find(n.children);
      if (inner) return inner;
      path.pop();
    }
    return undefined;
  };
  const node = find(tree);
  if (!node) return [...checked];
  const below: string[] = [];
  const collect = (n: GrantNode) => {
    if (n.kind !== 'group') below.push(n.id);
    n.children.forEach(collect);
  };
  collect(node);
  const set = new Set(checked);
  if (on) {
    below.forEach((b) => set.add(b));
    path.slice(0, -1).filter((a) => a.kind === 'menu').forEach((a) => set.add(a.id));
  } else {
    below.forEach((b) => set.delete(b));
  }
  return grantedIds(tree, set);
}

/** How a node shows: checked, partly (some of what is below it), or not. */
export function grantState(node: GrantNode, checked: ReadonlySet<string>): boolean | 'mixed' {
  const leaves: string[] = [];
  const collect = (n: GrantNode) => {
    if (n.kind !== 'group') leaves.push(n.id);
    n.children.forEach(collect);
  };
  node.children.forEach(collect);
  if (node.kind !== 'group' && !checked.has(node.id)) return leaves.some((l) => checked.has(l)) ? 'mixed' : false;
  if (!leaves.length) return node.kind === 'group' ? false : true;
  const all = leaves.every((l) => checked.has(l));
  if (all) return true;
  return node.kind === 'group' && !leaves.some((l) => checked.has(l)) ? false : 'mixed';
}
