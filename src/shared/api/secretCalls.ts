/**
 * Server calls the renderer may not make through the bridge's generic api.call (or the outbox):
 * those whose answer carries a secret — access and refresh tokens, object-store credentials. Only
 * the core's own services make them, each through its own path (the session service for tokens,
 * the upload engine for storage credentials), so the page never holds one (architecture: the
 * renderer never holds a token).
 *
 * The auth module is closed as a whole except for what the page reads (who is signed in): every
 * grant of the token endpoint, and whatever a backend of another kind adds under it to issue
 * tokens, stays out of reach without being named here one by one.
 */
import { endpoints, type Endpoint } from './endpoints';
import { apiPath, type ModuleName, type ModuleNames } from './modules';
import { isParamSegment } from './pathParams';
import { uploadEndpoints } from './uploadEndpoints';

type Call = Pick<Endpoint<unknown, unknown>, 'module' | 'path'>;

/** The auth module's calls the page makes itself; the rest of the module is the core's. */
export const RENDERER_AUTH_CALLS: readonly Call[] = [endpoints.userInfo];

/**
 * Secret-bearing calls outside the auth module (refused with everything below them): storage
 * credentials, and signed read addresses (bearer links the core fetches itself).
 */
export const SECRET_CALLS: readonly Call[] = [uploadEndpoints.ossSts, uploadEndpoints.ossReadUrl];

export const SECRET_CALL_MESSAGES = {
  secretCallRefused: '该接口涉及登录凭证或存储密钥，只能由客户端内部调用',
} as const;

/**
 * Whether `module`/`path` is refused to the renderer. Compared as the server will see it (module
 * names resolved, case ignored), so renaming a module cannot open a way to the token endpoint. A
 * `{name}` path parameter (pathParams.ts) may become any one segment, so it matches every segment
 * of a refused path; it never matches an allowed one (the page could name anything there).
 */
export function isSecretCall(names: ModuleNames, module: ModuleName, path: string): boolean {
  const asked = segments(apiPath(names, module, path));
  const resolved = (c: Call) => segments(apiPath(names, c.module, c.path));
  const same = (a: string, b: string) => a === b || isParamSegment(a) || isParamSegment(b);
  const under = (prefix: string[]) => asked.length >= prefix.length && prefix.every((s, i) => same(asked[i], s));
  if (SECRET_CALLS.some((c) => under(resolved(c)))) return true;
  if (!under(segments(apiPath(names, 'auth', '')))) return false;
  return !RENDERER_AUTH_CALLS.some((c) => {
    const allowed = resolved(c);
    return allowed.length === asked.length && allowed.every((s, i) => s === asked[i]);
  });
}

/** The path's segments, lower-cased, without empty ones (a trailing slash names the same route). */
const segments = (path: string): string[] => path.toLowerCase().split('/').filter(Boolean);
