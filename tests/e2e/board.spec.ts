/**
 * The data board (issue 18) in browser mode: the board button opens /board/index as a page of its
 * own, sharing the main page's session; its head figures are the server's, the map and trend draw
 * on canvases; an arrival recorded in the main page's session shows in the arrived total by itself
 * (the core announces the write, data-changed, and the board refetches), well before its 60 s timer;
 * with the server stopped the board shows the cached figures with their time, and recovers
 * by itself. Runs on a host whose server the test stops (offlineHost), like offline.spec.ts.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { BoardHeadNums } from '@shared/domain/board';
import type { Arrival, ArrivalInvoiceOption } from '@shared/domain/financeArrival';
import { formatYuan, sumMoney } from '@shared/domain/money';
import { App, PICTURES } from './support/fixtures';
import { startOfflineHost, type OfflineHost } from './support/offlineHost';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = 'tests/.artifacts';
const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const FIGURES = ['signedYearAmount', 'signedTotalAmount', 'invoiced', 'arrived', 'receivable', 'paidOut'] as const;
const TEST_ID: Record<(typeof FIGURES)[number], string> = { signedYearAmount: 'signedYear', signedTotalAmount: 'signedTotal', invoiced: 'invoiced', arrived: 'arrived', receivable: 'receivable', paidOut: 'paidOut' };
const BACK_ONLINE = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });

let host: OfflineHost;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(ARTIFACTS, { recursive: true });
  host = await startOfflineHost(root);
});
test.afterAll(async () => {
  await host?.close();
});
test.afterEach(async () => {
  await host.startServer();
});

type ApiAnswer<T> = { ok: boolean; data: T; msg?: string };

async function serverNums(app: App): Promise<BoardHeadNums> {
  const answer = await app.bridge<ApiAnswer<BoardHeadNums>>('api.call', { module: 'system', path: 'desktop/head-stat/nums', method: 'GET' });
  expect(answer.ok, 'head-stat/nums answers').toBe(true);
  return answer.data;
}

async function expectFigures(board: Page, nums: BoardHeadNums): Promise<void> {
  await expect(board.getByTestId('board-value-projects')).toHaveText(String(nums.projectTotal));
  for (const key of FIGURES) await expect(board.getByTestId(`board-value-${TEST_ID[key]}`)).toHaveText(formatYuan(nums[key]));
}

async function openBoard(app: App, page: Page): Promise<Page> {
  const [board] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('board-button').click()]);
  await expect(board).toHaveURL(app.url('/board/index'));
  return board;
}

/** An owner arrival of `amount` on an invoice of the organisation with money not yet arrived, as the arrival form submits it. */
async function recordArrival(app: App, amount: string): Promise<void> {
  const list = await app.bridge<ApiAnswer<{ records: Arrival[] }>>('api.call', { module: 'contract', path: 'contract-owner-arrive/list', method: 'GET', query: { size: 50 } });
  let target: { arrival: Arrival; invoice: ArrivalInvoiceOption } | undefined;
  for (const arrival of list.data.records) {
    const options = await app.bridge<ApiAnswer<ArrivalInvoiceOption[]>>('api.call', { module: 'contract', path: 'contract-owner-arrive/invoices', method: 'GET', query: { contractId: arrival.contractOwnerId } });
    const invoice = options.data.find((o) => Number(o.currUnArriveAmount) >= Number(amount));
    if (invoice) {
      target = { arrival, invoice };
      break;
    }
  }
  expect(target, 'an invoice with money not yet arrived').toBeDefined();
  const { arrival, invoice } = target!;
  const saved = await app.bridge<ApiAnswer<unknown>>('api.call', {
    module: 'contract',
    path: 'contract-owner-arrive/submit',
    method: 'POST',
    body: { contractOwnerId: arrival.contractOwnerId, invoiceId: invoice.id, arriveAmount: amount, arriveDate: '2026-11-20 10:00:00', partyJiaName: arrival.partyJiaName, partyYiName: arrival.partyYiName, bankCardId: arrival.bankCardId, remark: '看板刷新到账', receiptVoucher: [] },
  });
  expect(saved.ok, `arrival saved: ${saved.msg ?? ''}`).toBe(true);
}

test('the board opens as its own page with the server’s figures, map and trend; a new arrival recorded in the main page shows by itself; offline it shows the cached figures with their time', async ({ page }) => {
  test.setTimeout(60_000);
  const app = new App(page, host.launchUrl);
  await app.launch();
  await app.reset();
  await app.signIn(SS_ADMIN);
  const board = await openBoard(app, page);
  // No second sign-in: the board page uses the main page's session through the core.
  await expect(board.getByRole('banner')).toContainText('数据看板');
  const before = await serverNums(app);
  await expectFigures(board, before);
  for (const id of ['board-map', 'board-trend']) await expect(board.getByTestId(id).locator('canvas')).toHaveCount(1);
  await expect(board.getByTestId('board-partners').locator('tr').first()).toBeVisible();

  const amount = '1234.56';
  // Through the main page's core session, as the arrival form submits: the core hears the write and tells the board's page.
  await recordArrival(app, amount);
  // No refresh button, and the board's own timer (60 s) is far off: the figure follows the write.
  await expect(board.getByTestId('board-value-arrived')).toHaveText(formatYuan(sumMoney([before.arrived, amount])), { timeout: 10_000 });
  const after = await serverNums(app);
  await expectFigures(board, after);
  const shownTime = (await board.getByTestId('board-time').innerText()).replace('数据时间 ', '');

  await host.stopServer();
  await board.reload();
  await expect(board.getByTestId('offline-banner')).toContainText('网络已断开');
  await expectFigures(board, after);
  // The time of the figures is the cached answer's (stored by the core as it answered), not now.
  const cachedTime = (await board.getByTestId('board-time').innerText()).replace('数据时间 ', '');
  expect(Math.abs(Date.parse(cachedTime.replace(' ', 'T')) - Date.parse(shownTime.replace(' ', 'T')))).toBeLessThanOrEqual(3_000);
  for (const id of ['board-map', 'board-trend']) await expect(board.getByTestId(id).locator('canvas')).toHaveCount(1);

  await host.startServer();
  await expect(board.getByTestId('offline-banner')).toBeHidden(BACK_ONLINE);
  await expect(board.getByTestId('board-time')).not.toHaveText(`数据时间 ${cachedTime}`, BACK_ONLINE);
  await expectFigures(board, after);
});

test('pictures of the board in zh and en', PICTURES, async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1600, height: 900 });
  for (const language of ['zh', 'en'] as const) {
    const app = new App(page, host.launchUrl);
    await app.launch();
    await app.reset();
    await app.bridge('settings.update', { language });
    await page.goto('about:blank');
    await app.signIn(SS_ADMIN);
    await app.goto('/board/index');
    await expect(page.getByTestId('board-map').locator('canvas')).toHaveCount(1);
    await expect(page.getByTestId('board-partners').locator('tr').first()).toBeVisible();
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: `${ARTIFACTS}/board-index-${language}.png`, fullPage: true });
  }
});
