import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context';

/** What the server honours of the client that made the current call (the oauth_client row). */
export interface CallingClient {
  clientId: string;
  grantTypes: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
}

/**
 * The calling client, for the token code deep below oauth/token (the route passes only its input
 * to the grants). access.ts runs the rest of each /api request inside `runAsClient`.
 */
const storage = new AsyncLocalStorage<CallingClient>();

export function runAsClient(client: CallingClient, next: () => void): void {
  storage.run(client, next);
}

/** The lifetimes of tokens issued now: the calling client's, or the configured ones outside a call. */
export function tokenLifetimes(ctx: AppContext): { access: number; refresh: number } {
  const client = storage.getStore();
  return client ? { access: client.accessTokenValidity, refresh: client.refreshTokenValidity } : { access: ctx.config.accessTokenTtl, refresh: ctx.config.refreshTokenTtl };
}
