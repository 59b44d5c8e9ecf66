import type { CoreEvents } from '../events';
import type { CacheScope } from './cacheScope';

/** Where a cache file keeps the stamp its cached dictionaries were fetched under. */
const META = 'dictStamp';

/**
 * Dictionary refresh (docs/decisions.md, "dictionary refresh"): the server answers every call with
 * its dictionaries' version stamp; when the stamp the core last heard differs from the one a cache
 * file's dictionaries were fetched under, that file's cached dictionaries are dropped, so the next
 * dictionary read goes to the server, and the renderer is told (cache-updated) so what is on screen
 * (a form's dictionary select) is fetched again. Nothing is timed: the first answer after a change,
 * whatever call it belongs to, carries the news.
 */
export class DictionaryStamp {
  private latest: string | null = null;
  /** What each open scope's file holds, so a check is a string comparison, not a query. */
  private readonly known = new WeakMap<CacheScope, string>();

  constructor(private readonly events: CoreEvents) {}

  /** Told of every answer's stamp (ServerClient): remembers the newest. */
  heard(stamp: string): void {
    this.latest = stamp;
  }

  /** Brings a scope's cached dictionaries in line with the latest stamp; true when some were dropped. */
  async sync(scope: CacheScope): Promise<boolean> {
    const latest = this.latest;
    if (!latest || !scope.isOpen) return false;
    let stored = this.known.get(scope);
    if (stored === undefined) {
      stored = (await scope.db.selectFrom('cache_meta').select('value').where('name', '=', META).executeTakeFirst())?.value ?? '';
      this.known.set(scope, stored);
    }
    if (stored === latest) return false;
    const dropped = await scope.responses.dropGroup('dictionary');
    await scope.db
      .insertInto('cache_meta')
      .values({ name: META, value: latest })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: latest }))
      .execute();
    this.known.set(scope, latest);
    if (dropped > 0) this.events.emit({ type: 'cache-updated', module: 'system', path: 'dict/dictionary' });
    return dropped > 0;
  }
}
