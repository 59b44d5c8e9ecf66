/**
 * Hosts start from a template of the demo database, as vitest's test servers do
 * (tests/support/serverTemplate.ts): a host's reference server otherwise migrates and seeds the demo
 * data on every start (about 2 s of a 7–9 s start on a quiet machine, far more on a loaded one), and a
 * run starts a host for every worker, again whenever a worker is replaced (after a failed test, or
 * when a spec with a `hostEnv` of its own took its slot).
 *
 * No start waits for a template and none is built apart: the first host of a run with a given server
 * environment starts as before, on an empty folder (migrations, seed, sealing, all real), and as soon
 * as it is ready — before any test has used it — its database is copied through SQLite's backup API
 * into the run's template folder. A later host with the same environment gets that copy as its
 * server/server.sqlite and then starts for real: migrations and the fill-what-is-empty seed find
 * nothing to do. Only the database is copied: each host makes its own token secret, as a fresh start
 * does (no seeded row is sealed with it). The copy is taken at the host's "open" line: nothing has
 * called its server yet, so it holds exactly what a closed first start holds (docs/decisions.md,
 * "CI time before the finance screens", for how that was checked).
 *
 * The key hashes the migrations, the seed code and every CEM_* variable the host runs with except its
 * keychain entry (random per host), so a spec's `hostEnv` (captcha on or off, a short token life)
 * gets a template of its own. Templates live for one Playwright run: global-setup.ts names the run's
 * folder in CEM_E2E_TEMPLATES and removes it at the end, so the demo data's dates are as fresh as a
 * first start's. Without that variable (a spec run some other way) hosts start as before.
 */
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sourcesHash } from '../../support/templateSources';

export const HOST_TEMPLATES_ENV = 'CEM_E2E_TEMPLATES';

/** Variables of the host that its reference server never reads: left out of the key. */
const HOST_ONLY = new Set(['CEM_KEYCHAIN_SERVICE']);

function templateKey(env: NodeJS.ProcessEnv): string {
  const entries = Object.keys(env)
    .filter((k) => k.startsWith('CEM_') && !HOST_ONLY.has(k))
    .sort()
    .map((k) => [k, env[k] ?? '']);
  return createHash('sha256').update(JSON.stringify([entries, sourcesHash()])).digest('hex').slice(0, 16);
}

export interface HostTemplate {
  /** True when the server folder got the template's database; false when this host starts empty. */
  copied: boolean;
  /** After a host that started empty is ready: keeps its database as the template (once per key). */
  keep(): Promise<void>;
}

/**
 * Prepares `serverDir` (the host's `<data>/server`) for a host about to start with `env` (its whole
 * environment, as the host process gets it). Returns null outside a Playwright run that set up templates.
 */
export function hostTemplate(serverDir: string, env: NodeJS.ProcessEnv): HostTemplate | null {
  const dir = process.env[HOST_TEMPLATES_ENV];
  if (!dir || !existsSync(dir)) return null;
  const file = join(dir, `host-${templateKey(env)}.sqlite`);
  const target = join(serverDir, 'server.sqlite');
  if (existsSync(file)) {
    mkdirSync(serverDir, { recursive: true, mode: 0o700 });
    copyFileSync(file, target);
    return { copied: true, keep: async () => {} };
  }
  return {
    copied: false,
    keep: async () => {
      // One host of each key keeps its database; one that started at the same moment simply does not.
      let lock: number;
      try {
        lock = openSync(`${file}.lock`, 'wx');
      } catch {
        return;
      }
      closeSync(lock);
      if (existsSync(file)) return;
      const db = new Database(target, { readonly: true, fileMustExist: true });
      try {
        // A consistent copy of the live database (its WAL included) while the server runs.
        await db.backup(`${file}.tmp`);
      } finally {
        db.close();
      }
      renameSync(`${file}.tmp`, file);
    },
  };
}

/** For the run's teardown. */
export function removeHostTemplates(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
