import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DraftStore } from './draftStore';
import type { CacheDb, OpenedCache } from './openCacheDatabase';
import { OutboxStore } from './outboxStore';
import { ResponseCache, type CacheLimits } from './responseCache';

/** Whose data a cache file holds: one person, in one organisation, on one server. */
export interface ScopeIdentity {
  origin: string;
  userId: string;
  tenantId: string;
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * `<person>-<organisation>.sqlite`, both hashed: the folder reveals no names, and every file of one
 * person on one server shares a prefix, so signing out removes them all.
 */
export function personPrefix(origin: string, userId: string): string {
  return digest(`${origin}\u0000${userId}`, 24);
}

export function scopeFileName(id: ScopeIdentity): string {
  return `${personPrefix(id.origin, id.userId)}-${digest(`${id.origin}\u0000${id.userId}\u0000${id.tenantId}`, 16)}.sqlite`;
}

export function scopeFile(dir: string, id: ScopeIdentity): string {
  return join(dir, scopeFileName(id));
}

export function scopeKey(id: ScopeIdentity): string {
  return `${id.origin}\u0000${id.userId}\u0000${id.tenantId}`;
}

/** One opened cache file: cached answers, drafts and the outbox of one scope. */
export class CacheScope {
  readonly responses: ResponseCache;
  readonly drafts: DraftStore;
  readonly outbox: OutboxStore;
  readonly key: string;
  readonly db: CacheDb;
  private closed = false;

  constructor(
    readonly identity: ScopeIdentity,
    readonly file: string,
    opened: OpenedCache,
    limits: CacheLimits,
  ) {
    this.key = scopeKey(identity);
    const db = (this.db = opened.db);
    this.responses = new ResponseCache(db, limits, opened.cipher, opened.sqlite);
    this.drafts = new DraftStore(db, opened.cipher);
    this.outbox = new OutboxStore(db, opened.cipher);
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.destroy();
  }
}
