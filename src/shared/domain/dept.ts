/**
 * Departments (部门, spec 3 §3, §7 dept/*): a tree per organisation whose root is the organisation's
 * top department (parent 0). Each row keeps its ancestors as ",0,<id>,…," so "this department and
 * below" is one LIKE on both databases; the maths of that string lives here, once, for the server
 * and the tests. One schema serves the drawer form and dept/submit.
 */
import { z } from 'zod';
import { optionalText } from './rules';
import { requiredText } from './validation';

export const DEPT_MESSAGES = {
  name: '请输入部门名称',
  parent: '请选择上级部门',
  sort: '排序须为0到9999之间的整数',
  notFound: '部门不存在或已删除',
  parentNotFound: '上级部门不存在或已删除',
  moveUnderItself: '上级部门不能是本部门或其下级部门',
  topParent: '顶级部门不能移动到其他部门下',
  topRemove: '顶级部门不能删除',
  /** Removal refused: the message names the department (dept/remove). */
  hasMembers: '部门“{{name}}”下还有成员，不能删除',
  hasChildren: '部门“{{name}}”下还有子部门，不能删除',
} as const;

export const DEPT_LIMITS = { name: 50, remark: 200, sortMax: 9999, depth: 30 } as const;

/** The top department's parent id. */
export const ROOT_PARENT = '0';

const ID = /^\d{1,32}$/;

/** A sort number 0–9999; the form's empty input counts as 0. */
export const sortNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.coerce.number({ error: DEPT_MESSAGES.sort }).int(DEPT_MESSAGES.sort).min(0, DEPT_MESSAGES.sort).max(DEPT_LIMITS.sortMax, DEPT_MESSAGES.sort),
);

export const deptSchema = z.object({
  id: z.string().trim().regex(ID).optional(),
  parentId: z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string().trim().regex(/^(0|\d{1,32})$/, DEPT_MESSAGES.parent)),
  name: requiredText(DEPT_MESSAGES.name, DEPT_LIMITS.name),
  sort: sortNumber,
  remark: optionalText(DEPT_LIMITS.remark),
});
export type DeptInput = z.input<typeof deptSchema>;
export type DeptSubmit = z.output<typeof deptSchema>;

/** A department as dept/list, dept/detail and dept/submit answer it. */
export interface Dept {
  id: string;
  tenantId: string;
  parentId: string;
  parentName: string;
  name: string;
  sort: number;
  remark: string;
  ancestors: string;
  /** Members (posts) of this department itself, not of those below. */
  memberCount: number;
  createTime: string;
  /** dept/list answers the tree: the departments below, sorted. */
  children?: Dept[];
}

/** A node of the pickers' trees (dept/tree, dept/lazy-tree, dept/inner-contacts-tree). */
export interface DeptTreeNode {
  /** A department's id, or for a member leaf the person's user id. */
  id: string;
  parentId: string;
  name: string;
  kind: 'dept' | 'member';
  /** Not pickable (departments of a member tree: dis=dept). */
  disabled?: boolean;
  /** Whether anything is below (a lazy tree loads it on opening). */
  hasChildren: boolean;
  /** Below it, when the whole tree was asked for; absent in a lazy level. */
  children?: DeptTreeNode[];
}

/** dept/id-name-map: each department's id to its name. */
export type DeptIdNameMap = Record<string, string>;

/** Query of dept/tree: another organisation (the operator's administrator only), members as leaves. */
export const deptTreeQuerySchema = z.object({
  tenantId: z.string().trim().regex(/^\d{6}$/).optional().or(z.literal('').transform(() => undefined)),
  needUser: z.enum(['true', 'false']).optional(),
  dis: z.enum(['dept']).optional(),
});
export const deptLazyQuerySchema = z.object({
  parentId: z.preprocess((v) => (v === '' || v === undefined || v === null ? ROOT_PARENT : v), z.string().trim().regex(/^(0|\d{1,32})$/, DEPT_MESSAGES.notFound)),
  tenantId: z.string().trim().regex(/^\d{6}$/).optional().or(z.literal('').transform(() => undefined)),
});
export const deptListQuerySchema = z.object({ name: z.string().trim().max(100).optional() });

// ---- The ancestors string ----

/** The ancestors of a child of `parent` (",0," under the root). */
export const childAncestors = (parent: { id: string; ancestors: string } | null): string => (parent ? `${parent.ancestors}${parent.id},` : `,${ROOT_PARENT},`);

/** The ids in an ancestors string, root first, without the root's 0. */
export const ancestorIds = (ancestors: string): string[] => ancestors.split(',').filter((id) => id !== '' && id !== ROOT_PARENT);

/** Whether `candidate` is `dept` itself or below it: a department cannot move under either. */
export const isSelfOrBelow = (dept: { id: string }, candidate: { id: string; ancestors: string }): boolean =>
  candidate.id === dept.id || candidate.ancestors.includes(`,${dept.id},`);

/**
 * A descendant's ancestors after `moved` changed from `oldAncestors` to `newAncestors`: the prefix up
 * to and including the moved department is replaced, what lies between it and the descendant stays.
 */
export const rebaseAncestors = (descendant: string, oldAncestors: string, newAncestors: string): string => {
  if (!descendant.startsWith(oldAncestors)) throw new Error('not a descendant');
  return newAncestors + descendant.slice(oldAncestors.length);
};

/** Builds trees from flat rows sorted by (sort, name); rows whose parent is absent become roots. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[]): (T & { children: (T & { children: unknown[] })[] })[] {
  type Node = T & { children: Node[] };
  const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots as never;
}
