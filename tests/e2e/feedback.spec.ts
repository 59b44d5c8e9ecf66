/**
 * The feedback drawer opened from the top bar (spec 1 §2, §5, §7), in Chromium through browser mode:
 * inline messages, an attachment uploaded through the real core and server, the confirmation, the
 * server's message as a toast, and the attachment found again in feedback management.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';
import { makePng } from './support/pngFile';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 90_000 });

const PNG = makePng(64, 40);

let dir: string;
test.beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-feedback-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function choose(page: Page, field: Locator, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByTestId('field-choose').click();
  await (await chooser).setFiles(paths);
}

/** Opens the drawer from the top bar, empty: a draft another test left behind is discarded. */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('feedback-button').click();
  const drawer = page.getByTestId('feedback-drawer');
  // The submit is enabled once the draft has been read, so a restored one shows by then.
  await expect(drawer.getByRole('button', { name: /^(提交|Submit)$/ })).toBeEnabled();
  const restored = drawer.getByTestId('draft-restored');
  if (await restored.isVisible()) await restored.getByRole('button').click();
  return drawer;
}

type FeedbackList = { ok: boolean; data: { records: { id: string; title: string; file: string }[] } };

async function savedNamed(app: App, title: string) {
  const list = await app.bridge<FeedbackList>('api.call', { module: 'system', path: 'feedback/list', method: 'GET', query: { size: -1, title } });
  return list.data.records.filter((r) => r.title === title);
}

test('the top bar’s drawer checks its fields, sends an attachment, and feedback management offers it for download', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  const title = `带截图的反馈-${Date.now()}`;
  const drawer = await openDrawer(page);

  // Inline messages on submit, the spec's wording, and no confirmation while any is shown.
  await drawer.getByLabel('提交类型').selectOption('2');
  await drawer.getByLabel('标题').fill('题'.repeat(51));
  await drawer.getByLabel('联系电话').fill('12345');
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  await expect(drawer.getByText('长度不能超过50个字符')).toBeVisible();
  await expect(drawer.getByText('联系人电话格式有误')).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: '提交确认' })).toHaveCount(0);

  // The attachment field keeps its kind's rules: a text file is refused before anything is sent.
  const attachment = drawer.getByTestId('feedback-file');
  await expect(attachment).toContainText('pdf, jpg, jpeg, png');
  await choose(page, attachment, [file('日志.txt', 'log')]);
  await expect(attachment).toContainText('上传文件类型不符!');
  await expect(attachment.getByTestId('field-file')).toHaveCount(0);
  await choose(page, attachment, [file('界面截图.png', PNG)]);
  await expect(attachment.getByTestId('field-file')).toHaveCount(1);
  await expect(attachment.getByTestId('field-file')).toContainText('界面截图.png');
  await expect(attachment).not.toContainText('上传文件类型不符!');
  await page.screenshot({ path: `${ARTIFACTS}/feedback-drawer-messages-zh.png`, animations: 'disabled' });

  await drawer.getByLabel('标题').fill(title);
  await drawer.getByLabel('联系电话').fill('13800000004');
  await expect(drawer.getByText('长度不能超过50个字符')).toHaveCount(0);
  await expect(drawer.getByText('联系人电话格式有误')).toHaveCount(0);
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '提交确认' });
  await expect(confirm).toContainText('是否确认提交当前反馈信息？');
  await confirm.getByRole('button', { name: '确定' }).click();
  // The server's msg, as a toast; the drawer closes.
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  const [saved] = await savedNamed(app, title);
  expect(saved.file).toMatch(/^https?:\/\/\S+\.png$/);
  expect(saved.file).not.toContain(',');

  // Feedback management: its view offers the attachment for download, byte for byte.
  await app.goto('/system/feedback');
  const list = page.getByTestId('list-feedback');
  await list.getByRole('textbox', { name: '标题' }).fill(title);
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByTestId('crud-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByTestId('crud-drawer');
  const files = view.getByTestId('feedback-files');
  await expect(files.getByTestId('attachment-link')).toHaveCount(1);
  await expect(files.getByTestId('attachment-link')).toContainText('界面截图.png');
  await page.screenshot({ path: `${ARTIFACTS}/feedback-view-attachment-zh.png`, animations: 'disabled' });
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: '下载 界面截图.png' }).click();
  const got = await download;
  expect(got.suggestedFilename()).toBe('界面截图.png');
  const savedPath = join(dir, 'saved.png');
  await got.saveAs(savedPath);
  expect(readFileSync(savedPath).equals(PNG)).toBe(true);
});

test('a feedback without attachments says so in feedback management', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  const title = `无附件的反馈-${Date.now()}`;
  const saved = await app.bridge<{ ok: boolean }>('api.call', { module: 'system', path: 'feedback/save', method: 'POST', body: { type: 1, title } });
  expect(saved.ok).toBe(true);
  await app.goto('/system/feedback');
  const list = page.getByTestId('list-feedback');
  await list.getByRole('textbox', { name: '标题' }).fill(title);
  await list.getByRole('button', { name: '搜索', exact: true }).click();
  // The unfiltered page is still shown until the search answers.
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await page.getByTestId('crud-row').getByRole('button', { name: '查看' }).click();
  const files = page.getByTestId('crud-drawer').getByTestId('feedback-files');
  await expect(files).toContainText('无附件');
  await expect(files.getByTestId('attachment-link')).toHaveCount(0);
});

test('the drawer with an attachment, and its view, in English (screenshots)', PICTURES, async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/desk/index');
  const title = `Feedback with a screenshot ${Date.now()}`;
  const drawer = await openDrawer(page);
  await drawer.getByLabel('Type').selectOption('1');
  await drawer.getByLabel('Title').fill(title);
  const attachment = drawer.getByTestId('feedback-file');
  await choose(page, attachment, [file('screen.png', PNG)]);
  await expect(attachment.getByTestId('field-file')).toContainText('screen.png');
  await expect(attachment).toContainText('up to 5.00 MB each, at most 5');
  await page.screenshot({ path: `${ARTIFACTS}/feedback-drawer-attachment-en.png`, animations: 'disabled' });
  await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm submission' }).getByRole('button', { name: 'OK' }).click();
  await expect(drawer).toBeHidden();

  await app.goto('/system/feedback');
  const list = page.getByTestId('list-feedback');
  await list.getByRole('textbox', { name: 'Title' }).fill(title);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await page.getByTestId('crud-row').getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('feedback-files').getByTestId('attachment-link')).toContainText('screen.png');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/feedback-view-attachment-en.png`, animations: 'disabled' });
});
