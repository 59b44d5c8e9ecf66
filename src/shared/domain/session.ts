import type { OrgCategory } from './organisation';

/** What the OAuth token endpoint answers on success (spec 1 §3, user info). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  role_id: string;
  role_name: string;
  account: string;
  real_name: string;
  avatar: string;
  detail: { orgCategory: OrgCategory; code: string; orgName: string };
}

/** The person as the renderer may see them: everything of the session but its tokens. */
export interface SessionUser {
  userId: string;
  account: string;
  realName: string;
  avatar: string;
  tenantId: string;
  deptId: string;
  roleId: string;
  roleName: string;
  orgCategory: OrgCategory;
  orgName: string;
  orgCode: string;
  bizType: number | undefined;
}

export interface SessionState {
  user: SessionUser | null;
  /** `keychain` when the OS keychain holds the session; `memory` when it lives only until the app closes. */
  secretStorage: 'keychain' | 'memory';
}
