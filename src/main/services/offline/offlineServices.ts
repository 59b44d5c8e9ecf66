import { join } from 'node:path';
import { endpoints } from '@shared/api/endpoints';
import type { Bridge } from '@shared/bridge';
import type { CacheStatus } from '@shared/domain/offline';
import { DictionaryStamp } from '../cache/dictionaryStamp';
import { CacheKeys } from '../cache/cacheKeys';
import { LocalCache } from '../cache/localCache';
import type { CacheLimits } from '../cache/responseCache';
import type { CoreEvents } from '../events';
import type { Gateway } from '../gateway/gateway';
import type { ServerClient } from '../gateway/serverClient';
import type { SecretStore } from '../secrets/secretStore';
import type { SessionService } from '../session/sessionService';
import { CachingGateway } from './cachingGateway';
import { Connectivity } from './connectivity';
import { DraftService } from './draftService';
import { OutboxService } from './outboxService';
import { SessionScopes } from './sessionScopes';

export interface OfflineServicesOptions {
  /** The app's data folder; cache files live in <dataDir>/cache. Null runs without a cache. */
  dataDir: string | null;
  client: ServerClient;
  gateway: Gateway;
  session: SessionService;
  /** Keeps the cache keys; a memory store keeps the cache in memory too. */
  secrets: SecretStore;
  /** The person's keys, shared with the upload queue (made from `secrets` when not given). */
  keys?: CacheKeys;
  events: CoreEvents;
  serverUrl: () => string;
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export type OfflineBridge = Pick<Bridge, 'cache' | 'connectivity' | 'drafts' | 'outbox'>;

export interface OfflineServices {
  gateway: CachingGateway;
  connectivity: Connectivity;
  outbox: OutboxService;
  scopes: SessionScopes;
  cache: LocalCache;
  bridge: OfflineBridge;
  dispose(): Promise<void>;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

/** Cache limits from the environment, for tests that need eviction at a handful of entries. */
function limitsFrom(env: Record<string, string | undefined>): Partial<CacheLimits> {
  const limits: Partial<CacheLimits> = {};
  if (Number(env.CEM_CACHE_MAX_PAGES) > 0) limits.maxPageEntries = Number(env.CEM_CACHE_MAX_PAGES);
  if (Number(env.CEM_CACHE_MAX_PAGE_BYTES) > 0) limits.maxPageBytes = Number(env.CEM_CACHE_MAX_PAGE_BYTES);
  return limits;
}

/**
 * The offline half of the core: the local cache, connectivity, drafts and the outbox, wired to
 * the session and the gateway. Reconnecting and signing in both send what waits in the outbox.
 */
export function createOfflineServices(opts: OfflineServicesOptions): OfflineServices {
  const { events, client } = opts;
  const disabled = opts.dataDir === null || opts.env.CEM_CACHE === 'off';
  const cache = new LocalCache({ dir: disabled ? null : join(opts.dataDir!, 'cache'), keys: opts.keys ?? new CacheKeys(opts.secrets), limits: limitsFrom(opts.env), log: opts.log });
  const scopes = new SessionScopes(cache, opts.session, opts.serverUrl);
  const probe = endpoints.userInfo;
  const connectivity = new Connectivity({
    events,
    // Any answer will do (without a token it is a 401): it proves the server is there, and changes nothing.
    probe: async () => void (await client.send({ module: probe.module, path: probe.path, method: probe.method })),
    minProbeMs: positive(opts.env.CEM_PROBE_MIN_MS, 1000),
    maxProbeMs: positive(opts.env.CEM_PROBE_MAX_MS, 15_000),
  });
  const stopObserving = client.observe((outcome) => (outcome === 'answer' ? connectivity.reportAnswer() : connectivity.reportUnreachable()));
  const dictStamp = new DictionaryStamp(events);
  const stopHearingStamps = client.observeDictStamp((stamp) => dictStamp.heard(stamp));
  const gateway = new CachingGateway(opts.gateway, scopes, connectivity, events, dictStamp);
  const outbox = new OutboxService({ gateway, scopes, connectivity, events, retryMs: positive(opts.env.CEM_OUTBOX_RETRY_MS, 2000) });
  const drafts = new DraftService(scopes);

  scopes.remember();
  const stopListening = events.on((event) => {
    scopes.onEvent(event);
    // A (new) session may find submits it left pending last time.
    if (event.type === 'session-changed') void outbox.flush();
  });
  connectivity.onChange((online) => {
    if (online) void outbox.flush();
  });
  void outbox.flush();

  const bridge: OfflineBridge = {
    cache: {
      status: async (): Promise<CacheStatus> => {
        const scope = await scopes.current();
        const empty = { entries: 0, bytes: 0, outbox: { pending: 0, settled: 0 } };
        if (!scope) return { connectivity: connectivity.state(), open: false, ...empty };
        const stats = await scopes.guard(scope, async () => ({ ...(await scope.responses.stats()), outbox: await scope.outbox.counts() }), empty);
        return { connectivity: connectivity.state(), open: scope.isOpen, ...stats };
      },
      clear: async () => {
        const who = scopes.identity();
        if (!who) return { ok: true, data: null };
        // The server's own caches too (spec 1 §7, oauth/clear-cache); offline, the local part still happens.
        const e = endpoints.clearCache;
        await gateway.call({ module: e.module, path: e.path, method: e.method });
        await cache.clearResponses(who.origin, who.userId);
        return { ok: true, data: null };
      },
    },
    connectivity: { state: async () => connectivity.state() },
    drafts: {
      get: (formKey) => drafts.get(formKey),
      save: (formKey, data, idempotencyKey) => drafts.save(formKey, data, idempotencyKey),
      remove: (formKey) => drafts.remove(formKey),
    },
    outbox: {
      submit: (call, meta) => outbox.submit(call, meta),
      list: () => outbox.list(),
      cancel: (id) => outbox.cancel(id),
      dismiss: (id) => outbox.dismiss(id),
    },
  };

  return {
    gateway,
    connectivity,
    outbox,
    scopes,
    cache,
    bridge,
    dispose: async () => {
      stopListening();
      stopObserving();
      stopHearingStamps();
      connectivity.dispose();
      outbox.dispose();
      await gateway.settled();
      await cache.close();
    },
  };
}
