/**
 * Departments and job posts (spec 3 §7 dept/*, post/*). post/select is declared with the other
 * shared look-ups in orgPickerEndpoints.ts.
 */
import type { Dept, DeptIdNameMap, DeptInput, DeptTreeNode } from '../domain/dept';
import type { JobPost, JobPostInput, JobPostPageQuery } from '../domain/jobPost';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

type TenantParam = { tenantId?: string };

export const deptEndpoints = {
  /** The organisation's departments as a tree (a page of roots: the framework's tree list), with member counts. */
  list: system<{ name?: string } & TenantParam, Page<Dept>>('GET', 'dept/list'),
  /** The departments directly under parentId (0: the top), each saying whether it has children. */
  lazyList: system<{ parentId?: string } & TenantParam, (Dept & { hasChildren: boolean })[]>('GET', 'dept/lazy-list'),
  /** The whole tree for pickers; needUser=true adds members as leaves, dis=dept makes departments unpickable. */
  tree: system<TenantParam & { needUser?: 'true' | 'false'; dis?: 'dept' }, DeptTreeNode[]>('GET', 'dept/tree'),
  /** Departments with their members (the member-by-department picker). */
  innerContactsTree: system<TenantParam, DeptTreeNode[]>('GET', 'dept/inner-contacts-tree'),
  /** One level of the tree for a lazy picker. */
  lazyTree: system<{ parentId?: string } & TenantParam, DeptTreeNode[]>('GET', 'dept/lazy-tree'),
  detail: system<{ id: string }, Dept>('GET', 'dept/detail'),
  idNameMap: system<TenantParam, DeptIdNameMap>('GET', 'dept/id-name-map'),
  submit: system<DeptInput, Dept>('POST', 'dept/submit'),
  remove: system<{ ids: string }, null>('POST', 'dept/remove'),
} as const;

export const jobPostEndpoints = {
  page: system<Partial<JobPostPageQuery>, Page<JobPost>>('GET', 'post/list'),
  detail: system<{ id: string }, JobPost>('GET', 'post/detail'),
  submit: system<JobPostInput, JobPost>('POST', 'post/submit'),
  remove: system<{ ids: string }, null>('POST', 'post/remove'),
} as const;
