/**
 * The API catalogue: every server call the app makes, named once. The server registers its routes
 * from these entries and the client calls through them, so the two cannot drift apart.
 */
import type { HttpMethod } from '../bridge';
import type { DictEntry } from '../domain/dictionary';
import type { Customer, CustomerInput, CustomerPageQuery } from '../domain/customer';
import type { Feedback, FeedbackInput, FeedbackListQuery } from '../domain/feedback';
import type { ButtonNode, MenuRoute } from '../domain/menu';
import type { Notice, NoticeInput, NoticePageQuery } from '../domain/notice';
import type { FrameworkCheck } from '../domain/agreement';
import type { BizAttention } from '../domain/bizAttention';
import type { ErrorLogEntry } from '../domain/errorLog';
import type { GuestRegistration } from '../domain/registration';
import type { SystemSettings } from '../domain/systemSettings';
import type { OrgPost } from '../domain/organisation';
import type { Region, RegionNode } from '../domain/region';
import type { TokenResponse } from '../domain/session';
import type { ModuleName } from './modules';
import type { Page } from './envelope';

export interface Endpoint<Params, Response> {
  module: ModuleName;
  path: string;
  method: HttpMethod;
  /** Phantom fields: they carry the types, never a value. */
  readonly _params?: Params;
  readonly _response?: Response;
}

function endpoint<Params = void, Response = unknown>(module: ModuleName, method: HttpMethod, path: string): Endpoint<Params, Response> {
  return { module, method, path };
}

export interface UserInfo {
  userId: string;
  account: string;
  realName: string;
  avatar: string;
  phone: string;
  tenantId: string;
  deptId: string;
  /** The department of the post the person signed in with. */
  deptName: string;
  roleId: string;
  roleName: string;
  orgCategory: string;
  orgName: string;
}

export interface Captcha {
  key: string;
  /** A data URL of the image. */
  image: string;
}

export const endpoints = {
  token: endpoint<Record<string, string>, TokenResponse>('auth', 'POST', 'oauth/token'),
  captcha: endpoint<void, Captcha>('auth', 'GET', 'oauth/captcha'),
  userInfo: endpoint<void, UserInfo>('auth', 'GET', 'oauth/user-info'),
  logout: endpoint<void, null>('auth', 'GET', 'oauth/logout'),
  logoutLog: endpoint<void, null>('auth', 'POST', 'oauth/logout'),
  clearCache: endpoint<void, null>('auth', 'GET', 'oauth/clear-cache'),
  sendSmsCode: endpoint<{ phone: string; smsCode: string; stepCode?: string }, null>('system', 'GET', 'sms/endpoint/send-code'),
  userOrgs: endpoint<void, OrgPost[]>('system', 'GET', 'client/user-biz-list'),
  menuRoutes: endpoint<{ topMenuId?: string }, MenuRoute[]>('system', 'GET', 'menu/routes'),
  menuButtons: endpoint<void, ButtonNode[]>('system', 'GET', 'menu/buttons'),
  dictionary: endpoint<{ code: string }, DictEntry[]>('system', 'GET', 'dict/dictionary'),
  dictChildList: endpoint<{ code: string; parentId: string }, DictEntry[]>('system', 'GET', 'dict/child-list'),
  dictListParentId: endpoint<{ code: string; parentId: string }, DictEntry[]>('system', 'GET', 'dict/list-parentId'),
  regionLazyTree: endpoint<{ parentCode?: string }, RegionNode[]>('system', 'GET', 'region/lazy-tree'),
  regionSelect: endpoint<{ code?: string }, Region[]>('system', 'GET', 'region/select'),
  regionDetail: endpoint<{ code: string }, Region>('system', 'GET', 'region/detail'),
  noticeUnreadCount: endpoint<void, number>('system', 'GET', 'notice/unread-count'),
  noticeList: endpoint<{ category?: number; status?: number; isRead?: number; current?: number; size?: number }, Page<Notice>>('system', 'GET', 'notice/list'),
  noticeDetail: endpoint<{ id: string }, Notice>('system', 'GET', 'notice/detail'),
  noticeRead: endpoint<{ id: string }, null>('system', 'POST', 'notice/read'),
  frameworkCheck: endpoint<void, FrameworkCheck>('system', 'POST', 'framework-agreement/checkFramework'),
  bizAttentionList: endpoint<{ orgCategory?: string; frameworkAgreement?: number; isNew?: number; compName?: string; status?: number; attentionStatus?: number; code?: string; current?: number; size?: number }, Page<BizAttention>>('system', 'GET', 'biz-attention/list'),
  registerGuest: endpoint<GuestRegistration, null>('system', 'POST', 'user/register-guest'),
  systemSettings: endpoint<void, SystemSettings>('system', 'GET', 'setting/public'),
  errorLogUpload: endpoint<{ logs: ErrorLogEntry[] }, null>('log', 'POST', 'error-log/upload'),
  feedbackList: endpoint<Partial<FeedbackListQuery>, Page<Feedback>>('system', 'GET', 'feedback/list'),
  feedbackSave: endpoint<FeedbackInput, Feedback>('system', 'POST', 'feedback/save'),
  feedbackRemove: endpoint<{ ids: string }, null>('system', 'DELETE', 'feedback/remove'),
  noticePage: endpoint<Partial<NoticePageQuery>, Page<Notice>>('system', 'GET', 'notice/page'),
  noticeSave: endpoint<NoticeInput, Notice>('system', 'POST', 'notice/save'),
  noticeUpdate: endpoint<NoticeInput, Notice>('system', 'POST', 'notice/update'),
  noticeRemove: endpoint<{ ids: string }, null>('system', 'POST', 'notice/remove'),
  customerPage: endpoint<Partial<CustomerPageQuery>, Page<Customer>>('system', 'GET', 'cust_attention/page'),
  customerDetail: endpoint<{ id: string }, Customer>('system', 'GET', 'cust_attention/detail'),
  customerSubmit: endpoint<CustomerInput, Customer>('system', 'POST', 'cust_attention/submit'),
  customerRemove: endpoint<{ ids: string }, null>('system', 'POST', 'cust_attention/remove'),
  customerChangeStatus: endpoint<{ id: string; status: number }, Customer>('system', 'POST', 'cust_attention/change-status'),
} as const;

export type EndpointParams<E> = E extends Endpoint<infer P, unknown> ? P : never;
export type EndpointResponse<E> = E extends Endpoint<unknown, infer R> ? R : never;
