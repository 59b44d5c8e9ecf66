/**
 * API scopes (接口权限, spec 3 §6, §7): calls a role may make. A person all of whose roles hold at
 * least one API scope is restricted to the calls those scopes match and the session essentials below;
 * anything else is refused with 403 没有权限访问该资源 before it runs. Scopes are rows of the operator
 * tenant. The path is the logical one (`cust_attention/page` under module `system`): the URL's module
 * prefix is the server's configuration, not the rule's.
 */
import { z } from 'zod';
import { MODULES, type ModuleName } from '../api/modules';
import { scopeCode, scopeName } from './dataScope';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';
import { SCOPE_LIMITS, SCOPE_MESSAGES } from './scopeMessages';

export const API_SCOPE_METHODS = ['', 'GET', 'POST'] as const;
export type ApiScopeMethod = (typeof API_SCOPE_METHODS)[number];

export interface ApiScope {
  id: string;
  name: string;
  code: string;
  module: ModuleName;
  /** A path under the module; a trailing * covers every path that starts with what precedes it. */
  path: string;
  /** GET or POST; '' matches any method. */
  method: ApiScopeMethod;
  remark: string;
  createTime: string;
}

/** Segments of letters, digits, _ and -; a trailing *; no `..`, query, fragment or escape. */
export const API_PATH = /^(?:[A-Za-z0-9_-]+\/)*(?:[A-Za-z0-9_-]+\*?|\*)$/;

export const apiScopeSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  name: scopeName(SCOPE_MESSAGES.apiName),
  code: scopeCode,
  module: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MODULES, { error: SCOPE_MESSAGES.module })),
  path: z
    .string({ error: SCOPE_MESSAGES.path })
    .trim()
    .transform((v) => v.replace(/^\/+/, ''))
    .pipe(z.string().min(1, SCOPE_MESSAGES.path).max(SCOPE_LIMITS.path, maxLengthMessage(SCOPE_LIMITS.path)).regex(API_PATH, SCOPE_MESSAGES.pathFormat)),
  // 'any' (the form's choice for either method) is stored as ''.
  method: z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim().toUpperCase().replace(/^ANY$/, '') : v), z.enum(API_SCOPE_METHODS, { error: SCOPE_MESSAGES.method })),
  remark: optionalText(SCOPE_LIMITS.remark),
});
export type ApiScopeInput = z.input<typeof apiScopeSchema>;

export const apiScopePageQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  code: z.string().trim().max(100).optional(),
  module: z.string().trim().max(20).optional(),
  path: z.string().trim().max(200).optional(),
});
export type ApiScopePageQuery = z.infer<typeof apiScopePageQuerySchema>;

/** A call as the API-scope check sees it: its logical module, its path under the module and its method. */
export interface ApiCall {
  module: ModuleName;
  path: string;
  method: string;
}

export type ApiRule = Pick<ApiScope, 'module' | 'path' | 'method'>;

/** `customer/*` covers customer/list and customer/a/b; `notice*` covers notice-admin too; no * is the exact path. */
export function apiRuleMatches(rule: { module: string; path: string; method: string }, call: ApiCall): boolean {
  if (rule.module !== call.module) return false;
  if (rule.method && rule.method !== call.method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? call.path.startsWith(rule.path.slice(0, -1)) : call.path === rule.path;
}

/**
 * What every signed-in person needs whatever their API scopes, declared once: the session (token,
 * user info, logout), the menu and its buttons, the organisation list and switch, dictionaries,
 * regions, public settings, the shell's notices and the person's own personal centre.
 */
export const SESSION_ESSENTIALS: ApiRule[] = [
  { module: 'auth', path: 'oauth/*', method: '' },
  { module: 'system', path: 'menu/routes', method: 'GET' },
  { module: 'system', path: 'menu/buttons', method: 'GET' },
  { module: 'system', path: 'client/*', method: '' },
  { module: 'system', path: 'dict/*', method: 'GET' },
  { module: 'system', path: 'region/*', method: 'GET' },
  { module: 'system', path: 'setting/public', method: 'GET' },
  { module: 'system', path: 'notice/unread-count', method: 'GET' },
  { module: 'system', path: 'notice/list', method: 'GET' },
  { module: 'system', path: 'notice/detail', method: 'GET' },
  { module: 'system', path: 'notice/read', method: 'POST' },
  { module: 'system', path: 'sms/endpoint/send-code', method: 'GET' },
  { module: 'system', path: 'user/info', method: 'GET' },
  { module: 'system', path: 'user/update-info', method: 'POST' },
  { module: 'system', path: 'user/update-password', method: 'POST' },
  { module: 'system', path: 'user/reset-phone', method: 'POST' },
  { module: 'system', path: 'user-base/*', method: '' },
  { module: 'system', path: 'agreement/detailByCode', method: 'GET' },
  { module: 'log', path: 'error-log/upload', method: 'POST' },
];

export const isSessionEssential = (call: ApiCall): boolean => SESSION_ESSENTIALS.some((rule) => apiRuleMatches(rule, call));

/** Whether a restricted person may make the call: an essential, or one of their scopes matches. */
export const apiCallAllowed = (rules: readonly ApiRule[], call: ApiCall): boolean => isSessionEssential(call) || rules.some((rule) => apiRuleMatches(rule, call));
