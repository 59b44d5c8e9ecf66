/**
 * Enterprise registration (issue 13): a signed-in person registers an enterprise on the personal
 * centre's reg tab, the operator's administrator approves it on /organization/registration, and the
 * person switches to the new organisation. Screenshots of both screens in zh and en go to
 * tests/.artifacts for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EN_LABELS, expect, test, PICTURES } from './support/fixtures';

const ARTIFACTS = 'tests/.artifacts';
const ST_ADMIN = { tenantId: '100009', username: 'st_admin' };
const OPERATOR = { tenantId: '000000', username: 'admin' };

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const regForm = (page: Page) => page.getByTestId('reg-form');
const list = (page: Page) => page.getByTestId('list-registrations');
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(0, 700);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled', fullPage: true });
};

async function pick(page: Page, name: string, option?: string): Promise<void> {
  await regForm(page).getByRole('combobox', { name, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

test('register an enterprise, the operator approves it, the applicant switches to it', async ({ app, page }) => {
  const name = `审图注册测试${Date.now() % 100000}有限公司`;
  await app.signIn(ST_ADMIN);
  await app.goto('/info/reg');
  // The tab has settled once the agreement below the form is shown (on a busy machine, past the default 10 s).
  await expect(page.getByTestId('agreement-reg')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('reg-form')).toBeVisible();
  // The form's messages: tests/component/personal-centre-forms.test.tsx; the server's checks:
  // tests/integration/server/registrations.test.ts ('refuses each rule with its message').
  await pick(page, '企业类型', '设计公司');
  const field = (label: string) => regForm(page).getByRole('textbox', { name: label, exact: true });
  await field('名称').fill(name);
  await field('法人代表').fill('钱法人');
  await field('联系人').fill('孙联系');
  await field('联系手机号码').fill('13912345678');
  await pick(page, '省');
  await pick(page, '市');
  await pick(page, '区县');
  await regForm(page).getByTestId('reg-form-submit').click();
  await expect(page.getByText('注册申请已提交,请耐心等待管理员通过!').first()).toBeVisible();
  const mine = page.getByTestId('reg-mine').getByRole('row').filter({ hasText: name });
  await expect(mine).toContainText('待审核');
  await shoot(page, 'registration-reg-tab-zh');

  await app.signOut();
  await app.signIn(OPERATOR);
  await app.goto('/organization/registration');
  await list(page).getByRole('textbox', { name: '名称' }).fill(name);
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await expect(page.getByTestId('crud-row')).toContainText('待审核');
  await list(page).getByRole('button', { name: '重置' }).click();
  await shoot(page, 'registration-list-zh');
  await list(page).getByRole('textbox', { name: '名称' }).fill(name);
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await page.getByTestId('action-approve').click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('已通过注册申请').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toContainText('已通过');
  await expect(page.getByTestId('action-approve')).toHaveCount(0);
  await page.getByTestId('crud-view').click();
  await expect(page.getByTestId('crud-drawer').getByRole('textbox', { name: '名称', exact: true })).toHaveValue(name);
  await shoot(page, 'registration-view-zh');
  await page.getByTestId('crud-drawer').getByRole('button', { name: '关闭' }).click();

  await app.signOut();
  await app.signIn(ST_ADMIN);
  await app.goto('/info/reg');
  await expect(page.getByTestId('reg-mine').getByRole('row').filter({ hasText: name })).toContainText('已通过');
  await page.getByTestId('org-switcher').click();
  await page.getByTestId('org-option').filter({ hasText: name }).click();
  await expect(page.getByTestId('org-switcher')).toContainText(name);
  await expect(page).toHaveURL(app.url('/desk/index'));
  expect(await app.userInfo()).toMatchObject({ orgName: name, orgCategory: 'sj' });
  await expect(page.getByTestId('sidebar').getByRole('button', { name: '合同管理' })).toBeVisible();
});

test('registration screens in English: the refusal dialog, the approval list and the reg tab', PICTURES, async ({ app, page }) => {
  const name = `Refused registration ${Date.now() % 100000}`;
  await app.signIn(ST_ADMIN);
  const submitted = await app.bridge<{ ok: boolean }>('api.call', {
    module: 'system',
    path: 'user/register-new',
    method: 'POST',
    body: { orgCategory: 'yz', name, legal: 'Li', provinceCodes: '11', contacts: 'Wang', phone: '13912345678', remark: '' },
  });
  expect(submitted.ok).toBe(true);
  await app.bridge('session.logout');
  await app.bridge('settings.update', { language: 'en' });
  await app.goto('/login');
  await app.submitLogin(OPERATOR, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/organization/registration');
  await list(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await list(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('crud-row')).toHaveCount(1);
  await page.getByTestId('action-refuse').click();
  const dialog = page.getByTestId('action-dialog-refuse');
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByText('Enter the reason for refusal')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for refusal' }).fill('The licence is missing');
  await shoot(page, 'registration-refuse-en');
  await dialog.getByTestId('action-submit').click();
  await expect(page.getByText('Registration refused').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toContainText('Refused');
  await list(page).getByRole('button', { name: 'Reset' }).click();
  await shoot(page, 'registration-list-en');

  await app.bridge('session.logout');
  await app.goto('/login');
  await app.submitLogin(ST_ADMIN, EN_LABELS);
  await expect(page).toHaveURL(app.url('/desk/index'));
  await app.goto('/info/reg');
  await expect(page.getByTestId('reg-mine').getByRole('row').filter({ hasText: name })).toContainText('The licence is missing');
  await shoot(page, 'registration-reg-tab-en');
});
