/**
 * `npm run bench`: how long browser mode takes from launch to the workbench painted after login, and
 * how much JavaScript /login loads (which must hold none of the back-office screens: lazy routes).
 * Each run starts a fresh host on a fresh data folder (the first start seeds the database, as a new
 * installation does) and a fresh Chromium; the table gives each run and the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildRenderer, rendererIsStale } from '../e2e/support/buildRenderer';
import { startHost, stopProcess } from '../e2e/support/hostProcess';
import { loginScriptProblems, loginScriptRule, type LoginScriptRule } from '../e2e/support/loginScripts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.CEM_BENCH_RUNS) || 3;

interface Run {
  hostReadyMs: number;
  loginPaintedMs: number;
  workbenchPaintedMs: number;
  loginJsBytes: number;
  loginScripts: number;
  /** What breaks the rule of support/loginScripts.ts (shared with the e2e test): back-office screens among them. */
  loginScriptProblems: string[];
}

async function once(rule: LoginScriptRule): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cem-bench-'));
  const started = performance.now();
  const host = await startHost(root, dataDir, { ...process.env, CEM_KEYCHAIN_SERVICE: `cem-bench-${process.pid}` });
  const hostReadyMs = performance.now() - started;
  const browser = await chromium.launch({
    executablePath: process.env.CEM_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Paths are noted as each script answers, its size once its body is read (which may come later).
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(new URL(res.url()).pathname, res.body().then((b) => b.length, () => 0));
    });
    await page.goto(host.launchUrl);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    const loginPaintedMs = performance.now() - started;
    const loginScripts = new Map(scripts);

    await page.getByRole('textbox', { name: '租户编号', exact: true }).fill('100004');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('sj_admin');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(process.env.CEM_DEMO_PASSWORD ?? 'Cem@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('desk-greeting').waitFor();
    await page.getByTestId('sidebar').waitFor();
    // "Painted": the next animation frame after the workbench is in the DOM.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const workbenchPaintedMs = performance.now() - started;
    const loginJsBytes = (await Promise.all(loginScripts.values())).reduce((a, b) => a + b, 0);
    return {
      hostReadyMs,
      loginPaintedMs,
      workbenchPaintedMs,
      loginJsBytes,
      loginScripts: loginScripts.size,
      loginScriptProblems: loginScriptProblems(rule, loginScripts.keys()),
    };
  } finally {
    await browser.close();
    if (host.child.pid) await stopProcess(host.child.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v: number) => `${Math.round(v)} ms`;
const kb = (v: number) => `${(v / 1024).toFixed(1)} KiB`;

if (rendererIsStale(root)) {
  console.log('building the renderer…');
  await buildRenderer(root);
}
const rule = loginScriptRule(root);
const runs: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  runs.push(await once(rule));
  console.log(`run ${i + 1}/${RUNS} done`);
}
const rows = runs.map((r, i) => ({
  run: String(i + 1),
  'host ready': ms(r.hostReadyMs),
  '/login painted': ms(r.loginPaintedMs),
  'workbench painted': ms(r.workbenchPaintedMs),
  'JS for /login': kb(r.loginJsBytes),
  scripts: String(r.loginScripts),
}));
rows.push({
  run: 'median',
  'host ready': ms(median(runs.map((r) => r.hostReadyMs))),
  '/login painted': ms(median(runs.map((r) => r.loginPaintedMs))),
  'workbench painted': ms(median(runs.map((r) => r.workbenchPaintedMs))),
  'JS for /login': kb(median(runs.map((r) => r.loginJsBytes))),
  scripts: String(median(runs.map((r) => r.loginScripts))),
});
console.log('\nlaunch of browser mode → workbench painted after login (sj_admin), fresh data folder each run');
console.table(rows);
const problems = [...new Set(runs.flatMap((r) => r.loginScriptProblems))];
if (problems.length) {
  console.error(`/login breaks the lazy-screen rule:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('/login loaded none of the back-office screens.');
