/**
 * The company statistics with their charts and the board's list, project and company views (issue 18),
 * in Chromium through browser mode, on the demo data: the figures shown are the server's answer.
 */
import { mkdirSync } from 'node:fs';
import type { Page as ListPage } from '@shared/api/envelope';
import type { CompanyStat } from '@shared/domain/companyStat';
import { formatYuan } from '@shared/domain/money';
import type { Page } from '@playwright/test';
import { EN_LABELS, expect, test, PICTURES, type App } from './support/fixtures';

const ADMIN = { tenantId: '000000', username: 'admin' };
const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const ARTIFACTS = 'tests/.artifacts';
test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

/** The technology companies the operator looks after, as the server answers them. */
async function techStats(app: App): Promise<CompanyStat[]> {
  const result = await app.bridge<{ ok: boolean; data: ListPage<CompanyStat> }>('api.call', { module: 'system', path: 'desktop/tech-company-stat', method: 'GET', query: { current: 1, size: 10 } });
  expect(result.ok, 'tech-company-stat answers').toBe(true);
  return result.data.records;
}

const chartDrawn = (page: Page, testId: string) => expect(page.getByTestId(testId).locator('canvas')).toBeVisible();

test("the statistics screen shows a company's contract amount as the server counts it, and a chart", async ({ app, page }) => {
  await app.signIn(ADMIN);
  await app.goto('/desk/stat');
  const [company] = await techStats(app);
  expect(company.compName).toBe('中科筑云科技有限公司');
  // The demo's platform unit, which the technology company brought in, keeps signed owner contracts.
  expect(company.contractAmount).not.toBe('0.00');
  const row = page.getByTestId('crud-row').filter({ hasText: company.compName });
  await expect(row).toContainText(formatYuan(company.contractAmount));
  await expect(row).toContainText(formatYuan(company.receivedAmount));
  await expect(page.getByText('合同金额前 10 名公司')).toBeVisible();
  await chartDrawn(page, 'stat-chart-canvas-tech');
});

test("the board's project list opens a project's detail, and back", async ({ app, page }) => {
  await app.signIn(SS_ADMIN);
  await app.goto('/board/list');
  const rows = page.getByTestId('board-project-row');
  await expect(rows.first()).toBeVisible();
  const link = rows.first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/board\/detail\?id=\d+$/);
  await expect(page.getByTestId('board-detail-name')).toHaveText(name);
  await expect(page).toHaveTitle(`${name} - 工程设计业务管理`);
  await page.getByTestId('board-back').click();
  await expect(page).toHaveURL(app.url('/board/list'));
});

/** Pictures of the statistics chart and a company's board (the operator looks after the companies). */
async function operatorPictures(app: App, page: Page, suffix: string) {
  await app.goto('/desk/stat');
  await chartDrawn(page, 'stat-chart-canvas-tech');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/stats-chart-${suffix}.png`, animations: 'disabled' });
  await app.goto('/board/list');
  await page.getByTestId('board-company-line').filter({ hasText: '中科筑云' }).getByRole('link').click();
  await expect(page.getByTestId('board-company-name')).toHaveText('中科筑云科技有限公司');
  await chartDrawn(page, 'board-company-chart');
  await page.screenshot({ path: `${ARTIFACTS}/board-company-${suffix}.png`, animations: 'disabled', fullPage: true });
}

/** Pictures of the project list and a project (the group keeps projects with contracts). */
async function groupPictures(app: App, page: Page, suffix: string) {
  await app.goto('/board/list');
  await expect(page.getByTestId('board-project-row').first()).toBeVisible();
  await expect(page.getByTestId('board-publication-line').or(page.getByTestId('board-publications').getByText(/暂无数据|No data/)).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/board-list-${suffix}.png`, animations: 'disabled', fullPage: true });
  await page.getByTestId('board-project-row').first().getByRole('link').click();
  await expect(page.getByTestId('board-detail-contracts')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/board-detail-${suffix}.png`, animations: 'disabled', fullPage: true });
}

async function signInEnglish(app: App, page: Page, credentials: { tenantId: string; username: string }) {
  await app.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await app.submitLogin(credentials, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
}

test('pictures of the statistics chart and a company board in Chinese', PICTURES, async ({ app, page }) => {
  await app.signIn(ADMIN);
  await operatorPictures(app, page, 'zh');
});

test('pictures of the statistics chart and a company board in English', PICTURES, async ({ app, page }) => {
  await signInEnglish(app, page, ADMIN);
  await operatorPictures(app, page, 'en');
});

test('pictures of the board project list and a project in Chinese', PICTURES, async ({ app, page }) => {
  await app.signIn(SS_ADMIN);
  await groupPictures(app, page, 'zh');
});

test('pictures of the board project list and a project in English', PICTURES, async ({ app, page }) => {
  await signInEnglish(app, page, SS_ADMIN);
  await groupPictures(app, page, 'en');
});
