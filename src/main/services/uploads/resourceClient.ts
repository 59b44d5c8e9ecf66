import { basicAuth, HEADER_CLIENT, HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import { apiPath } from '@shared/api/modules';
import type { Endpoint } from '@shared/api/endpoints';
import type { BridgeResult } from '@shared/bridge';
import { MESSAGES } from '@shared/messages';
import type { CoreConfig } from '../config';
import { onUnauthorized, type TokenProvider } from '../gateway/gateway';
import { failure, interpretEnvelope } from '../gateway/interpret';

/**
 * Authorised calls of the resource module for the upload engine: JSON calls and multipart form
 * uploads (put-file), with the gateway's rules — the client's credentials, the session's token and
 * tenant, one renewal and replay on 412, the session ended on 401, `offline` when no answer came.
 */
export class ResourceClient {
  constructor(
    private readonly config: CoreConfig,
    private readonly serverUrl: () => string,
    private readonly tokens: TokenProvider,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<R>(endpoint: Endpoint<any, R>, opts: { query?: Record<string, string>; json?: unknown; form?: () => FormData } = {}): Promise<BridgeResult<R>> {
    await this.tokens.settled();
    let credentials = this.tokens.credentials();
    if (!credentials) return failure('auth', MESSAGES.tokenMissing);
    let res = await this.send(endpoint, opts, credentials);
    if (res.kind === 'answer' && res.status === 412) {
      const renewed = await this.tokens.renew(credentials.accessToken);
      credentials = this.tokens.credentials();
      if (!renewed || !credentials) return failure('auth', MESSAGES.sessionExpired, 412);
      res = await this.send(endpoint, opts, credentials);
    }
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    // Only a refusal of the current token ends the session (a switch may have replaced the one sent).
    if (res.status === 401) await onUnauthorized(this.tokens, credentials.accessToken, res.body);
    if (res.status > 500) return failure('server', MESSAGES.serverError, res.status);
    return interpretEnvelope(res.status, res.body) as BridgeResult<R>;
  }

  private async send(
    endpoint: Endpoint<unknown, unknown>,
    opts: { query?: Record<string, string>; json?: unknown; form?: () => FormData },
    credentials: { accessToken: string; tenantId: string },
  ): Promise<{ kind: 'answer'; status: number; body: unknown } | { kind: 'offline' }> {
    const url = new URL(apiPath(this.config.modules, endpoint.module, endpoint.path), this.serverUrl());
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      [HEADER_CLIENT]: basicAuth(this.config.clientId, this.config.clientSecret),
      [HEADER_TOKEN]: `bearer ${credentials.accessToken}`,
      [HEADER_TENANT]: credentials.tenantId,
    };
    let body: FormData | string | undefined;
    if (opts.form) body = opts.form();
    else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    try {
      const res = await this.fetchImpl(url, { method: endpoint.method, headers, body, signal: AbortSignal.timeout(this.config.requestTimeoutMs) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: interpretEnvelope reports it as unknown
      }
      return { kind: 'answer', status: res.status, body: parsed };
    } catch {
      return { kind: 'offline' };
    }
  }
}
