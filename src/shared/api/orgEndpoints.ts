/**
 * Organisation management, drafts, history, director, docking and transfer, /biz/biz and the
 * enterprise detail (spec 3 §7 "Organisation", issue 13): declared once, served by
 * src/server/routes/system/biz-info*.ts.
 */
import type { ChangeHistory } from '../domain/changeHistory';
import type { OrgPageQuery, OrgProfile, OrgProfileInput, OrgUser } from '../domain/orgProfile';
import type { CheckedUser, DirectorInput, DockingInput, TransferInput } from '../domain/orgDirector';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

/** A history row with the organisation it belongs to. */
export interface OrgHistory extends ChangeHistory {
  orgName: string;
}

export const orgEndpoints = {
  page: system<Partial<OrgPageQuery>, Page<OrgProfile>>('GET', 'biz-info/list'),
  /** By id (the tenant id), deptId or code; none: the caller's own organisation. */
  detail: system<{ id?: string; deptId?: string; code?: string }, OrgProfile>('GET', 'biz-info/detail'),
  manage: system<{ id: string }, OrgProfile>('GET', 'biz-info/manage/{id}'),
  users: system<{ id: string; current?: number; size?: number; realName?: string }, Page<OrgUser>>('GET', 'biz-info/users/{id}'),
  checkExist: system<{ name: string; field?: string; id?: string }, boolean>('GET', 'biz-info/check-exist'),
  checkRegNo: system<{ regNo: string; id?: string }, boolean>('GET', 'biz-info/check-regno'),
  submit: system<OrgProfileInput, OrgProfile>('POST', 'biz-info/submit'),
  remove: system<{ ids: string }, null>('POST', 'biz-info/remove'),
  changeStatus: system<{ id: string; status: number }, OrgProfile>('POST', 'biz-info/status/{id}/{status}'),
  settingDirector: system<DirectorInput, OrgProfile>('POST', 'biz-info/setting-director'),
  changeDirector: system<DirectorInput, OrgProfile>('POST', 'biz-info/change-director'),
  setDocking: system<DockingInput, OrgProfile>('POST', 'biz-info/set-docking'),
  transfer: system<TransferInput, OrgProfile>('POST', 'biz-info/transfer'),
  history: system<{ recordId?: string; current?: number; size?: number }, Page<OrgHistory>>('GET', 'biz-info/history'),
  /** The design organisations (category sj) in normal standing, for any signed-in person (/organization/design). */
  designPage: system<{ orgName?: string; current?: number; size?: number }, Page<OrgProfile>>('GET', 'biz-info/design-list'),
  checkUser: system<{ phone: string }, CheckedUser>('GET', 'user/checkUser/{phone}'),
} as const;
