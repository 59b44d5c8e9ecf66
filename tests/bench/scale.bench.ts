/**
 * `npm run bench:scale` (issue 18, Proof): the reports and the board at a hundred thousand contracts.
 * On SQLite (a file) and on PostgreSQL (a fresh database on CEM_TEST_PG_URL; skipped without it) it
 * seeds 200 organisations, 100 000 owner contracts (5 % of them kj_admin's organisation's, the rest
 * spread over the others) and 1 000 000 invoices, arrivals, payment requests and payments on them;
 * BENCH_SCALE (default 1) scales every count, so BENCH_SCALE=0.05 is a quick run.
 *
 * The reference server runs as its own process (as a person runs it) and each call goes over
 * loopback HTTP signed in as kj_admin: p50 and p95 over BENCH_RUNS runs (default 20) after a warm-up,
 * then again with the indexes of the tables those calls read dropped (primary keys and unique
 * constraints stay), and a table of both with their ratio. It asserts nothing.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Backend } from '../../src/server/db/database';
import { apiClient } from '../support/server';
import { DEMO_PASSWORD, startServerProcess, temp } from './support/serverProcess';
import { percentile, timeCall, TIMED_CALLS, type ApiClient, type Timing } from './support/scaleCalls';
import { droppableIndexes, dropIndexes, restoreIndexes } from './support/scaleIndexes';
import { BENCH_ACCOUNT, BENCH_TENANT, seedScale } from './support/scaleSeed';

const SCALE = Number(process.env.BENCH_SCALE) || 1;
const RUNS = Number(process.env.BENCH_RUNS) || 20;
const WARM_UP = 3;
/** Without indexes: fewer runs, and a call slower than this on one answer is timed once. */
const RUNS_WITHOUT = Math.min(RUNS, Number(process.env.BENCH_RUNS_WITHOUT) || 5);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS) || 20_000;
/** Without indexes a call may not finish in any useful time: after this it is reported timed out and the server restarted. */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS) || 60_000;
/** BENCH_KEEP=1 leaves the seeded database (indexes restored) for EXPLAIN, and prints where it is. */
const KEEP = process.env.BENCH_KEEP === '1';

interface Row {
  call: string;
  db: Backend;
  p50: string;
  p95: string;
  'p50 without indexes': string;
  ratio: string;
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.CEM_TEST_PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ms = (x: number) => (Number.isNaN(x) ? '—' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);

/** The server process on the bench's database, and a client signed in as kj_admin; started again after a call timed out. */
async function serve(dataDir: string, databaseUrl: string): Promise<{ child: ChildProcess; api: ApiClient }> {
  const server = await startServerProcess(dataDir, { env: { CEM_DATABASE_URL: databaseUrl } });
  const client = apiClient(server.url);
  await client.login(BENCH_ACCOUNT, BENCH_TENANT, DEMO_PASSWORD);
  return { child: server.child, api: { path: client.path, session: client.session, baseUrl: server.url } };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  // A server busy in a synchronous SQLite query answers SIGTERM only when it is done: SIGKILL.
  child.kill('SIGKILL');
  await exited;
}

async function benchOn(backend: Backend): Promise<Row[]> {
  const dataDir = temp(`cem-bench-scale-${backend}-`);
  const pgName = `cem_bench_scale_${randomBytes(4).toString('hex')}`;
  let databaseUrl = join(dataDir, 'server.sqlite');
  if (backend === 'postgres') {
    // A query running past the client's patience is ended by the database too, not left to load the machine.
    await withAdmin(async (c) => {
      await c.query(`create database ${pgName}`);
      await c.query(`alter database ${pgName} set statement_timeout = ${TIMEOUT_MS}`);
    });
    const url = new URL(process.env.CEM_TEST_PG_URL!);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  // The server migrates and seeds the demo organisations; the bench then adds the bulk beside it.
  let server = await serve(dataDir, databaseUrl);
  const { db } = openDatabase(databaseUrl);
  try {
    console.log(`\n${backend}: seeding at scale ${SCALE}…`);
    const started = performance.now();
    const counts = await seedScale(db, backend, SCALE, (line) => console.log(line));
    console.log(
      `${backend}: seeded ${counts.organisations} organisations, ${counts.contracts} owner contracts (${counts.benchContracts} of ${BENCH_TENANT}), ` +
        `${counts.moneyRows} invoices, arrivals, payment requests and payments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const withIndexes: Timing[] = [];
    for (const call of TIMED_CALLS) {
      withIndexes.push(await timeCall(server.api, call, { runs: RUNS, warmUp: WARM_UP }));
      console.log(`  ${call.label}: p50 ${ms(percentile(withIndexes.at(-1)!.runs, 50))}`);
    }

    const indexes = await droppableIndexes(db, backend);
    console.log(`${backend}: dropping ${indexes.length} indexes: ${indexes.map((i) => i.name).join(', ')}`);
    await dropIndexes(db, indexes);
    const without: Timing[] = [];
    for (const call of TIMED_CALLS) {
      const t = await timeCall(server.api, call, { runs: RUNS_WITHOUT, warmUp: 1, slowMs: SLOW_MS, timeoutMs: TIMEOUT_MS });
      without.push(t);
      console.log(`  ${call.label}: without indexes p50 ${t.timedOut ? 'timed out' : ms(percentile(t.runs, 50))}`);
      if (t.timedOut) {
        await stop(server.child);
        server = await serve(dataDir, databaseUrl);
      }
    }
    if (KEEP) {
      await restoreIndexes(db, indexes);
      console.log(`${backend}: kept, indexes restored: ${databaseUrl}`);
    }

    return TIMED_CALLS.map((call, i) => {
      const a = withIndexes[i];
      const b = without[i];
      if (!a.available) return { call: call.label, db: backend, p50: 'not available', p95: '', 'p50 without indexes': '', ratio: '' };
      const p50 = percentile(a.runs, 50);
      const p50Without = percentile(b.runs, 50);
      const row = { call: call.label, db: backend, p50: ms(p50), p95: ms(percentile(a.runs, 95)) };
      if (b.timedOut) return { ...row, 'p50 without indexes': `> ${ms(TIMEOUT_MS)} (timed out)`, ratio: `> ${(TIMEOUT_MS / p50).toFixed(0)}×` };
      const once = b.runs.length === 1 && RUNS_WITHOUT > 1 ? ' (1 run)' : '';
      return { ...row, 'p50 without indexes': `${ms(p50Without)}${once}`, ratio: `${(p50Without / p50).toFixed(1)}×` };
    });
  } finally {
    await db.destroy();
    await stop(server.child);
    if (!KEEP) {
      if (backend === 'postgres') await withAdmin((c) => c.query(`drop database if exists ${pgName} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

// BENCH_DB=sqlite or postgres runs one of them.
const backends = (process.env.CEM_TEST_PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)).filter((b) => !process.env.BENCH_DB || b === process.env.BENCH_DB);
if (!process.env.CEM_TEST_PG_URL) console.log('CEM_TEST_PG_URL is not set: PostgreSQL is skipped');
const rows: Row[] = [];
for (const backend of backends) rows.push(...(await benchOn(backend)));
console.log(`\nscale ${SCALE}: p50 and p95 over ${RUNS} runs after ${WARM_UP} warm-up calls; without indexes the p50 of up to ${RUNS_WITHOUT} runs`);
console.table(rows);
