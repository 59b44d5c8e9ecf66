import type { ApiCall, BridgeResult } from '@shared/bridge';
import { firstMessage, validate } from '@shared/domain/validation';
import { MEMBER_MESSAGES } from '@shared/domain/member';
import { MESSAGES } from '@shared/messages';
import { isSecretCall, SECRET_CALL_MESSAGES } from '@shared/api/secretCalls';
import { apiCallSchema } from './apiCallSchema';
import { fillCallPath } from './pathCall';
import { failure, interpretEnvelope } from './interpret';
import type { ServerClient } from './serverClient';

/** What the gateway needs of the session, without owning it. */
export interface TokenProvider {
  /** The current access token and tenant, or null when nobody is signed in. */
  credentials(): { accessToken: string; tenantId: string } | null;
  /**
   * Renews the session after `rejectedToken` was refused as expired. Callers caught by the same
   * expiry share one exchange, and a token already replaced needs none; resolves false when the
   * session could not be renewed (it has then ended).
   */
  renew(rejectedToken: string): Promise<boolean>;
  /** Resolves once no renewal is in flight, so new requests do not go out with a dying token. */
  settled(): Promise<void>;
  /** Ends the session locally because the server no longer accepts it. */
  end(reason: 'expired' | 'unauthorized'): Promise<void>;
  /**
   * The session's post was frozen or removed (`rejectedToken` was refused for it): renews once,
   * which moves the session to another organisation the person has joined, or ends it when none is
   * left. Resolves false when the session ended.
   */
  relocate(rejectedToken: string): Promise<boolean>;
}

/** A 401 saying the membership behind the session has ended (LOCK or QUIT), not that the session has. */
export function membershipEnded(body: unknown): boolean {
  return (body as { msg?: unknown } | null)?.msg === MEMBER_MESSAGES.membershipEnded;
}

/**
 * What a 401 does to the session: nothing when it refused a token the session has since replaced
 * (a call that went out before a switch), a move when the membership ended, otherwise the end.
 */
export async function onUnauthorized(tokens: TokenProvider, sentToken: string, body: unknown): Promise<void> {
  if (tokens.credentials()?.accessToken !== sentToken) return;
  if (membershipEnded(body)) await tokens.relocate(sentToken);
  else await tokens.end('unauthorized');
}

/** HTTP statuses with a meaning for the session (spec 1 §8). */
const EXPIRED = 412;
const UNAUTHORIZED = 401;

/**
 * Authorised calls to the server: adds the session's credentials, renews the token once on 412 and
 * replays every request caught by the expiry, ends the session on 401 or a failed renewal, and
 * moves it to another organisation on a 401 for a frozen or removed membership.
 */
export class Gateway {
  constructor(
    private readonly client: ServerClient,
    private readonly tokens: TokenProvider,
  ) {}

  async call(input: ApiCall): Promise<BridgeResult<unknown>> {
    const parsed = validate(apiCallSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    // Path parameters are filled only here: the cache and the outbox keep the declared path and its parameters.
    const filled = fillCallPath(parsed.data);
    if (!filled.ok) return failure('invalid', filled.message);
    const call = filled.call;
    // Asked of the declared path (a parameter matches any segment) and again of the filled one.
    const refused = this.refusal(parsed.data) ?? this.refusal(call);
    if (refused) return refused;

    await this.tokens.settled();
    let credentials = this.tokens.credentials();
    if (!credentials) return failure('auth', MESSAGES.tokenMissing);

    let res = await this.send(call, credentials);
    if (res.kind === 'answer' && res.status === EXPIRED) {
      const renewed = await this.tokens.renew(credentials.accessToken);
      credentials = this.tokens.credentials();
      if (!renewed || !credentials) return failure('auth', MESSAGES.sessionExpired, EXPIRED);
      res = await this.send(call, credentials);
      if (res.kind === 'answer' && res.status === EXPIRED) {
        await this.tokens.end('expired');
        return failure('auth', MESSAGES.sessionExpired, EXPIRED);
      }
    }
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    if (res.status === UNAUTHORIZED) {
      // A call that went out before an organisation switch carries the old post's token, which the
      // server refuses from then on: only a refusal of the session's current token ends the session.
      // A refused membership moves the session instead; the call is not replayed in the new
      // organisation (it was meant for the old one) and answers its refusal.
      await onUnauthorized(this.tokens, credentials.accessToken, res.body);
      return interpretEnvelope(res.status, res.body);
    }
    if (res.status > 500) return failure('server', MESSAGES.serverError, res.status);
    const result = interpretEnvelope(res.status, res.body);
    // A write's success message is the server's to word (spec 1 §7: feedback shows it as is).
    if (result.ok && (call.method ?? 'GET') !== 'GET') {
      const msg = (res.body as { msg?: unknown } | null)?.msg;
      if (typeof msg === 'string' && msg.trim()) result.message = msg;
    }
    return result;
  }

  /**
   * Calls whose answer carries a secret (tokens, storage credentials) are never made from here:
   * everything reaching the gateway may have come from the page. The core's own services make
   * those calls through their own paths.
   */
  refusal(call: Pick<ApiCall, 'module' | 'path'>): BridgeResult<never> | null {
    return isSecretCall(this.client.modules, call.module, call.path) ? failure('invalid', SECRET_CALL_MESSAGES.secretCallRefused) : null;
  }

  private send(call: ReturnType<typeof apiCallSchema.parse>, credentials: { accessToken: string; tenantId: string }) {
    return this.client.send({
      module: call.module,
      path: call.path,
      method: call.method ?? 'GET',
      query: call.query,
      body: call.body,
      form: call.form,
      idempotencyKey: call.idempotencyKey,
      accessToken: credentials.accessToken,
      tenantId: credentials.tenantId,
    });
  }
}
