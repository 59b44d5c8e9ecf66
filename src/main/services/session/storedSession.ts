import { z } from 'zod';
import { bizTypeOf, isOrgCategory, type OrgCategory } from '@shared/domain/organisation';
import type { SessionUser, TokenResponse } from '@shared/domain/session';

/** What the keychain holds for one signed-in person. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  tenant_id: z.string(),
  user_id: z.string(),
  dept_id: z.string(),
  role_id: z.string(),
  role_name: z.string().optional().default(''),
  account: z.string(),
  real_name: z.string().optional().default(''),
  avatar: z.string().optional().default(''),
  detail: z.object({ orgCategory: z.string().refine(isOrgCategory), code: z.string().optional().default(''), orgName: z.string().optional().default('') }),
});

/** Reads a token answer, or null when it is not one (a server of another kind, a proxy's page). */
export function sessionFromToken(body: unknown): StoredSession | null {
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const t = parsed.data as TokenResponse;
  const category = t.detail.orgCategory as OrgCategory;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    user: {
      userId: t.user_id,
      account: t.account,
      realName: t.real_name,
      avatar: t.avatar,
      tenantId: t.tenant_id,
      deptId: t.dept_id,
      roleId: t.role_id,
      roleName: t.role_name,
      orgCategory: category,
      orgName: t.detail.orgName,
      orgCode: t.detail.code,
      bizType: bizTypeOf(category),
    },
  };
}

const storedSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: z.object({ userId: z.string(), tenantId: z.string(), orgCategory: z.string().refine(isOrgCategory) }).loose(),
});

/** Reads what the keychain gave back; anything unreadable counts as no session. */
export function parseStoredSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as unknown as StoredSession) : null;
  } catch {
    return null;
  }
}
