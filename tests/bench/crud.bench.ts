/**
 * `npm run bench:crud`: the list-and-drawer framework in Chromium through browser mode, on 200
 * customers of kj_admin. Medians over N runs (CEM_BENCH_RUNS, default 5) of: a 200-row page
 * rendered (baseline: a 10-row page), that page scrolled top to bottom (baseline: the 10-row page
 * scrolled the same way), and the drawer form opened (baseline: the first open after a load, which
 * fetches the form's code, against the next opens).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildRenderer, rendererIsStale } from '../e2e/support/buildRenderer';
import { startHost, stopProcess } from '../e2e/support/hostProcess';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.CEM_BENCH_RUNS) || 5;
const CUSTOMERS = 200;

const frame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));

async function bridge(page: Page, origin: string, method: string, ...args: unknown[]): Promise<unknown> {
  const response = await page.request.post(`${origin}/bridge/call`, { headers: { 'x-cem-bridge': '1', origin }, data: { method, args } });
  const body = (await response.json()) as { result?: unknown; error?: string };
  if (body.error !== undefined) throw new Error(`bridge ${method}: ${body.error}`);
  return body.result;
}

/** From choosing a page size to its rows in the DOM and painted. */
async function choosePageSize(page: Page, size: number, total: number): Promise<number> {
  await page.getByTestId('pagination').getByRole('combobox', { name: '每页条数' }).click();
  const option = page.getByRole('option', { name: `${size}条/页`, exact: true });
  await option.waitFor();
  const t0 = performance.now();
  await option.click();
  await page.locator(`[data-testid="crud-table"][aria-rowcount="${Math.min(size, total) + 1}"]`).waitFor();
  await page.getByTestId('crud-row').first().waitFor();
  await frame(page);
  return performance.now() - t0;
}

/** Scrolls the table from top to bottom 240 px a frame (as a wheel would), until the last row shows. */
function scrollTable(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const table = document.querySelector<HTMLElement>('[data-testid="crud-table"]')!;
    table.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(r));
    const t0 = performance.now();
    while (table.scrollTop + table.clientHeight < table.scrollHeight - 1) {
      table.scrollTop += 240;
      await new Promise((r) => requestAnimationFrame(r));
    }
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  });
}

/** From the click on 新增 to the form's first field shown and painted; closed again after. */
async function openDrawer(page: Page): Promise<number> {
  const t0 = performance.now();
  await page.getByTestId('crud-add').click();
  await page.getByTestId('crud-drawer').getByRole('textbox', { name: '企业名称' }).waitFor();
  await frame(page);
  const elapsed = performance.now() - t0;
  await page.getByRole('button', { name: '关闭', exact: true }).click();
  await page.getByTestId('crud-drawer').waitFor({ state: 'hidden' });
  return elapsed;
}

interface Run {
  render200: number;
  render10: number;
  scroll200: number;
  scroll10: number;
  drawerFirst: number;
  drawerNext: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (rendererIsStale(root)) {
  console.log('building the renderer…');
  await buildRenderer(root);
}
const dataDir = mkdtempSync(join(tmpdir(), 'cem-bench-crud-'));
const host = await startHost(root, dataDir, { ...process.env, CEM_KEYCHAIN_SERVICE: `cem-bench-crud-${process.pid}` });
const browser = await chromium.launch({
  executablePath: process.env.CEM_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs: Run[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const origin = new URL(host.launchUrl).origin;
  await page.goto(host.launchUrl);
  await page.getByRole('textbox', { name: '租户编号', exact: true }).fill('100002');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('kj_admin');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(process.env.CEM_DEMO_PASSWORD ?? 'Cem@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('sidebar').waitFor();
  for (let i = 0; i < CUSTOMERS; i++) {
    const result = (await bridge(page, origin, 'api.call', {
      module: 'system',
      path: 'cust_attention/submit',
      method: 'POST',
      body: { compName: `基准客户${String(i).padStart(3, '0')}`, legal: '王五', areaCode: '110101', contacts: '赵六', phone: '13900000000' },
    })) as { ok: boolean };
    if (!result.ok) throw new Error('seeding a customer failed');
  }
  console.log(`seeded ${CUSTOMERS} customers`);
  for (let i = 0; i < RUNS; i++) {
    // A fresh load each run: no list in the query cache, the form's code not yet fetched.
    await page.goto(`${origin}/customer/follow`);
    await page.getByTestId('crud-row').first().waitFor();
    const total = await page.getByTestId('crud-row').count();
    if (total < 10) throw new Error(`expected a full first page, saw ${total} rows`);
    const drawerFirst = await openDrawer(page);
    const drawerNext = median([await openDrawer(page), await openDrawer(page), await openDrawer(page)]);
    const scroll10 = await scrollTable(page);
    const render200 = await choosePageSize(page, 200, CUSTOMERS);
    const scroll200 = await scrollTable(page);
    const render10 = await choosePageSize(page, 10, CUSTOMERS);
    runs.push({ render200, render10, scroll200, scroll10, drawerFirst, drawerNext });
    console.log(`run ${i + 1}/${RUNS} done`);
  }
} finally {
  await browser.close();
  if (host.child.pid) await stopProcess(host.child.pid);
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (v: number) => `${Math.round(v)} ms`;
const med = (key: keyof Run) => median(runs.map((r) => r[key]));
const of = (key: keyof Run) => ms(med(key));
const ratio = (measured: keyof Run, baseline: keyof Run) => `${(med(measured) / med(baseline)).toFixed(2)}×`;
console.log(`\nlist-and-drawer framework, customers of kj_admin (${CUSTOMERS} seeded), medians over ${RUNS} runs`);
console.table([
  { measure: 'page rendered (size chosen → rows painted)', measured: `200 rows: ${of('render200')}`, baseline: `10 rows: ${of('render10')}`, ratio: ratio('render200', 'render10') },
  { measure: 'table scrolled top to bottom (240 px a frame)', measured: `200 rows: ${of('scroll200')}`, baseline: `10 rows: ${of('scroll10')}`, ratio: ratio('scroll200', 'scroll10') },
  { measure: 'drawer form opened (新增 → first field painted)', measured: `next opens: ${of('drawerNext')}`, baseline: `first open after load: ${of('drawerFirst')}`, ratio: ratio('drawerNext', 'drawerFirst') },
]);
