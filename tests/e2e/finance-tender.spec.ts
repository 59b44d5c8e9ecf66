/**
 * Tenders (issue 17, H9): one journey at 北辰 (kj) — a tender added on /finance/tender (the required
 * messages once on an empty submit), then its feedback 7 (won by a platform unit: the winner and the
 * award attachment required) and the status following in the list; and the pictures of the list, the
 * form and the feedback dialog in zh and en (out of CI).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function pickFirst(page: Page, field: Locator): Promise<void> {
  await field.click();
  await page.getByRole('option').first().click();
}

async function upload(page: Page, field: Locator, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByTestId('field-choose').click();
  await (await chooser).setFiles([path]);
  // Stored when the row offers its removal instead of its progress.
  await expect(field.getByTestId('field-file').getByRole('button')).toBeVisible(FIRST_LOAD);
}

test('a tender added, then won by a platform unit through its feedback', async ({ app, page }) => {
  const name = `E2E投标${Date.now() % 100000}号`;
  const code = `CG-E2E-${Date.now() % 100000}`;
  await app.signIn(KJ_ADMIN);
  await app.goto('/finance/tender');
  await expect(page.getByTestId('list-financeTenders')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByTestId('crud-submit').click();
  for (const message of ['请填写投标项目名称，100个字内', '请填写采购编号，100个字内', '请选择投标截止时间', '请选择投标负责人']) {
    await expect(form.getByText(message, { exact: true })).toHaveCount(1);
  }
  // Our unit starts as the organisation itself, so an empty submit does not ask for it.
  await expect(form.getByText('请选择我方投标单位', { exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: '投标项目名称', exact: true }).fill(name);
  await form.getByRole('textbox', { name: '采购编号', exact: true }).fill(code);
  await pickFirst(page, form.getByTestId('org-picker-ownerDeptId'));
  const end = form.getByRole('combobox', { name: '投标截止时间', exact: true });
  await end.fill('2026-12-30');
  await end.press('Tab');
  await pickFirst(page, form.getByTestId('member-picker-chargeUser'));
  // Our unit starts as the organisation itself.
  await expect(form.getByRole('combobox', { name: '我方投标单位', exact: true })).not.toHaveText('');
  await pickFirst(page, form.getByTestId('tender-main-mainPlatform'));
  await form.getByTestId('crud-submit').click();
  await expect(form).toBeHidden(FIRST_LOAD);
  await expect(row(page, name)).toContainText('新投标', FIRST_LOAD);

  await row(page, name).getByTestId('tender-feedback').click();
  const dialog = page.getByTestId('action-dialog-feedback');
  await dialog.getByRole('combobox', { name: '投标状态', exact: true }).click();
  await page.getByRole('option', { name: '中标（平台单位）' }).click();
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByText('请选择中标平台单位', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请上传中标附件', { exact: true })).toBeVisible();
  await pickFirst(page, dialog.getByTestId('tender-win-winPlatform'));
  const file = join(mkdtempSync(join(tmpdir(), 'cem-tender-')), '中标通知书.pdf');
  writeFileSync(file, Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'));
  await upload(page, dialog.getByTestId('tender-win-attach'), file);
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden(FIRST_LOAD);
  await expect(row(page, name)).toContainText('中标（平台单位）', FIRST_LOAD);
});

for (const language of ['zh', 'en'] as const) {
  test(`tender pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(KJ_ADMIN);
    await app.goto('/finance/tender');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/tender-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/tender-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await page.getByTestId('tender-feedback').first().click();
    const dialog = page.getByTestId('action-dialog-feedback');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option').nth(1).click();
    await dialog.getByTestId('action-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/tender-feedback-${language}.png`, animations: 'disabled' });
  });
}
