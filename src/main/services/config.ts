import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@shared/api/headers';
import { moduleNamesFrom, type ModuleNames } from '@shared/api/modules';

/** What the core needs to reach a server; read once at start from the environment. */
export interface CoreConfig {
  clientId: string;
  clientSecret: string;
  modules: ModuleNames;
  /** Spec 1 §9: requests time out after 1,000,000 ms (long uploads and reports). */
  requestTimeoutMs: number;
  /** Spec 1 §9: the session is refreshed every 30 minutes while the app runs. */
  proactiveRefreshMs: number;
  /** Where the session lives in the keychain. */
  keychainService: string;
}

export function coreConfigFrom(env: Record<string, string | undefined>): CoreConfig {
  return {
    clientId: env.CEM_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.CEM_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    modules: moduleNamesFrom(env),
    requestTimeoutMs: Number(env.CEM_REQUEST_TIMEOUT_MS) || 1_000_000,
    proactiveRefreshMs: Number(env.CEM_PROACTIVE_REFRESH_MS) || 1_800_000,
    keychainService: env.CEM_KEYCHAIN_SERVICE || 'cem-desktop',
  };
}
