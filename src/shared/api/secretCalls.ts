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
 * names resolved, case ignored), so renaming a module cannot open a way to the token endpoint.
 */
export function isSecretCall(names: ModuleNames, module: ModuleName, path: string): boolean {
  const asked = apiPath(names, module, path).toLowerCase();
  const resolved = (c: Call) => apiPath(names, c.module, c.path).toLowerCase();
  const under = (prefix: string) => asked === prefix || asked.startsWith(`${prefix}/`);
  if (SECRET_CALLS.some((c) => under(resolved(c)))) return true;
  const authModule = apiPath(names, 'auth', '').toLowerCase();
  return asked.startsWith(authModule) && !RENDERER_AUTH_CALLS.some((c) => asked === resolved(c));
}
