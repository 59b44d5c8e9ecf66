import type { ApiCall, BridgeResult } from '@shared/bridge';
import { validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { familyOf, groupsStaledBy, policyFor, type CachePolicy } from '../cache/cachePolicy';
import type { CacheScope } from '../cache/cacheScope';
import type { DictionaryStamp } from '../cache/dictionaryStamp';
import type { CachedResponse } from '../cache/responseCache';
import { requestKey } from '../cache/requestKey';
import type { CoreEvents } from '../events';
import { apiCallSchema } from '../gateway/apiCallSchema';
import type { Gateway } from '../gateway/gateway';
import { failure } from '../gateway/interpret';
import type { Connectivity } from './connectivity';
import { displayTime } from './displayTime';
import type { SessionScopes } from './sessionScopes';

type Call = ReturnType<typeof apiCallSchema.parse>;

/**
 * The gateway as the renderer sees it: reads answered from the local cache where the policy says
 * so (at once for reference data, when the server cannot be reached for lists and details), every
 * answer kept for next time, and every successful write clearing the cached reads it made stale and
 * announcing itself to every window (data-changed).
 * The wrapped Gateway keeps its own duties (tokens, the single refresh on 412, 401 ends the session).
 */
export class CachingGateway {
  private readonly revalidating = new Map<string, Promise<void>>();

  constructor(
    private readonly gateway: Gateway,
    private readonly scopes: SessionScopes,
    private readonly connectivity: Connectivity,
    private readonly events: CoreEvents,
    /** Drops cached dictionaries once the server's dictionary stamp has moved (absent: never). */
    private readonly dictStamp?: DictionaryStamp,
  ) {}

  /** Before a cached read and after every answer: a moved dictionary stamp drops the cached dictionaries first. */
  private syncDictionaries(scope: CacheScope): Promise<unknown> {
    return this.dictStamp ? this.scopes.guard(scope, () => this.dictStamp!.sync(scope), false) : Promise.resolve();
  }

  async call(input: ApiCall): Promise<BridgeResult<unknown>> {
    const parsed = validate(apiCallSchema, input);
    // The gateway words the refusal; nothing invalid reaches the cache.
    if (!parsed.success) return this.gateway.call(input);
    const call = parsed.data;
    const refused = this.refusal(call);
    if (refused) return refused;
    return (call.method ?? 'GET') === 'GET' ? this.read(call) : this.write(call);
  }

  /** The gateway's refusal of secret-bearing calls, asked before the cache or the outbox is touched. */
  refusal(call: Pick<ApiCall, 'module' | 'path'>): BridgeResult<never> | null {
    return this.gateway.refusal(call);
  }

  /** Waits for background revalidations (tests and the benchmark use it to reach a quiet state). */
  async settled(): Promise<void> {
    await Promise.all(this.revalidating.values());
  }

  private async write(call: Call): Promise<BridgeResult<unknown>> {
    const result = await this.gateway.call(call);
    const scope = await this.scopes.current();
    if (scope) {
      await this.syncDictionaries(scope);
      if (result.ok) {
        await this.scopes.guard(scope, () => scope.responses.invalidateFamily(call.module, familyOf(call.path)), undefined);
        await this.scopes.guard(scope, () => scope.responses.markStale(groupsStaledBy(call.module, call.path)), undefined);
      }
    }
    // Told only now, once the cache has forgotten what the write made stale: a window refetching on
    // the news must not be answered the old figures from the cache.
    if (result.ok) this.events.emit({ type: 'data-changed', module: call.module, family: familyOf(call.path) });
    return result;
  }

  private async read(call: Call): Promise<BridgeResult<unknown>> {
    const policy = policyFor(call.module, call.path);
    const scope = await this.scopes.current();
    if (policy.kind === 'none' || !scope) {
      const answer = await this.gateway.call(call);
      if (scope) await this.syncDictionaries(scope);
      return answer;
    }
    await this.syncDictionaries(scope);
    const key = requestKey(call);
    const lookup = () => this.scopes.guard(scope, () => scope.responses.get(key, policy.kind === 'reference' ? policy.freshMs : null), null);

    if (policy.kind === 'reference') {
      const cached = await lookup();
      if (cached) {
        if (cached.stale && this.connectivity.isOnline()) this.revalidate(scope, key, call, policy);
        return fromCache(cached);
      }
      if (!this.connectivity.isOnline()) return failure('offline', MESSAGES.offline);
      const result = await this.gateway.call(call);
      await this.syncDictionaries(scope);
      if (result.ok) await this.keep(scope, key, call, policy, result.data, true);
      return result;
    }

    // Lists and details: the server first (the cache is not even read on the way, so it costs nothing
    // online); the cache answers when the server cannot be reached. Known to be offline, it answers at
    // once rather than wait on a dead connection; the probe brings us back.
    if (!this.connectivity.isOnline()) {
      const cached = await lookup();
      return cached ? fromCache(cached) : failure('offline', MESSAGES.offline);
    }
    const result = await this.gateway.call(call);
    await this.syncDictionaries(scope);
    if (result.ok) {
      await this.keep(scope, key, call, policy, result.data);
      return result;
    }
    if (result.error.kind !== 'offline') return result;
    const cached = await lookup();
    return cached ? fromCache(cached) : result;
  }

  /** Keeps an answer, unless the session moved to another scope while it was on the wire. */
  private async keep(scope: CacheScope, key: string, call: Call, policy: CachePolicy, data: unknown, knownAbsent = false): Promise<boolean> {
    if (policy.kind === 'none' || this.scopes.currentKey() !== scope.key || !scope.isOpen) return false;
    const request = {
      key,
      module: call.module,
      path: call.path,
      family: familyOf(call.path),
      kind: policy.kind,
      group: policy.kind === 'reference' ? policy.group : ('' as const),
    };
    // The read just found nothing: that saves reading again what an update would replace.
    return this.scopes.guard(scope, () => scope.responses.put(request, data, Date.now(), knownAbsent ? null : undefined), false);
  }

  /** One background refresh per request at a time; the renderer hears of it only if the data changed. */
  private revalidate(scope: CacheScope, key: string, call: Call, policy: CachePolicy): void {
    if (this.revalidating.has(key)) return;
    const run = (async () => {
      const result = await this.gateway.call(call);
      await this.syncDictionaries(scope);
      if (result.ok && (await this.keep(scope, key, call, policy, result.data))) {
        this.events.emit({ type: 'cache-updated', module: call.module, path: call.path });
      }
    })()
      .catch(() => undefined)
      .finally(() => this.revalidating.delete(key));
    this.revalidating.set(key, run);
  }
}

function fromCache(cached: CachedResponse): BridgeResult<unknown> {
  return { ok: true, data: cached.data, cachedAt: displayTime(cached.fetchedAt) };
}
