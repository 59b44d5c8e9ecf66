/**
 * Test servers start from a template database instead of migrating and seeding the demo data on every
 * start (0.6 s on SQLite, 1.6 s on PostgreSQL, several hundred starts a run). The first start for a
 * (backend, key) builds the template by a real first start of the server (migrations, seed, sealing)
 * in a folder or database of its own; later starts copy it (SQLite: the database file; PostgreSQL:
 * CREATE DATABASE … TEMPLATE) and then start the server on the copy for real, whose migrations and
 * fill-what-is-empty seed then find nothing to do. Nothing else of the template's data folder is
 * copied: the seed writes only to the database, so each copy gets its own token secret as a fresh
 * start does.
 *
 * Templates live for one vitest run (tests/support/templatesSetup.ts names the run's folder in
 * CEM_TEST_TEMPLATES and drops them at its end), so the demo data's dates are as fresh as today's
 * starts; the key also hashes the migrations, the seed code and the environment, so a template never
 * outlives the code that made it. Both vitest workers share a template: a lock file (SQLite) or an
 * advisory lock (PostgreSQL) makes one of them build it while the other waits.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../../src/server/index';
import { filesUnder, sourcesHash } from './templateSources';

export const TEMPLATES_ENV = 'CEM_TEST_TEMPLATES';
/** Template databases on the test PostgreSQL server: cem_tpl_<run>_<key>. */
export const PG_TEMPLATE_PREFIX = 'cem_tpl_';

/** The run's template folder, or undefined outside a vitest run that set one up (then servers start as before). */
function runDir(): string | undefined {
  const dir = process.env[TEMPLATES_ENV];
  return dir && existsSync(dir) ? dir : undefined;
}

function templateKey(backend: string, env: Record<string, string>): string {
  const sortedEnv = Object.keys(env)
    .sort()
    .map((k) => [k, env[k]]);
  return createHash('sha256').update(JSON.stringify([backend, sortedEnv, sourcesHash()])).digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first, real start of a server on this database and folder, closed again: the template's content. */
async function firstStart(dataDir: string, env: Record<string, string>, databaseUrl?: string): Promise<void> {
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl, env, log: () => {} });
  await server.close();
}

// ---- SQLite: a database file in the run's folder, copied into each server's data folder.

const sqliteTemplates = new Map<string, Promise<string>>();

async function sqliteTemplate(dir: string, key: string, env: Record<string, string>): Promise<string> {
  const file = join(dir, `sqlite-${key}.sqlite`);
  const lock = `${file}.lock`;
  for (const started = Date.now(); ; ) {
    if (existsSync(file)) return file;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another worker builds it: wait for the file (a builder that died leaves its lock; then build anyway).
      const held = statSync(lock, { throwIfNoEntry: false });
      if (!held) continue;
      if (Date.now() - started < 120_000 && Date.now() - held.mtimeMs < 120_000) {
        await sleep(50);
        continue;
      }
      rmSync(lock, { force: true });
      continue;
    }
    closeSync(fd);
    const build = join(dir, `build-${key}-${process.pid}`);
    try {
      await firstStart(build, env);
      // Closed, the database is one file (SQLite checkpoints and removes the WAL on the last close).
      // Besides it, a first start writes its token secret (each copy makes its own, as a fresh start
      // does) and the object store's empty folders (made again by every start): nothing to copy.
      const leftovers = filesUnder(build).filter((f) => f !== join(build, 'server.sqlite') && f !== join(build, 'token-secret'));
      if (leftovers.length) throw new Error(`a first start left more than its database and token secret: ${leftovers.join(', ')}`);
      renameSync(join(build, 'server.sqlite'), `${file}.tmp`);
      renameSync(`${file}.tmp`, file);
      return file;
    } finally {
      rmSync(build, { recursive: true, force: true });
      rmSync(lock, { force: true });
    }
  }
}

// ---- PostgreSQL: a template database, cloned with CREATE DATABASE … TEMPLATE.

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.CEM_TEST_PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function pgUrl(name: string): string {
  const url = new URL(process.env.CEM_TEST_PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const pgTemplates = new Map<string, Promise<string>>();

async function pgTemplate(dir: string, key: string, env: Record<string, string>): Promise<string> {
  const run = createHash('sha256').update(dir).digest('hex').slice(0, 8);
  const name = `${PG_TEMPLATE_PREFIX}${run}_${key}`;
  const exists = (c: pg.Client) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  return withAdmin(async (admin) => {
    if (await exists(admin)) return name;
    // The other worker may be building it: one builds, the other waits here and then finds it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(admin)) return name;
      const build = `${name}_b`;
      const buildDir = join(dir, `build-${key}-${process.pid}`);
      await admin.query(`DROP DATABASE IF EXISTS ${build} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${build}`);
      try {
        await firstStart(buildDir, env, pgUrl(build));
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${build} WITH (FORCE)`);
        throw err;
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
      // Complete before it has the name the others look for.
      await retryWhileBusy(() => admin.query(`ALTER DATABASE ${build} RENAME TO ${name}`));
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * 55006 (object in use): a database that must have no connection has one for a moment — the closed
 * server's last backend still ending, an autovacuum worker, or another clone of the same template.
 */
async function retryWhileBusy<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err;
      await sleep(50 + Math.random() * 100);
    }
  }
}

/** A new database cloned from the template. */
function clonePg(template: string, name: string): Promise<unknown> {
  return retryWhileBusy(() => withAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)));
}

/**
 * Makes `dataDir` (SQLite) or a new database (PostgreSQL) hold what a first start with `env` leaves,
 * and returns the database to start on (undefined: the data folder's own SQLite file), or null when
 * no template applies (outside a vitest run that set one up): then the caller starts as before.
 */
export async function fromTemplate(backend: 'sqlite' | 'postgres', env: Record<string, string>, dataDir: string): Promise<{ databaseUrl?: string; name?: string } | null> {
  const dir = runDir();
  if (!dir) return null;
  const key = templateKey(backend, env);
  if (backend === 'sqlite') {
    let file = sqliteTemplates.get(key);
    if (!file) sqliteTemplates.set(key, (file = sqliteTemplate(dir, key, env)));
    file.catch(() => sqliteTemplates.delete(key));
    const target = join(dataDir, 'server.sqlite');
    copyFileSync(await file, target);
    return {};
  }
  let template = pgTemplates.get(key);
  if (!template) pgTemplates.set(key, (template = pgTemplate(dir, key, env)));
  template.catch(() => pgTemplates.delete(key));
  const name = `cem_test_${randomBytes(6).toString('hex')}`;
  await clonePg(await template, name);
  return { databaseUrl: pgUrl(name), name };
}

/** For the run's setup: a fresh folder for its templates. */
export function newTemplatesDir(base: string): string {
  const dir = join(base, `cem-templates-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, 'README'), 'Test server templates of one vitest run (tests/support/serverTemplate.ts); removed at its end.\n');
  return dir;
}

/** For the run's teardown: drops the run's template databases and removes its folder. */
export async function removeTemplates(dir: string): Promise<void> {
  if (process.env.CEM_TEST_PG_URL) {
    const run = createHash('sha256').update(dir).digest('hex').slice(0, 8);
    await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PG_TEMPLATE_PREFIX}${run}\\_%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  }
  rmSync(dir, { recursive: true, force: true });
}
