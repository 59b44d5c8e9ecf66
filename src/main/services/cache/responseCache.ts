import type BetterSqlite3 from 'better-sqlite3';
import type { CacheCipher } from './cacheCipher';
import type { ReferenceGroup } from './cachePolicy';
import type { ResponseKind } from './cacheSchema';
import type { CacheDb } from './openCacheDatabase';

export interface CachedResponse {
  data: unknown;
  /** The JSON as kept, to tell a changed answer from the same one without reading it again. */
  body: string;
  fetchedAt: number;
  /** Older than its policy allows, or marked stale at sign-in: answer it, then revalidate. */
  stale: boolean;
}

export interface StoreRequest {
  key: string;
  module: string;
  path: string;
  family: string;
  kind: ResponseKind;
  group: ReferenceGroup | '';
}

/** Bounds per cache file; past them the least recently used entries of that kind are evicted. */
export interface CacheLimits {
  maxPageEntries: number;
  maxPageBytes: number;
  maxReferenceEntries: number;
  maxReferenceBytes: number;
  /** A single answer larger than this (an export of everything) is not kept. */
  maxEntryBytes: number;
}

export const DEFAULT_LIMITS: CacheLimits = {
  maxPageEntries: 500,
  maxPageBytes: 16 * 1024 * 1024,
  maxReferenceEntries: 5000,
  maxReferenceBytes: 32 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
};

/** Reads touch last_used_at at most this often, so a read rarely costs a write. */
const TOUCH_EVERY_MS = 60_000;

type Totals = { entries: number; bytes: number };


/** GET answers of one scope, keyed by request. */
export class ResponseCache {
  /** Entries and bytes per kind, counted once and then kept up to date, so a write rarely needs a count. */
  private totals: Partial<Record<ResponseKind, Totals>> = {};
  /**
   * Every read of the cache is this one statement, so it is prepared once on the raw connection:
   * building and compiling it through kysely each time would cost more than the read itself. It is
   * synchronous, so it never interleaves with a kysely query on the same connection.
   */
  private readonly readByKey: BetterSqlite3.Statement<[string], { body: Buffer; fetched_at: number; stale: number; last_used_at: number }> | null;

  constructor(
    private readonly db: CacheDb,
    private readonly limits: CacheLimits,
    private readonly cipher: CacheCipher,
    sqlite?: BetterSqlite3.Database,
  ) {
    this.readByKey = sqlite?.prepare('SELECT body, fetched_at, stale, last_used_at FROM response WHERE key = ?') ?? null;
  }

  async get(key: string, freshMs: number | null, now = Date.now()): Promise<CachedResponse | null> {
    const row = this.readByKey
      ? this.readByKey.get(key)
      : await this.db.selectFrom('response').select(['body', 'fetched_at', 'stale', 'last_used_at']).where('key', '=', key).executeTakeFirst();
    if (!row) return null;
    const body = this.decode(row.body);
    if (now - row.last_used_at > TOUCH_EVERY_MS) await this.db.updateTable('response').set({ last_used_at: now }).where('key', '=', key).execute();
    const stale = row.stale === 1 || (freshMs !== null && now - row.fetched_at > freshMs);
    return { data: JSON.parse(body), body, fetchedAt: row.fetched_at, stale };
  }

  /**
   * Keeps an answer; true when it differs from what was kept before (the renderer should refetch).
   * `previous` is what the caller read a moment ago (null: nothing), which saves reading it again.
   */
  async put(req: StoreRequest, data: unknown, now = Date.now(), previous?: { body: string; bytes: number } | null): Promise<boolean> {
    const body = JSON.stringify(data ?? null);
    const stored = this.encode(body);
    const bytes = stored.length;
    const before = previous !== undefined ? previous : await this.kept(req.key);
    if (bytes > this.limits.maxEntryBytes) {
      await this.db.deleteFrom('response').where('key', '=', req.key).execute();
      this.totals = {};
      return false;
    }
    await this.db
      .insertInto('response')
      .values({
        key: req.key,
        module: req.module,
        path: req.path,
        family: req.family,
        kind: req.kind,
        grp: req.group,
        body: stored,
        bytes,
        fetched_at: now,
        stale: 0,
        last_used_at: now,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ body: stored, bytes, fetched_at: now, stale: 0, last_used_at: now }))
      .execute();
    const totals = this.totals[req.kind];
    if (totals) {
      totals.entries += before ? 0 : 1;
      totals.bytes += bytes - (before?.bytes ?? 0);
    }
    await this.evict(req.kind);
    return before !== null && before.body !== body;
  }

  private async kept(key: string): Promise<{ body: string; bytes: number } | null> {
    const row = await this.db.selectFrom('response').select(['body', 'bytes']).where('key', '=', key).executeTakeFirst();
    return row ? { body: this.decode(row.body), bytes: row.bytes } : null;
  }

  /**
   * How a body is kept: its JSON in UTF-16LE (see the 2026-11-23 migration), sealed with the file's
   * key; the sealed size is what the limits count.
   */
  private encode(json: string): Buffer {
    return this.cipher.seal(Buffer.from(json, 'utf16le'));
  }

  private decode(stored: Buffer): string {
    return this.cipher.open(stored).toString('utf16le');
  }

  /** After a write: every cached list and detail of that module and path family is gone. */
  async invalidateFamily(module: string, family: string): Promise<void> {
    await this.db.deleteFrom('response').where('module', '=', module).where('family', '=', family).execute();
    this.totals = {};
  }

  /** Every cached answer of a reference group (the dictionaries, when their version stamp moved); how many were dropped. */
  async dropGroup(group: ReferenceGroup): Promise<number> {
    const result = await this.db.deleteFrom('response').where('grp', '=', group).executeTakeFirst();
    this.totals = {};
    return Number(result.numDeletedRows);
  }

  async markStale(groups: readonly ReferenceGroup[]): Promise<void> {
    if (groups.length) await this.db.updateTable('response').set({ stale: 1 }).where('grp', 'in', [...groups]).execute();
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('response').execute();
    this.totals = {};
  }

  async stats(): Promise<{ entries: number; bytes: number }> {
    const row = await this.db
      .selectFrom('response')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('b')])
      .executeTakeFirstOrThrow();
    return { entries: Number(row.n), bytes: Number(row.b) };
  }

  /** Least recently used first, until the kind is back within its limits. */
  private async evict(kind: ResponseKind): Promise<void> {
    const [maxEntries, maxBytes] =
      kind === 'page' ? [this.limits.maxPageEntries, this.limits.maxPageBytes] : [this.limits.maxReferenceEntries, this.limits.maxReferenceBytes];
    const estimate = (this.totals[kind] ??= await this.count(kind));
    if (estimate.entries <= maxEntries && estimate.bytes <= maxBytes) return;
    // The estimate can run high (two identical reads racing); count for real before evicting anything.
    const totals = (this.totals[kind] = await this.count(kind));
    if (totals.entries <= maxEntries && totals.bytes <= maxBytes) return;
    let { entries, bytes } = totals;
    const oldest = await this.db.selectFrom('response').select(['key', 'bytes']).where('kind', '=', kind).orderBy('last_used_at').orderBy('fetched_at').execute();
    const victims: string[] = [];
    for (const row of oldest) {
      if (entries <= maxEntries && bytes <= maxBytes) break;
      victims.push(row.key);
      entries -= 1;
      bytes -= row.bytes;
    }
    for (let i = 0; i < victims.length; i += 200) {
      await this.db.deleteFrom('response').where('key', 'in', victims.slice(i, i + 200)).execute();
    }
    this.totals[kind] = { entries, bytes };
  }

  private async count(kind: ResponseKind): Promise<Totals> {
    const row = await this.db
      .selectFrom('response')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('b')])
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return { entries: Number(row.n), bytes: Number(row.b) };
  }
}
