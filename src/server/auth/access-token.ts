import { errors, jwtVerify, SignJWT } from 'jose';

/** What an access token says about its bearer; the session id ties it to a revocable session. */
export interface AccessClaims {
  userId: string;
  tenantId: string;
  deptId: string;
  /** Comma-separated role ids. */
  roleId: string;
  orgCategory: string;
  sessionId: string;
  /** The post the token was issued for: it stops working once the session moves to another. */
  postId: string;
}

const ISSUER = 'cem-reference-server';

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({
    user_id: claims.userId,
    tenant_id: claims.tenantId,
    dept_id: claims.deptId,
    role_id: claims.roleId,
    org_category: claims.orgCategory,
    sid: claims.sessionId,
    post_id: claims.postId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
    const claims: AccessClaims = {
      userId: text('user_id'),
      tenantId: text('tenant_id'),
      deptId: text('dept_id'),
      roleId: text('role_id'),
      orgCategory: text('org_category'),
      sessionId: text('sid'),
      postId: text('post_id'),
    };
    if (!claims.userId || !claims.tenantId || !claims.sessionId) return { ok: false, reason: 'invalid' };
    return { ok: true, claims };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
