/**
 * Issue 14, storage and SMS (/resource/oss, /resource/attach, /resource/sms): the operator's journeys
 * in Chromium through browser mode. Every rule's message is tested where it lives: the server's
 * (tests/integration/platform), the forms' (tests/component/platform-storage-forms.test.tsx).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, PICTURES, type App } from './support/fixtures';

const OPERATOR = { tenantId: '000000', username: 'admin' };
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });
let dir: string;
test.beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-storage-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');
/** A row action under 更多 (the SMS list keeps two buttons inline). */
async function more(page: Page, row: Locator, key: string): Promise<void> {
  await row.getByTestId('row-more').click();
  await page.getByTestId(`action-${key}`).click();
}

/** An organisation (sj_admin) uploads an invoice attachment, which is recorded as an attachment; then signs out. */
async function uploadAsOrganisation(app: App, page: Page, name: string): Promise<void> {
  await app.signIn(SJ_ADMIN);
  await app.goto('/uploads/attachments');
  const path = join(dir, name);
  writeFileSync(path, PDF);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('field-invoice').getByTestId('field-choose').click();
  await (await chooser).setFiles([path]);
  await expect(page.getByTestId('field-invoice').getByTestId('field-file')).toHaveCount(1);
  // Signed out only once the upload is answered (its remove button shows): a logout would cut it off.
  await expect(page.getByTestId('field-invoice').getByTestId('field-file').getByRole('button')).toBeVisible({ timeout: 30_000 });
  await app.bridge('session.logout');
}

test('an organisation’s upload shows in the operator’s registry, downloads and is removed; a storage configuration is added, enabled and removed', async ({ app, page }) => {
  await uploadAsOrganisation(app, page, 'E2E登记附件.pdf');

  await app.signIn(OPERATOR);
  await app.goto('/resource/attach');
  const registry = page.getByTestId('list-attachments');
  await registry.getByRole('textbox', { name: '附件名称' }).fill('E2E登记');
  await registry.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('远景建筑设计研究院');
  await expect(rows(page)).toContainText(`${PDF.length} B`);
  await expect(rows(page)).toContainText('pdf');
  const download = page.waitForEvent('download');
  await rows(page).getByTestId('attachment-download').click();
  expect((await download).suggestedFilename()).toBe('E2E登记附件.pdf');
  await rows(page).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  // Storage: the reference store is the enabled default; an Aliyun configuration is added, enabled, and the reference one enabled again.
  await app.goto('/resource/oss');
  await expect(rows(page).filter({ hasText: '已启用' })).toContainText('reference');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '资源编号' }).fill('e2e-ali');
  await drawer(page).getByRole('textbox', { name: '资源地址' }).fill('https://oss-cn-shanghai.aliyuncs.com');
  await drawer(page).getByRole('textbox', { name: '空间名' }).fill('cem-e2e');
  await drawer(page).getByRole('textbox', { name: '地域' }).fill('oss-cn-shanghai');
  await drawer(page).getByRole('textbox', { name: 'AccessKey' }).fill('LTAIe2e');
  await drawer(page).getByLabel(/SecretKey/).fill('e2e-secret-value');
  await drawer(page).getByRole('textbox', { name: 'STS 角色 ARN' }).fill('acs:ram::1:role/cem');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const ali = rows(page).filter({ hasText: 'e2e-ali' });
  await expect(ali).toContainText('未启用');
  await expect(ali).toContainText('已设置');
  await expect(page.getByText('e2e-secret-value')).toHaveCount(0);

  await ali.getByTestId('action-enable').click();
  await page.getByTestId('crud-confirm').click();
  await expect(ali).toContainText('已启用');
  await expect(rows(page).filter({ hasText: 'reference' })).toContainText('未启用');
  // The enabled one stays.
  await ali.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('启用中的存储配置不能删除').first()).toBeVisible();

  await rows(page).filter({ hasText: 'reference' }).getByTestId('action-enable').click();
  await page.getByTestId('crud-confirm').click();
  await expect(rows(page).filter({ hasText: 'reference' })).toContainText('已启用');
  await ali.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'e2e-ali' })).toHaveCount(0);
});

test('the operator adds an SMS configuration, enables it, sends a test message and checks its code', async ({ app, page }) => {
  await app.signIn(OPERATOR);
  await app.goto('/resource/sms');
  await expect(rows(page).filter({ hasText: '已启用' })).toContainText('console');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByRole('textbox', { name: '资源编号' }).fill('e2e-sms');
  await drawer(page).getByRole('textbox', { name: '模板ID' }).fill('SMS_E2E');
  await drawer(page).getByRole('textbox', { name: '短信签名' }).fill('筑联');
  await drawer(page).getByRole('textbox', { name: 'AccessKey' }).fill('LTAIsms');
  await drawer(page).getByLabel(/SecretKey/).fill('sms-secret-value');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const sms = rows(page).filter({ hasText: 'e2e-sms' });
  await more(page, sms, 'enable');
  await page.getByTestId('crud-confirm').click();
  await expect(sms).toContainText('已启用');

  await more(page, sms, 'send');
  const send = page.getByTestId('action-dialog-send');
  await send.getByRole('textbox', { name: '短信模板编号' }).fill('SMS_NOTICE');
  await send.getByRole('textbox', { name: /手机号码/ }).fill('13800000011');
  await send.getByTestId('action-submit').click();
  await expect(page.getByText('短信已发送').first()).toBeVisible();
  const code = await app.smsCode('13800000011');

  await more(page, sms, 'validate');
  const check = page.getByTestId('action-dialog-validate');
  await check.getByRole('textbox', { name: '手机号码' }).fill('13800000011');
  await check.getByRole('textbox', { name: '验证码' }).fill(code === '000000' ? '000001' : '000000');
  await check.getByTestId('action-submit').click();
  await expect(check.getByTestId('action-refusal')).toContainText('验证码错误或已过期');
  await check.getByRole('textbox', { name: '验证码' }).fill(code);
  await check.getByTestId('action-submit').click();
  await expect(page.getByText('验证码正确').first()).toBeVisible();

  // Back to the console, so the host's other sign-in codes stay as they were.
  await more(page, rows(page).filter({ hasText: 'console' }), 'enable');
  await page.getByTestId('crud-confirm').click();
  await expect(rows(page).filter({ hasText: 'console' })).toContainText('已启用');
});

test('storage, attachments and SMS screenshots (zh, en)', PICTURES, async ({ app, page }) => {
  await uploadAsOrganisation(app, page, '结构设计说明书（第二版）.pdf');
  await app.signIn(OPERATOR);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const [path, name] of [['/resource/oss', 'oss-configs'], ['/resource/attach', 'attachments-registry'], ['/resource/sms', 'sms-configs']] as const) {
      await app.goto(path);
      await expect(page.getByTestId(/^list-/)).toBeVisible();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${language}.png`, animations: 'disabled' });
    }
    await app.goto('/resource/oss');
    await page.getByTestId('crud-add').click();
    await expect(drawer(page)).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/oss-config-form-${language}.png`, animations: 'disabled' });
  }
});
