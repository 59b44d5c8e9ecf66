/** Expert certification review (/project/expert, spec 3 §2, §5 "Expert review") in Chromium through browser mode. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, PICTURES } from './support/fixtures';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };
/** The demo applicant waiting for review at 100002 (src/server/seed/demo-experts.ts). */
const KJ_STAFF = { tenantId: '100002', username: 'kj_staff' };
const ST_ADMIN = { tenantId: '100009', username: 'st_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 120_000 });

const list = (page: Page) => page.getByTestId('list-experts');
const rows = (page: Page) => list(page).getByTestId('crud-row');

async function openExperts(app: { goto(path: string): Promise<void> }, page: Page): Promise<void> {
  await app.goto('/project/expert');
  await expect(list(page)).toBeVisible({ timeout: 30_000 });
}

// Each rule's message is proven in tests/unit/shared/expertReview.test.ts and on the server in
// tests/integration/server/expert-review.test.ts; here the journey and the form's messages in place.
test('a reviewer rejects an application with a reason and the applicant reads it in the personal centre', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await openExperts(app, page);
  await page.getByTestId('expert-tab-1').click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByTestId('action-review').click();
  const dialog = page.getByTestId('action-dialog-review');
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByText('请选择认证状态')).toBeVisible();
  await dialog.getByRole('combobox', { name: '认证状态' }).click();
  await page.getByRole('option', { name: '驳回' }).click();
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByText('请输入驳回原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill('资格证书已过有效期，请更新后重新提交');
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);

  await page.getByTestId('expert-tab-3').click();
  await expect(rows(page).first()).toContainText('资格证书已过有效期');

  // The applicant signs in through the core (the login form has tests of its own) and opens the cert tab.
  await app.bridge('session.logout');
  expect((await app.bridge<{ ok: boolean }>('session.loginPassword', { ...KJ_STAFF, password: DEMO_PASSWORD })).ok).toBe(true);
  await app.goto('/info/cert');
  await expect(page.getByTestId('cert-status')).toHaveText('已驳回', { timeout: 30_000 });
  await expect(page.getByTestId('cert-reason')).toContainText('资格证书已过有效期，请更新后重新提交');
});

for (const language of ['zh', 'en'] as const) {
  test(`expert screen screenshots (${language})`, PICTURES, async ({ app, page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const shoot = (name: string) => page.screenshot({ path: `${ARTIFACTS}/experts-${name}-${language}.png`, animations: 'disabled', fullPage: true });
    await app.signIn(ST_ADMIN);
    await app.bridge('settings.update', { language });
    await openExperts(app, page);
    await expect(rows(page)).toHaveCount(1);
    await page.mouse.move(0, 0);
    await shoot('certified');
    await rows(page).getByTestId('action-info').click();
    await expect(page.getByTestId('action-dialog-info')).toBeVisible();
    await shoot('info');
    await page.getByTestId('action-dialog-info').getByRole('button', { name: language === 'zh' ? '取消' : 'Cancel' }).click();
    await rows(page).getByTestId('crud-view').click();
    await expect(page.getByTestId('crud-drawer').getByTestId('images-certificate')).toBeVisible();
    await shoot('view');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('crud-drawer')).toHaveCount(0);

    // Signed out through the core, back in Chinese for the login form's labels.
    await app.bridge('session.logout');
    await app.bridge('settings.update', { language: 'zh' });
    await app.goto('/login');
    await app.signIn(KJ_ADMIN);
    await app.bridge('settings.update', { language });
    await openExperts(app, page);
    await page.getByTestId('expert-tab-1').click();
    await expect(rows(page)).toHaveCount(1);
    await shoot('pending');
    await rows(page).getByTestId('action-review').click();
    const dialog = page.getByTestId('action-dialog-review');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: language === 'zh' ? '驳回' : 'Reject' }).click();
    await dialog.getByTestId('action-submit').click();
    await shoot('review');
  });
}
