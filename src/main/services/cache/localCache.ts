import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { REFRESH_ON_OPEN } from './cachePolicy';
import { CacheScope, personPrefix, scopeFile, scopeKey, type ScopeIdentity } from './cacheScope';
import type { CacheKeys } from './cacheKeys';
import { IN_MEMORY, openCacheDatabase, removeCacheFiles } from './openCacheDatabase';
import { DEFAULT_LIMITS, type CacheLimits } from './responseCache';

export interface LocalCacheOptions {
  /** <dataDir>/cache; null disables the cache (no data folder, or CEM_CACHE=off for the benchmark's baseline). */
  dir: string | null;
  /** The keys that seal the bodies; without a keychain behind them, files are kept in memory only. */
  keys: CacheKeys;
  limits?: Partial<CacheLimits>;
  log?: (line: string) => void;
}

/** After a file could not be opened at all, the app runs without cache for this long before trying again. */
const RETRY_OPEN_AFTER_MS = 30_000;
/** Settled outbox answers are kept this long for the person to read. */
const SETTLED_KEPT_MS = 24 * 3_600_000;

const ownerOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The cache files of this app: at most one open at a time, the current session's. Opening,
 * closing and deleting are serialised, so a switch of organisation never lets a read of the old
 * scope and a write of the new one overlap on the same file.
 */
export class LocalCache {
  readonly limits: CacheLimits;
  private current: CacheScope | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private failedOpen: { key: string; at: number } | null = null;

  constructor(private readonly opts: LocalCacheOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
  }

  /** The open scope for this identity, opening it (and closing any other) when needed; null when the cache cannot be used. */
  async scope(id: ScopeIdentity): Promise<CacheScope | null> {
    const dir = this.opts.dir;
    if (dir === null) return null;
    const key = scopeKey(id);
    if (this.current?.key === key && this.current.isOpen) return this.current;
    return this.serialise(async () => {
      if (this.current?.key === key && this.current.isOpen) return this.current;
      await this.closeCurrent();
      if (this.failedOpen?.key === key && Date.now() - this.failedOpen.at < RETRY_OPEN_AFTER_MS) return null;
      try {
        const cipher = await this.opts.keys.cipherFor(id.origin, id.userId);
        const file = this.inMemory ? IN_MEMORY : scopeFile(dir, id);
        if (!this.inMemory) mkdirSync(dir, { recursive: true, mode: 0o700 });
        const opened = await openCacheDatabase(file, ownerOf(key), cipher, (reason) => this.log(`cache file discarded and rebuilt: ${reason}`));
        const scope = new CacheScope(id, file, opened, this.limits);
        // Menus, the organisation list and the profile are revalidated at sign-in, on a switch and at start.
        await scope.responses.markStale(REFRESH_ON_OPEN);
        await scope.outbox.resetSending();
        await scope.outbox.purgeSettled(Date.now() - SETTLED_KEPT_MS);
        this.current = scope;
        this.failedOpen = null;
        return scope;
      } catch (error) {
        this.failedOpen = { key, at: Date.now() };
        this.log(`cache unavailable, running without it: ${(error as Error).message}`);
        return null;
      }
    });
  }

  /** True when no keychain keeps the key: the cache then lives in memory and is gone when the app closes. */
  get inMemory(): boolean {
    return !this.opts.keys.persistent;
  }

  /** The open scope, if any, without opening one. */
  peek(): CacheScope | null {
    return this.current?.isOpen ? this.current : null;
  }

  close(): Promise<void> {
    return this.serialise(() => this.closeCurrent());
  }

  /** Sign-out: every file of this person on this server is closed and deleted, drafts and outbox included, and so is their key. */
  removePerson(origin: string, userId: string): Promise<void> {
    return this.serialise(async () => {
      if (this.current && this.current.identity.origin === origin && this.current.identity.userId === userId) await this.closeCurrent();
      for (const file of this.filesOf(origin, userId)) removeCacheFiles(file);
      await this.opts.keys.forget(origin, userId).catch((error: unknown) => this.log(`cache key not deleted: ${(error as Error).message}`));
    });
  }

  /**
   * "Clear cache": cached answers of this person go, in every organisation; drafts and the outbox
   * stay (they are the person's work, not a copy of the server's). Files left empty are deleted.
   */
  clearResponses(origin: string, userId: string): Promise<void> {
    return this.serialise(async () => {
      const open = this.current?.isOpen && this.current.identity.origin === origin && this.current.identity.userId === userId ? this.current : null;
      if (open) await open.responses.clear();
      for (const file of this.filesOf(origin, userId)) {
        if (file === open?.file) continue;
        await this.clearClosedFile(file);
      }
    });
  }

  /**
   * A read or write failed in a way that says the file is broken (it was damaged under us): drop it,
   * so the next call rebuilds a fresh one instead of failing again.
   */
  reportFailure(scope: CacheScope, error: unknown): void {
    const code = (error as { code?: string }).code ?? '';
    this.log(`cache operation failed: ${(error as Error).message}`);
    if (!/^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN)/.test(code)) return;
    void this.serialise(async () => {
      if (this.current !== scope) return;
      await this.closeCurrent();
      removeCacheFiles(scope.file);
    });
  }

  /** Resolves once every queued open, close and delete has finished. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private filesOf(origin: string, userId: string): string[] {
    const dir = this.opts.dir;
    if (dir === null || this.inMemory) return [];
    const prefix = `${personPrefix(origin, userId)}-`;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.filter((n) => n.startsWith(prefix) && n.endsWith('.sqlite')).map((n) => join(dir, n));
  }

  private async clearClosedFile(file: string): Promise<void> {
    try {
      const db = new BetterSqlite3(file);
      try {
        db.prepare('DELETE FROM response').run();
        const work = db.prepare('SELECT (SELECT count(*) FROM draft) + (SELECT count(*) FROM outbox) AS n').get() as { n: number };
        db.close();
        if (work.n === 0) removeCacheFiles(file);
      } catch (error) {
        db.close();
        throw error;
      }
    } catch {
      // Unreadable: it holds nothing that could be read back either.
      removeCacheFiles(file);
    }
  }

  private async closeCurrent(): Promise<void> {
    const scope = this.current;
    this.current = null;
    await scope?.close().catch(() => undefined);
  }

  private serialise<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private log(line: string): void {
    (this.opts.log ?? ((l: string) => console.warn(l)))(line);
  }
}
