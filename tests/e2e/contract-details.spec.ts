/**
 * The owner contract's detail page (/contract/yz_details/{id}, issue 16): reached from a project's
 * contracts tab, its tabs walked — info with the summary tables, projects, change history (the demo
 * contract was modified twice), status log, attachments. Plus pictures of every tab in zh and en (out
 * of CI). The assignment following the contracts under it is the cross-kind journey's
 * (contract-journey.spec.ts); the tables' arithmetic is tests/component/contract-summary.test.tsx.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const PROJECT = '滨江新区文化艺术中心';
const CONTRACT = '滨江新区文化艺术中心设计合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const rows = (page: Page) => page.getByTestId('crud-row');

/** From the initiation list to the project's page, its contracts tab, and the demo owner contract's page. */
async function openContract(page: Page, app: { goto(path: string): Promise<void> }, picture?: string) {
  await app.goto('/project/initiation');
  await rows(page).filter({ hasText: PROJECT }).first().getByTestId('project-details').click(FIRST_LOAD);
  await page.getByTestId('detail-tab-contracts').click(FIRST_LOAD);
  const row = page.getByTestId('detail-panel-contracts').getByTestId('crud-row').filter({ hasText: CONTRACT });
  await expect(row).toContainText('12,000,000.00', FIRST_LOAD);
  if (picture) await page.screenshot({ path: `${ARTIFACTS}/project-details-contracts-${picture}.png`, animations: 'disabled' });
  await row.getByTestId('owner-contract-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText(CONTRACT, FIRST_LOAD);
}

test('a project’s contracts tab opens the owner contract’s page; its tabs show the money, projects, history and status log', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await openContract(page, app);
  await expect(page.getByTestId('summary-assignment')).toBeVisible();
  await page.getByTestId('detail-tab-projects').click();
  await expect(page.getByTestId('owner-contract-project-link').first()).toHaveText(PROJECT);
  await page.getByTestId('detail-tab-history').click();
  await expect(page.getByTestId('detail-panel-history').getByTestId('crud-row')).toHaveCount(2);
  await expect(page.getByTestId('contract-history-changes').first()).toContainText('合同总额');
  await page.getByTestId('detail-tab-statusLog').click();
  await expect(page.getByTestId('detail-panel-statusLog').getByTestId('crud-row').first()).toContainText('已签订');
  await page.getByTestId('detail-tab-attachments').click();
  await expect(page.getByTestId('owner-contract-attachments')).toBeVisible();
});

test('screenshots of every tab of the owner contract’s page in zh and en', PICTURES, async ({ app, page }) => {
  test.setTimeout(240_000);
  await app.signIn(SJ_ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await openContract(page, app, language);
    const tabs = await page.locator('[data-testid^="detail-tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')?.replace('detail-tab-', '') ?? ''));
    for (const tab of tabs) {
      await page.getByTestId(`detail-tab-${tab}`).click();
      await expect(page.getByTestId(`detail-panel-${tab}`)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/contract-yz-details-${tab}-${language}.png`, animations: 'disabled' });
      if (tab !== 'info') continue;
      // The info tab is longer than the window: its lower half (the other summary tables, the fields).
      await page.getByTestId('detail-remark').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/contract-yz-details-info-lower-${language}.png`, animations: 'disabled' });
    }
  }
});
