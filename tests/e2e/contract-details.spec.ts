/**
 * The owner contract's detail page (/contract/yz_details/{id}, issue 16): pictures of every tab in zh
 * and en, reached from a project's contracts tab (out of CI). The page's tabs followed after real
 * changes — the assignment, history, status log, scan and the way to the project — are the cross-kind
 * journey's (contract-journey.spec.ts); the tables' arithmetic is tests/component/contract-summary.test.tsx.
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
