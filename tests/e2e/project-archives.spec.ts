/**
 * Phase outcomes, materials and archives (issue 15) in Chromium through browser mode: an outcome
 * uploaded through the resumable engine with its progress, named from its file, saved and archived;
 * and pictures of the three screens and their forms in both languages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const MB = 1024 * 1024;
const PROJECT = '滨江新区文化艺术中心';

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-archives-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
test.describe.configure({ timeout: 90_000 });

/** A PDF of `size` bytes with real content (the engine sends every part). */
function pdf(name: string, size: number): string {
  const path = join(dir, name);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) body[i] = (i / 4096) & 0xff;
  Buffer.from('%PDF-1.4\n', 'latin1').copy(body);
  writeFileSync(path, body);
  return path;
}

async function choose(page: Page, button: ReturnType<Page['getByTestId']>, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(paths);
}

const drawer = (page: Page) => page.getByTestId('crud-drawer');

test('uploads a phase outcome through the engine, named from its file, and archives it', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/archive/outcome');
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  await page.getByTestId('crud-add').click();
  await drawer(page).getByTestId('crud-submit').click();
  for (const message of ['请选择项目', '请选择附件', '请输入成果名称', '请选择项目阶段', '请选择成果类型']) await expect(drawer(page).getByText(message, { exact: true })).toBeVisible();

  await drawer(page).getByTestId('archive-projectId').click();
  await page.getByRole('option', { name: new RegExp(PROJECT) }).click();
  const field = drawer(page).getByTestId('outcome-attachment');
  await choose(page, field.getByTestId('field-choose'), [pdf('三号楼施工图.pdf', 12 * MB)]);
  await expect(field.getByTestId('field-file')).toContainText('三号楼施工图.pdf');
  // Done when the row offers its removal instead of the progress bar.
  await expect(field.getByTestId('field-file').getByRole('button')).toBeVisible({ timeout: 30_000 });
  await expect(drawer(page).getByRole('textbox', { name: '成果名称' })).toHaveValue('三号楼施工图');
  await choose(page, field.getByTestId('field-choose'), [pdf('second.pdf', 1024)]);
  await expect(field).toContainText('超出上传限制文件数量');

  await drawer(page).getByRole('combobox', { name: '项目阶段' }).click();
  await page.getByRole('option', { name: '施工图设计' }).click();
  await drawer(page).getByRole('combobox', { name: '成果类型' }).click();
  await page.getByRole('option', { name: '图纸' }).click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();

  const row = page.getByTestId('crud-row').filter({ hasText: '三号楼施工图' });
  await expect(row).toContainText('12.0 MB');
  await expect(row).toContainText('未归档');
  await row.getByTestId('action-archive').click();
  await page.getByTestId('crud-confirm').click();
  await expect(row).toContainText('已归档');
  await expect(row.getByTestId('action-archive')).toHaveCount(0);
});

for (const language of ['zh', 'en'] as const) {
  test(`archive screens pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    for (const [path, list] of [
      ['/archive/material', 'projectMaterials'],
      ['/archive/file', 'projectArchiveFiles'],
      ['/archive/outcome', 'phaseOutcomes'],
    ] as const) {
      await app.goto(path);
      await expect(page.getByTestId(`list-${list}`)).toBeVisible();
      await expect(page.getByTestId('crud-row').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/archives-${list}-${language}.png`, animations: 'disabled' });
      await page.getByTestId('crud-add').click();
      await drawer(page).getByTestId('crud-submit').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/archives-${list}-form-${language}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
  });
}
