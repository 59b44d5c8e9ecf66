/**
 * Look-ups several organisation screens share (issue 13): the organisation's job posts and its
 * roles, for member forms and pickers. Declared once here; posts are served by the post routes,
 * roles by the role routes.
 */
import type { Endpoint } from './endpoints';

/** A job post as a select offers it (GET post/select). */
export interface JobPostOption {
  id: string;
  postCode: string;
  postName: string;
  /** 1 senior management, 2 middle management, 3 staff. */
  category: number;
}

/** A role of the organisation as a tree node (GET role/tree). */
export interface RoleNode {
  id: string;
  parentId: string;
  name: string;
  alias: string;
  children: RoleNode[];
}

export const orgPickerEndpoints = {
  /** The caller's organisation's job posts; the operator's administrator may name another organisation by tenantId. */
  postSelect: { module: 'system', method: 'GET', path: 'post/select' } as Endpoint<{ tenantId?: string }, JobPostOption[]>,
  /** The caller's organisation's roles as a tree; the operator's administrator may name another organisation by tenantId. */
  roleTree: { module: 'system', method: 'GET', path: 'role/tree' } as Endpoint<{ tenantId?: string }, RoleNode[]>,
} as const;
