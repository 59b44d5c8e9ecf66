/**
 * Project initiation (spec 3 §2, §5) in Chromium through browser mode: a demo filing initiated from
 * the drawer (picking it fills the form), then its detail page. The form's rules are unit and
 * server tests (tests/unit/shared/projectInitiation.test.ts, tests/integration/server/project-initiation.test.ts).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ZY_ADMIN = { tenantId: '100007', username: 'zy_admin' };
const ARTIFACTS = 'tests/.artifacts';
test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
test.describe.configure({ timeout: 90_000 });

/** A screen's first list after sign-in loads its lazy chunk and dictionaries: slow on a loaded machine. */
const FIRST_LOAD = { timeout: 30_000 };
const drawer = (page: Page) => page.getByTestId('crud-drawer');
const rows = (page: Page) => page.getByTestId('crud-row');
const choose = async (page: Page, field: string, option: string) => {
  await drawer(page).getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
};

test('initiate a demo filing from the drawer and open its detail page', async ({ app, page }) => {
  await app.signIn(SJ_ADMIN);
  await app.goto('/project/initiation');
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  await expect(rows(page)).toHaveCount(3);

  await page.getByTestId('crud-add').click();
  // Picking the filing fills its name, region, type, industry, owner unit and resource provider.
  await drawer(page).getByTestId('project-record-recordId').click();
  await page.getByRole('option', { name: /科创园二期研发楼/ }).click();
  await expect(drawer(page).getByRole('textbox', { name: '项目名称', exact: true })).toHaveValue('科创园二期研发楼');
  await expect(drawer(page).getByTestId('org-picker-ownerDeptId')).not.toHaveValue('');
  await drawer(page).getByRole('textbox', { name: '项目编号', exact: true }).fill('XM-E2E-001');
  await drawer(page).getByRole('combobox', { name: '项目阶段', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: '方案设计' }).click();
  await page.keyboard.press('Escape');
  // The add form offers tender statuses 1–3 only.
  await drawer(page).getByRole('combobox', { name: '招标状态', exact: true }).click();
  await expect(page.getByRole('option')).toHaveCount(3);
  await page.getByRole('option', { name: '招标中' }).click();
  await choose(page, '主平台单位', '长江工程咨询');
  await drawer(page).getByTestId('member-picker-mgrBizPerson').click();
  await page.getByRole('option').first().click();
  await drawer(page).getByTestId('member-picker-mgrOperate').click();
  await page.getByRole('option').first().click();
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  const row = rows(page).filter({ hasText: 'XM-E2E-001' });
  await expect(row).toContainText('进行中');

  await row.getByTestId('project-details').click();
  await expect(page).toHaveURL(/\/project\/details\/\d+/);
  await expect(page.getByTestId('detail-heading')).toHaveText('科创园二期研发楼');
  await expect(page.getByTestId('detail-panel-info')).toContainText('XM-E2E-001');
  await expect(page.getByTestId('detail-panel-info')).toContainText('方案设计');
  await expect(page.getByTestId('detail-panel-info')).toContainText('招标中');
});

test('screenshots of the initiation list, form, detail page and the resource provider list in zh and en', PICTURES, async ({ app, page }) => {
  // Two languages, four screens each and a second person: longer than a journey.
  test.setTimeout(240_000);
  await app.signIn(SJ_ADMIN);
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    await app.goto('/project/initiation');
    await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/project-initiation-${language}.png`, animations: 'disabled' });
    // The running demo project: a completed one has no edit.
    await rows(page).filter({ hasText: 'XM100004001' }).getByTestId('crud-edit').click();
    await expect(drawer(page).getByTestId('crud-submit')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/project-initiation-form-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await rows(page).first().getByTestId('project-details').click();
    await expect(page.getByTestId('detail-panel-info')).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: `${ARTIFACTS}/project-details-${language}.png`, animations: 'disabled' });
    await app.goto('/project/mine');
    await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: `${ARTIFACTS}/project-mine-${language}.png`, animations: 'disabled' });
  }
  // The resource provider reads another organisation's project read-only: its list and the info tab only.
  await app.bridge('settings.update', { language: 'zh' });
  await app.goto('/desk/index');
  await app.signOut();
  await app.signIn(ZY_ADMIN);
  await app.goto('/project/resource');
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  await page.screenshot({ path: `${ARTIFACTS}/project-resource-zh.png`, animations: 'disabled' });
  await rows(page).first().getByTestId('project-details').click();
  await expect(page.getByTestId('detail-panel-info')).toBeVisible(FIRST_LOAD);
  await page.screenshot({ path: `${ARTIFACTS}/project-details-party-zh.png`, animations: 'disabled' });
});
