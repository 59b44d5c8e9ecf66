/**
 * `npm run bench:cache`: the same reads answered by the desktop core from its SQLite cache and by
 * the reference server over loopback, through the very same bridge call (api.call). The server runs
 * as its own process, as it does for a person; the baseline is a core with the cache switched off
 * (CEM_CACHE=off), so both columns include the same validation and gateway work.
 * Prints medians and ratios; it asserts nothing (timings depend on the machine).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { endpoints, type Endpoint } from '@shared/api/endpoints';
import type { ApiCall } from '@shared/bridge';
import { createCore, type Core } from '../../src/main/services/core';
import { InProcessKeychain } from '../support/keychain';
import { FileSettingsStore } from '../../src/main/services/settings/fileSettingsStore';
import { startFaultProxy } from '../support/faultProxy';
import { DEMO_PASSWORD, freePort, startServerProcess, temp } from './support/serverProcess';

const READS = Number(process.env.BENCH_READS) || 300;
const OPENS = Number(process.env.BENCH_OPENS) || 40;

async function core(serverUrl: string, env: Record<string, string>): Promise<Core> {
  const dataDir = temp('cem-bench-core-');
  const c = await createCore({
    mode: 'browser',
    version: 'bench',
    defaultServerUrl: serverUrl,
    secrets: new InProcessKeychain(),
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    dataDir,
    env: { ...process.env, ...env },
  });
  const signedIn = await c.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  if (!signedIn.ok) throw new Error(`login failed: ${signedIn.error.message}`);
  return c;
}

const call = <P, R>(e: Endpoint<P, R>, query?: Record<string, unknown>): ApiCall => ({ module: e.module, path: e.path, method: e.method, query });

async function answer(c: Core, request: ApiCall, expectCached: boolean | null): Promise<void> {
  const r = await c.bridge.api.call(request);
  if (!r.ok) throw new Error(`${request.path}: ${r.error.message}`);
  if (expectCached !== null && !!r.cachedAt !== expectCached) throw new Error(`${request.path}: expected ${expectCached ? 'a cached' : 'a live'} answer`);
}

interface Variant {
  run: () => Promise<void>;
  /** Runs before each timed run, untimed. */
  prepare?: () => Promise<void>;
}

/**
 * Times every variant n times after a warm-up, taking turns (a, b, a, b…), so a busy machine slows
 * each column alike and the ratios stay fair. Returns each variant's median.
 */
async function medians(n: number, variants: Variant[]): Promise<number[]> {
  const times = variants.map(() => [] as number[]);
  for (let i = -Math.min(20, n); i < n; i++) {
    for (const [v, variant] of variants.entries()) {
      await variant.prepare?.();
      const start = performance.now();
      await variant.run();
      if (i >= 0) times[v].push(performance.now() - start);
    }
  }
  return times.map(median);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(3)} ms`;

/** What the workbench asks for when it opens (spec 1 §2: user info, organisations, menus, notices…). */
const WORKBENCH: ApiCall[] = [
  call(endpoints.userInfo),
  call(endpoints.userOrgs),
  call(endpoints.menuRoutes),
  call(endpoints.menuButtons),
  call(endpoints.dictionary, { code: 'org_category' }),
  call(endpoints.regionLazyTree, { parentCode: '00' }),
  call(endpoints.noticeUnreadCount),
  call(endpoints.noticeList, { category: 1, size: -1 }),
  call(endpoints.feedbackList, { current: 1, size: 5 }),
];

async function main(): Promise<void> {
  const serverDir = temp('cem-bench-server-');
  // The server checks Host: the proxy's address is one of its public names.
  const proxyPort = await freePort();
  const server = await startServerProcess(serverDir, { env: { CEM_PUBLIC_HOSTS: `127.0.0.1:${proxyPort}` } });
  const cached = await core(server.url, {});
  const direct = await core(server.url, { CEM_CACHE: 'off' });
  // Lists are read from the cache when the server cannot be reached: this core talks through a proxy that can go down.
  const proxy = await startFaultProxy(server.url, { port: proxyPort });
  const offlineReader = await core(proxy.url, {});
  try {
    for (let i = 0; i < 60; i++) {
      const r = await direct.bridge.api.call({ ...call(endpoints.feedbackSave), body: { type: 1 + (i % 3), title: `基准反馈 ${i + 1}`, opinion: '用于比较本地缓存与服务器的读取时间'.repeat(3) } });
      if (!r.ok) throw new Error(r.error.message);
    }

    const dictionary = call(endpoints.dictionary, { code: 'fplx' });
    const region = call(endpoints.regionLazyTree, { parentCode: '44' });
    const listPage = call(endpoints.feedbackList, { current: 1, size: 50 });
    for (const request of [dictionary, region]) await answer(cached, request, false);
    await answer(offlineReader, listPage, false);

    const rows: [string, number, number][] = [];
    for (const [name, request] of [
      ['dictionary (fplx)', dictionary],
      ['region level (44: 21 cities)', region],
    ] as const) {
      const [fromServer, fromCache] = await medians(READS, [{ run: () => answer(direct, request, false) }, { run: () => answer(cached, request, true) }]);
      rows.push([name, fromServer, fromCache]);
    }
    await proxy.down();
    const [listFromServer, listFromCache] = await medians(READS, [{ run: () => answer(direct, listPage, false) }, { run: () => answer(offlineReader, listPage, true) }]);
    rows.push(['list page (50 rows, offline)', listFromServer, listFromCache]);

    // Opening the workbench: every call at once, as the renderer's queries do.
    const open = (c: Core) => Promise.all(WORKBENCH.map((r) => answer(c, r, null))).then(() => undefined);
    // Cold, first sign-in: a core just signed in on a fresh data folder (made untimed before each
    // opening), so the opening also creates the cache file. Cold, cleared: the cache file exists but
    // holds nothing ("clear cache"). Warm: opened before. Baseline: a core without a cache.
    let coldCore: Core | null = null;
    const freshCore = async () => {
      await coldCore?.dispose();
      coldCore = await core(server.url, {});
    };
    const cleared = await core(server.url, {});
    const [noCache, cold, coldCleared, warm] = await medians(OPENS, [
      { run: () => open(direct) },
      { run: () => open(coldCore!), prepare: freshCore },
      {
        run: () => open(cleared),
        prepare: async () => {
          await cleared.offline.gateway.settled();
          await cleared.bridge.cache.clear();
        },
      },
      { run: () => open(cached) },
    ]);
    await cleared.dispose();
    await (coldCore as Core | null)?.dispose();
    await cached.offline.gateway.settled();

    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(16))).join(' | ')} |`;
    console.log(`\nCache versus reference server over loopback (medians of ${READS} reads after warm-up; Node ${process.version}, ${process.platform})\n`);
    console.log(line(['read', 'server', 'local cache', 'cache is']));
    console.log(line(['-'.repeat(30), '-'.repeat(16), '-'.repeat(16), '-'.repeat(16)]));
    for (const [name, s, c] of rows) console.log(line([name, ms(s), ms(c), `${(s / c).toFixed(1)}× faster`]));
    console.log(`\nOpening the workbench (${WORKBENCH.length} calls at once; medians of ${OPENS})\n`);
    console.log(line(['cache state', 'median', 'vs no cache', '']));
    console.log(line(['-'.repeat(30), '-'.repeat(16), '-'.repeat(16), '']));
    console.log(line(['no cache (baseline)', ms(noCache), '1.0×', '']));
    console.log(line(['cold: first sign-in (new file)', ms(cold), `${(noCache / cold).toFixed(1)}×`, '']));
    console.log(line(['cold: cache cleared', ms(coldCleared), `${(noCache / coldCleared).toFixed(1)}×`, '']));
    console.log(line(['warm', ms(warm), `${(noCache / warm).toFixed(1)}×`, '']));
    const slowest = Math.min(...rows.map(([, s, c]) => s / c));
    console.log(`\nTarget (cache reads at least 10× faster than loopback server reads): ${slowest >= 10 ? 'met' : 'NOT met'} (smallest ratio ${slowest.toFixed(1)}×)\n`);
  } finally {
    await cached.dispose();
    await direct.dispose();
    await offlineReader.dispose();
    await proxy.close();
    server.child.kill('SIGTERM');
    rmSync(serverDir, { recursive: true, force: true });
  }
}

await main();
