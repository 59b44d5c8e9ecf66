import type { BridgeEvent } from '@shared/bridge';
import type { SessionState } from '@shared/domain/session';
import type { CacheScope, ScopeIdentity } from '../cache/cacheScope';
import { scopeKey } from '../cache/cacheScope';
import type { LocalCache } from '../cache/localCache';

/**
 * Ties the cache to the session: the open file is always the signed-in person's for the current
 * organisation and server. Sign-out deletes the person's files; an expiry only closes them, so the
 * same person signing in again finds their drafts and outbox.
 */
export class SessionScopes {
  private last: ScopeIdentity | null = null;

  constructor(
    private readonly cache: LocalCache,
    private readonly session: { state(): SessionState },
    private readonly serverUrl: () => string,
  ) {}

  identity(): ScopeIdentity | null {
    const user = this.session.state().user;
    if (!user) return null;
    return { origin: new URL(this.serverUrl()).origin, userId: user.userId, tenantId: user.tenantId };
  }

  /** The key of the scope a call made now belongs to; an answer is kept only if it still matches. */
  currentKey(): string | null {
    const id = this.identity();
    return id ? scopeKey(id) : null;
  }

  async current(): Promise<CacheScope | null> {
    const id = this.identity();
    if (!id) return null;
    this.last = id;
    return this.cache.scope(id);
  }

  /** Runs a cache operation; a failing cache degrades to no cache (and a broken file is rebuilt), never an error. */
  async guard<T>(scope: CacheScope, operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.cache.reportFailure(scope, error);
      return fallback;
    }
  }

  /** Notes who is signed in now (at start and on every session change), so sign-out knows whose files to delete. */
  remember(): void {
    this.last = this.identity() ?? this.last;
  }

  onEvent(event: BridgeEvent): void {
    if (event.type === 'session-changed') this.remember();
    if (event.type !== 'session-ended') return;
    const who = this.last;
    this.last = null;
    if (event.reason === 'logout' && who) void this.cache.removePerson(who.origin, who.userId);
    else void this.cache.close();
  }

  /** Resolves when pending opens, closes and deletions are done (sign-out waits for it). */
  idle(): Promise<void> {
    return this.cache.idle();
  }
}
