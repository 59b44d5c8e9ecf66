/**
 * Receivables aging and payables (issue 18) on the demo data: at 华夏 (ss_admin) /finance/report opens
 * on the aging per contract, where the completed 管廊 contract's invoices (seeded at days relative to
 * the seeding day, the oldest fully and the next half received) fill every bucket; searched by its
 * name, the totals line holds the same figures; the payables tab lists the demo requests waiting on
 * 滨江's production contract. Pictures of the four tabs in zh and en are out of CI (@pictures).
 */
import { mkdirSync } from 'node:fs';
import { addDays, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
const PIPE_GALLERY = '长江大道综合管廊设计合同';
const CURTAIN_WALL = '滨江新区文化艺术中心幕墙专项设计分包合同';
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };
/** 管廊's open money by bucket: 230 000 not due, 150 000 at 20 days, 280 000 at 60, 360 000 at 120, half of 420 000 at 200. */
const BUCKETS = { notDue: '230,000.00', days30: '150,000.00', days90: '280,000.00', days180: '360,000.00', over180: '210,000.00', total: '1,230,000.00' };

const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

test('the aging report fills its buckets from the demo invoices and totals the search; payables list the waiting requests', async ({ app, page }) => {
  await app.signIn(SS_ADMIN);
  await app.goto('/finance/report');
  const pipe = row(page, PIPE_GALLERY);
  await expect(pipe).toBeVisible(FIRST_LOAD);
  for (const figure of Object.values(BUCKETS)) await expect(pipe).toContainText(figure);

  await page.getByRole('textbox', { name: '合同名称' }).fill(PIPE_GALLERY);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  for (const [key, figure] of Object.entries(BUCKETS)) await expect(page.getByTestId(`total-${key}`)).toContainText(figure);
  // Three weeks on, the 230 000 is 11 days past due and the 150 000 joins 31–90.
  const asOf = page.getByRole('combobox', { name: '截止日期' });
  await asOf.fill(format(addDays(new Date(), 21), 'yyyy-MM-dd'));
  await asOf.press('Tab');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('total-notDue')).toHaveText(/^未到期\s*0\.00$/);
  await expect(page.getByTestId('total-days30')).toContainText('230,000.00');
  await expect(page.getByTestId('total-days90')).toContainText('430,000.00');

  await page.getByRole('tab', { name: '应付款项（按合同）' }).click();
  await expect(page).toHaveURL(/tab=payablesByContract/);
  await expect(row(page, CURTAIN_WALL)).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('total-unpaidAmount')).toBeVisible();
});

async function picture(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

for (const language of ['zh', 'en'] as const) {
  test(`finance report pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.setTimeout(120_000);
    mkdirSync(ARTIFACTS, { recursive: true });
    await app.bridge('settings.update', { language });
    await app.signIn(SS_ADMIN);
    for (const tab of ['receivablesByContract', 'receivablesByOwner', 'payablesByContract', 'payablesByOrg']) {
      await app.goto(`/finance/report?tab=${tab}`);
      await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
      await page.mouse.move(0, 0);
      await picture(page, `finance-report-${tab}-${language}`);
    }
  });
}
