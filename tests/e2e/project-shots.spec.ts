/**
 * Task records of filings (spec 3 §2, §5): a site survey added in the drawer with a picture and a
 * video through the resumable engine, viewed, hidden from the workbench and archived, in Chromium
 * through browser mode. The form's rules are proven in tests/unit/shared/projectShot.test.ts and
 * tests/component/shot-upload-fields.test.tsx; the server's in tests/integration/server/project-shots.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** An MP4's first box (ftyp, brand mp42), what content sniffing reads, and some padding. */
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d7034326973736f6d', 'hex'), Buffer.alloc(64 * 1024)]);
const FIRST_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-shots-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(dir, '现场照片.png'), PNG);
  writeFileSync(join(dir, '踏勘视频.mp4'), MP4);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function fillDateTime(scope: Locator, label: string, day: string, time: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
  const timeBox = scope.getByRole('combobox', { name: `${label} 时间`, exact: true });
  await timeBox.fill(time);
  await timeBox.press('Tab');
}

async function choose(page: Page, field: Locator, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByTestId('field-choose').click();
  await (await chooser).setFiles([join(dir, file)]);
}

async function fillSurvey(app: App, page: Page, theme: string): Promise<void> {
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByTestId('shot-recordId').click();
  await page.getByRole('option', { name: /^滨江新区文化艺术中心/ }).click();
  await form.getByRole('textbox', { name: '任务主题' }).fill(theme);
  await form.getByRole('textbox', { name: '参与人员' }).fill('陈晓峰，林一鸣');
  await fillDateTime(form, '开始时间', '2026-11-20', '09:00:00');
  await fillDateTime(form, '结束时间', '2026-11-20', '11:30:00');
  await form.getByRole('textbox', { name: '任务描述' }).fill('踏勘场地，记录现状并拍照。');
  void app;
}

test('a site survey is added with a picture and a video through the resumable engine, viewed, hidden from the workbench and archived', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/project/survey');
  await expect(page.getByTestId('list-siteSurveys')).toBeVisible(FIRST_LOAD);
  await fillSurvey(app, page, '文化中心首次踏勘');
  const form = drawer(page);
  // Pictures are required (请上传图片) before anything is saved.
  await form.getByTestId('crud-submit').click();
  await expect(form.getByTestId('shot-pictures-error')).toHaveText('请上传图片');
  await choose(page, form.getByTestId('shot-pictures'), '现场照片.png');
  await expect(form.getByTestId('shot-pictures').getByTestId('thumbnail-preview')).toHaveCount(1);
  // The video goes through the core's resumable queue and joins the field once stored.
  await choose(page, form.getByTestId('shot-videos'), '踏勘视频.mp4');
  await expect(form.getByTestId('shot-videos').getByTestId('field-file')).toHaveCount(1);
  await expect(form.getByTestId('shot-videos').getByRole('button', { name: '删除' })).toBeVisible({ timeout: 30_000 });
  await form.getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(form).toBeHidden();

  const record = row(page, '文化中心首次踏勘');
  await expect(record).toContainText('滨江新区文化艺术中心');
  await expect(record).toContainText('未归档');
  await expect(record).toContainText('显示');
  // Viewing marks it read by the person.
  await record.getByRole('button', { name: '查看' }).click();
  await expect(form.getByRole('textbox', { name: '任务主题' })).toHaveValue('文化中心首次踏勘');
  await expect(form.getByTestId('shot-videos')).toContainText('踏勘视频.mp4');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(record.getByRole('cell').nth(8)).toHaveText('1');

  // Five buttons would crowd the row: archive and the display switch are under 更多.
  await record.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: '显示开关' }).click();
  const dialog = page.getByTestId('change-status');
  await dialog.getByRole('combobox', { name: '变更为' }).click();
  await page.getByRole('option', { name: '不显示' }).click();
  await dialog.getByTestId('change-status-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(record).toContainText('不显示');

  await record.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: '归档' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('归档后记录不能再修改或删除');
  await page.getByTestId('crud-confirm').click();
  await expect(record).toContainText('已归档');
  // Archived: read-only.
  await expect(record.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(record.getByRole('button', { name: '归档' })).toHaveCount(0);
  await expect(record.getByTestId('shot-display')).toBeVisible();
});

test('screenshots of the task record screens and the survey form in zh and en', PICTURES, async ({ app, page }) => {
  // Six screens and two forms, each language: longer than one journey on a loaded machine.
  test.setTimeout(180_000);
  await app.signIn(SJ_ADMIN);
  await app.goto('/project/survey');
  await expect(page.getByTestId('list-siteSurveys')).toBeVisible(FIRST_LOAD);
  await fillSurvey(app, page, '截图用踏勘');
  await choose(page, drawer(page).getByTestId('shot-pictures'), '现场照片.png');
  await expect(drawer(page).getByTestId('shot-pictures').getByTestId('thumbnail-preview')).toHaveCount(1);
  await drawer(page).getByTestId('crud-submit').click();
  await expect(drawer(page)).toBeHidden();
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const [path, name] of [
      ['/project/task', 'shot-tasks'],
      ['/project/internal', 'internal-tasks'],
      ['/project/survey', 'site-surveys'],
    ] as const) {
      await app.goto(path);
      await expect(page.getByTestId('crud-add')).toBeVisible(FIRST_LOAD);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${language}.png`, animations: 'disabled' });
    }
    await page.getByTestId('crud-row').first().getByRole('button', { name: language === 'zh' ? '查看' : 'View' }).click();
    await expect(drawer(page).getByTestId('upload-thumbnail')).toHaveCount(1);
    await page.screenshot({ path: `${ARTIFACTS}/site-survey-view-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await expect(drawer(page).getByTestId('shot-pictures-error')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/site-survey-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  }
});
