import { randomUUID } from 'node:crypto';
import { carriesSecret } from '@shared/api/secretBodies';
import type { ApiCall, BridgeError, BridgeResult } from '@shared/bridge';
import { OFFLINE_MESSAGES, idempotencyKeySchema, newIdempotencyKey, outboxIdSchema, submitMetaSchema, type OutboxItem, type SubmitMeta } from '@shared/domain/offline';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import type { CacheScope } from '../cache/cacheScope';
import type { OutboxEntry } from '../cache/outboxStore';
import type { CoreEvents } from '../events';
import { apiCallSchema } from '../gateway/apiCallSchema';
import { failure } from '../gateway/interpret';
import type { CachingGateway } from './cachingGateway';
import type { Connectivity } from './connectivity';
import type { SessionScopes } from './sessionScopes';

export interface OutboxOptions {
  gateway: CachingGateway;
  scopes: SessionScopes;
  connectivity: Connectivity;
  events: CoreEvents;
  /** Wait before asking again when the server says the first attempt is still being handled (409). */
  retryMs: number;
}

/** The server is still handling the first attempt with this key: ask again shortly. */
const IN_FLIGHT = 409;
/** The server holds this key for another request: the key is spent, the form needs a new one. */
const KEY_REUSED = 422;

/** What the renderer reads for a submit that did not reach the server: pending, with its outbox entry. */
function pending(id: string, error: BridgeError): BridgeResult<unknown> {
  return { ok: false, error: { ...error, outboxId: id } };
}

/**
 * Trying again is right only when the server never judged the request: no answer, the session
 * not (or no longer) accepted (it is sent again once the person signs back in), or still in flight.
 */
function stillUndecided(error: BridgeError): boolean {
  return error.kind === 'offline' || (error.kind === 'auth' && error.status !== 403) || error.status === IN_FLIGHT;
}

/**
 * Submits that must not be lost nor doubled. Each is written to the outbox (in the scope's cache
 * file) before it is sent, with the idempotency key its form was opened with; an attempt the
 * network swallowed stays pending and is sent again, with the same key, when the server is back.
 * The server then creates the record once or replays its first answer. Answers of such later
 * attempts stay listed until the person has read them; the draft goes only when the submit succeeds.
 */
export class OutboxService {
  private flushing: Promise<void> | null = null;
  private readonly onWire = new Set<string>();
  /** Submits being handled now, by idempotency key: a double click waits for the first and gets its answer. */
  private readonly submitting = new Map<string, Promise<BridgeResult<unknown>>>();
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: OutboxOptions) {}

  async submit(input: ApiCall, metaInput: SubmitMeta): Promise<BridgeResult<unknown>> {
    const parsed = validate(apiCallSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const call = parsed.data;
    // Refused before it is kept: a secret-bearing call must not wait in the outbox either.
    const refused = this.opts.gateway.refusal(call);
    if (refused) return refused;
    if (!call.method || call.method === 'GET') return failure('invalid', OFFLINE_MESSAGES.submitMethod);
    const key = validate(idempotencyKeySchema, call.idempotencyKey);
    if (!key.success) return failure('invalid', firstMessage(key.error));
    const meta = validate(submitMetaSchema, metaInput);
    if (!meta.success) return failure('invalid', firstMessage(meta.error));

    if (!this.opts.scopes.identity()) return failure('auth', MESSAGES.tokenMissing);
    const running = this.submitting.get(key.data);
    if (running) return running;
    const submit = this.submitOnce({ ...call, idempotencyKey: key.data }, meta.data).finally(() => this.submitting.delete(key.data));
    this.submitting.set(key.data, submit);
    return submit;
  }

  private async submitOnce(call: ApiCall & { idempotencyKey: string }, meta: SubmitMeta): Promise<BridgeResult<unknown>> {
    const scope = await this.opts.scopes.current();
    // Without a usable cache file there is nowhere to keep it, and a secret must not be kept there:
    // send it plainly (the key still guards against doubles).
    if (!scope || carriesSecret(call.module, call.path)) return this.opts.gateway.call(call);

    const entry = await this.opts.scopes.guard(scope, () => this.enqueue(scope, call, meta), null);
    if (!entry) return this.opts.gateway.call(call);
    if ('result' in entry) return entry.result;
    if (!this.opts.connectivity.isOnline()) return pending(entry.item.id, { kind: 'offline', message: MESSAGES.offline });
    return this.send(scope, entry, 'direct');
  }

  async list(): Promise<BridgeResult<OutboxItem[]>> {
    const scope = await this.scopeOrFailure();
    if ('ok' in scope) return scope;
    const entries = await this.opts.scopes.guard(scope, () => scope.outbox.list(), []);
    return { ok: true, data: entries.map((e) => ({ ...e.item, status: this.onWire.has(e.item.id) ? 'sending' : e.item.status })) };
  }

  async cancel(id: string): Promise<BridgeResult<null>> {
    return this.change(id, async (scope, entry) => {
      if (this.onWire.has(id) || entry.item.status === 'sending') return failure('invalid', OFFLINE_MESSAGES.outboxSending);
      if (entry.item.status !== 'pending') return failure('invalid', OFFLINE_MESSAGES.outboxUnknown);
      await scope.outbox.remove(id);
      return null;
    });
  }

  async dismiss(id: string): Promise<BridgeResult<null>> {
    return this.change(id, async (scope, entry) => {
      if (entry.item.status === 'pending' || entry.item.status === 'sending') return failure('invalid', OFFLINE_MESSAGES.outboxNotSettled);
      await scope.outbox.remove(id);
      return null;
    });
  }

  /** Sends every pending entry in order, stopping at the first the network swallows. */
  flush(): Promise<void> {
    this.flushing ??= this.flushPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async flushPending(): Promise<void> {
    const scope = await this.opts.scopes.current();
    if (!scope) return;
    const entries = await this.opts.scopes.guard(scope, () => scope.outbox.pending(), []);
    for (const entry of entries) {
      if (!this.opts.connectivity.isOnline() || !scope.isOpen || this.opts.scopes.currentKey() !== scope.key) return;
      if (this.onWire.has(entry.item.id)) continue;
      const result = await this.send(scope, entry, 'flush');
      if (!result.ok && stillUndecided(result.error)) return;
    }
  }

  private async enqueue(scope: CacheScope, call: ApiCall & { idempotencyKey: string }, meta: SubmitMeta): Promise<OutboxEntry | { result: BridgeResult<unknown> }> {
    const existing = await scope.outbox.byKey(call.idempotencyKey);
    if (existing?.item.status === 'pending' || existing?.item.status === 'sending') {
      // A second click, or the form submitted again while the first waits: never a second send.
      return { result: pending(existing.item.id, { kind: 'offline', message: MESSAGES.offline }) };
    }
    if (existing) await scope.outbox.remove(existing.item.id);
    await scope.outbox.removeFailed(meta.formKey);
    const entry = await scope.outbox.add(randomUUID(), call, meta);
    this.opts.events.emit({ type: 'outbox-changed' });
    return entry;
  }

  /**
   * One attempt. `direct`: the person is waiting on the form, which shows the answer itself, so a
   * decided entry leaves the outbox. `flush`: nobody is waiting, so the answer stays listed.
   */
  private async send(scope: CacheScope, entry: OutboxEntry, mode: 'direct' | 'flush'): Promise<BridgeResult<unknown>> {
    const { id, formKey, idempotencyKey } = entry.item;
    this.onWire.add(id);
    let result: BridgeResult<unknown>;
    try {
      await this.opts.scopes.guard(scope, () => scope.outbox.setStatus(id, 'sending', { countAttempt: true }), undefined);
      result = await this.opts.gateway.call(entry.call);
    } finally {
      this.onWire.delete(id);
    }
    if (!scope.isOpen) return result.ok ? result : pending(id, result.error);

    await this.opts.scopes.guard(
      scope,
      async () => {
        if (result.ok) {
          await scope.drafts.removeSubmitted(formKey, idempotencyKey);
          if (mode === 'direct') await scope.outbox.remove(id);
          else await scope.outbox.setStatus(id, 'succeeded', { message: result.message ?? MESSAGES.created });
        } else if (stillUndecided(result.error)) {
          await scope.outbox.setStatus(id, 'pending', { error: result.error });
          if (result.error.status === IN_FLIGHT) this.retrySoon();
        } else {
          // Refused: the draft stays for the form; a spent key is replaced so the corrected input can go.
          if (result.error.status === KEY_REUSED) await scope.drafts.rekey(formKey, idempotencyKey, newIdempotencyKey());
          if (mode === 'direct') await scope.outbox.remove(id);
          else await scope.outbox.setStatus(id, 'failed', { message: result.error.message, error: result.error });
        }
      },
      undefined,
    );

    this.opts.events.emit({ type: 'outbox-changed' });
    if (mode === 'flush' && (result.ok || !stillUndecided(result.error))) {
      const settled = await this.opts.scopes.guard(scope, () => scope.outbox.get(id), null);
      if (settled) this.opts.events.emit({ type: 'outbox-settled', item: settled.item });
    }
    if (result.ok) return result;
    return stillUndecided(result.error) ? pending(id, result.error) : result;
  }

  private retrySoon(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.opts.retryMs);
    this.retryTimer.unref();
  }

  private async scopeOrFailure(): Promise<CacheScope | { ok: false; error: BridgeError }> {
    if (!this.opts.scopes.identity()) return failure('auth', MESSAGES.tokenMissing);
    return (await this.opts.scopes.current()) ?? failure('server', OFFLINE_MESSAGES.cacheUnavailable);
  }

  private async change(id: string, apply: (scope: CacheScope, entry: OutboxEntry) => Promise<null | { ok: false; error: BridgeError }>): Promise<BridgeResult<null>> {
    const parsedId = validate(outboxIdSchema, id);
    if (!parsedId.success) return failure('invalid', OFFLINE_MESSAGES.outboxUnknown);
    const scope = await this.scopeOrFailure();
    if ('ok' in scope) return scope;
    const entry = await this.opts.scopes.guard(scope, () => scope.outbox.get(parsedId.data), null);
    if (!entry) return failure('invalid', OFFLINE_MESSAGES.outboxUnknown);
    const outcome = await this.opts.scopes.guard(scope, () => apply(scope, entry), failure('server', OFFLINE_MESSAGES.cacheUnavailable));
    if (outcome) return outcome;
    this.opts.events.emit({ type: 'outbox-changed' });
    return { ok: true, data: null };
  }
}
