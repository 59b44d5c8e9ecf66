import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as localCache from './2026-11-21-001-local-cache';
import * as responseBodyUtf16 from './2026-11-23-001-response-body-utf16';

/** Listed by hand, as the server's are: bundlers cannot follow a provider that reads the folder. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-001-local-cache': localCache,
  '2026-11-23-001-response-body-utf16': responseBodyUtf16,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings a cache file to the current schema. A file written by a newer version of the app names
 * migrations this one does not know; kysely refuses it, and the caller discards and rebuilds it.
 */
export async function migrateCache(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const which = failed ? `migration ${failed.migrationName}` : 'migrations';
    throw new Error(`cache ${which} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
