/** System settings (/system/setting, spec 1 §3, §5) for the operator's administrator, in Chromium through browser mode. */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';
import { makePng } from './support/pngFile';
import { withServerDb } from './support/serverDb';

const ADMIN = { tenantId: '000000', username: 'admin' };
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const MB = 1024 * 1024;

test.describe.configure({ timeout: 120_000 });


let dir: string;
test.beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-settings-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, head: Buffer | string, size?: number): string {
  const path = join(dir, name);
  const bytes = typeof head === 'string' ? Buffer.from(head, 'latin1') : head;
  const fd = openSync(path, 'w');
  writeSync(fd, bytes, 0, bytes.length, 0);
  if (size && size > bytes.length) ftruncateSync(fd, size);
  closeSync(fd);
  return path;
}

async function choose(page: Page, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('field-logo').getByTestId('field-choose').click();
  await (await chooser).setFiles(paths);
}

const form = (page: Page) => page.getByTestId('settings-form');
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name });

// The keys' inline messages (请上传系统Logo, the e-mail, phone, length and address rules) are proven in
// tests/component/settings-form.test.tsx, the server's checks in tests/integration/server/settings.test.ts.
test('the logo rules, and a save the download code and the footer follow', async ({ app, page }) => {
  await app.signIn(ADMIN);
  const seeded = withServerDb(app.host, (db) => db.prepare('select param_key, param_value from sys_setting').all() as { param_key: string; param_value: string }[]);
  await app.goto('/system/setting');
  await expect(form(page)).toBeVisible({ timeout: 30_000 });

  await choose(page, [file('logo.gif', 'GIF89a')]);
  await expect(page.getByTestId('field-logo')).toContainText('上传文件类型不符');
  await expect(page.getByTestId('field-logo')).not.toContainText('上传文件类型不符!');
  await choose(page, [file('big.png', makePng(8, 8), MB + 1)]);
  await expect(page.getByTestId('field-logo')).toContainText('上传文件大小超出限制');
  await expect(page.getByTestId('field-logo')).not.toContainText('上传文件大小超出限制!');
  await choose(page, [file('logo.png', makePng(8, 8))]);
  await expect(page.getByTestId('field-logo').getByTestId('upload-thumbnail')).toBeVisible();
  // Stored (not still uploading) before the form is sent: the preview button comes then.
  await expect(page.getByTestId('field-logo').getByTestId('thumbnail-preview')).toHaveCount(1, { timeout: 30_000 });

  await box(page, '客服邮箱').fill('help@cem.example.com');
  await box(page, '客服手机').fill('13900000001');
  await box(page, '版权信息').fill('© 2026 筑联E2E');
  await box(page, '公安备案号').fill('京公网安备11010502030001号');
  await box(page, 'ICP备案号').fill('京ICP备2026000001号-1');
  await box(page, 'App下载地址').fill('https://download.example.com/cem/e2e');
  await form(page).getByRole('switch', { name: '头像审核' }).check();
  await page.getByTestId('settings-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();

  // The top bar's download code now links to the new address, without a reload.
  await page.getByRole('button', { name: '下载客户端', exact: true }).click();
  await expect(page.getByTestId('download-qr')).toHaveAttribute('aria-label', 'https://download.example.com/cem/e2e');
  await page.keyboard.press('Escape');

  // Saved for real: a reload reads the same values back.
  await page.reload();
  await expect(box(page, 'App下载地址')).toHaveValue('https://download.example.com/cem/e2e', { timeout: 30_000 });
  await expect(form(page).getByRole('switch', { name: '头像审核' })).toBeChecked();
  await expect(page.getByTestId('field-logo').getByTestId('upload-thumbnail')).toBeVisible();

  await app.goto('/info/about');
  const footer = page.getByTestId('site-footer');
  for (const part of ['© 2026 筑联E2E', '京公网安备11010502030001号', '京ICP备2026000001号-1']) await expect(footer).toContainText(part);

  // A visitor sees the same footer on the login page.
  await app.signOut();
  await app.goto('/login');
  for (const part of ['© 2026 筑联E2E', '京ICP备2026000001号-1']) await expect(page.getByTestId('site-footer')).toContainText(part);

  // The settings are the platform's: the other tests and pictures expect the seeded ones back.
  withServerDb(app.host, (db) => {
    const put = db.prepare('update sys_setting set param_value = ? where param_key = ?');
    for (const row of seeded) put.run(row.param_value, row.param_key);
  });
});

test("another organisation's administrator cannot open the settings", async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/system/setting');
  await expect(page.getByTestId('settings-form')).toHaveCount(0);
  await expect(page).not.toHaveURL(app.url('/system/setting'));
});

for (const language of ['zh', 'en'] as const) {
  test(`settings screenshot (${language})`, PICTURES, async ({ app, page }) => {
    await app.signIn(ADMIN);
    await app.bridge('settings.update', { language });
    await app.goto('/system/setting');
    await expect(form(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/settings-${language}.png`, animations: 'disabled', fullPage: true });
  });
}
