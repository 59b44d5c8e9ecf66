/**
 * A project from filing to archive (issue 15), one person's journey through every part of the area:
 * filed, initiated from its filing, a production team and a phase plan on its page, a phase outcome
 * uploaded through the resumable engine, a publication task sent to the publisher, a review file
 * assigned to a certified expert of a partner, who signs in to their own organisation and gives an
 * opinion, and the outcome archived. Each part's rules are its own unit, server and component tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, PICTURES, test } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
/** 蔡倩 of 华信施工图审查中心 (100009, a partner of 100001): a certified expert in the demo data. */
const EXPERT = { tenantId: '100009', username: 'st_staff' };
const NAME = '江南数字产业园';
const MB = 1024 * 1024;
const ARTIFACTS = 'tests/.artifacts';

test.describe.configure({ timeout: 300_000 });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-journey-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PDF of `size` bytes (the engine sends every part of it). */
function pdf(name: string, size = 4096): string {
  const path = join(dir, name);
  const body = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n', 'latin1').copy(body);
  writeFileSync(path, body);
  return path;
}

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp, multiple = false): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole(multiple ? 'menuitemcheckbox' : 'option', { name: option }).first().click();
  if (multiple) await page.keyboard.press('Escape');
}

async function upload(page: Page, field: Locator, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByTestId('field-choose').click();
  await (await chooser).setFiles([path]);
  // Stored when the row offers its removal instead of its progress.
  await expect(field.getByTestId('field-file').getByRole('button')).toBeVisible({ timeout: 60_000 });
}

async function fillDateTime(scope: Locator, label: string, day: string, time?: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
  if (!time) return;
  const timeBox = scope.getByRole('combobox', { name: `${label} 时间`, exact: true });
  await timeBox.fill(time);
  await timeBox.press('Tab');
}

async function submitted(page: Page, message = '新增成功'): Promise<void> {
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByTestId(`detail-tab-${name}`).click();
  await expect(page).toHaveURL(new RegExp(`tab=${name}`));
}

test('a project from filing to archive: filed, initiated, a team and a plan, an outcome, published, reviewed by an expert, archived', async ({ app, page }) => {
  await app.signIn(SS_ADMIN);

  await test.step('file it', async () => {
    await app.goto('/project/record');
    await expect(page.getByTestId('list-projectRecords')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('crud-add').click();
    const form = drawer(page);
    await form.getByTestId('field-name').fill(NAME);
    await form.getByTestId('org-picker-ownerUnitDeptId').click();
    await page.getByRole('option', { name: /滨江新区城市建设投资/ }).click();
    for (const label of ['项目类型', '主行业', '省', '市', '区县']) {
      await form.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('textbox', { name: '详细地址', exact: true }).fill('科技大道99号');
    await form.getByRole('textbox', { name: '项目规模', exact: true }).fill('产业园一期，总建筑面积约6万平方米');
    await submitted(page);
  });

  await test.step('initiate it from its filing', async () => {
    await app.goto('/project/initiation');
    await expect(page.getByTestId('crud-row').first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('crud-add').click();
    const form = drawer(page);
    await form.getByTestId('project-record-recordId').click();
    await page.getByRole('option', { name: new RegExp(NAME) }).click();
    await expect(form.getByRole('textbox', { name: '项目名称', exact: true })).toHaveValue(NAME);
    await form.getByRole('textbox', { name: '项目编号', exact: true }).fill('XM-JOURNEY-01');
    await pick(page, form, '项目阶段', '方案设计', true);
    await pick(page, form, '招标状态', '招标中');
    await pick(page, form, '主平台单位', /长江工程咨询/);
    await form.getByTestId('member-picker-mgrBizPerson').click();
    await page.getByRole('option').first().click();
    await form.getByTestId('member-picker-mgrOperate').click();
    await page.getByRole('option').first().click();
    await submitted(page);
    await row(page, 'XM-JOURNEY-01').getByTestId('project-details').click();
    await expect(page.getByTestId('detail-heading')).toHaveText(NAME);
  });

  await test.step('a production team and the phase plan', async () => {
    await openTab(page, 'teams');
    await page.getByTestId('crud-add').click();
    await pick(page, drawer(page), '团队类型', '生产团队');
    await pick(page, drawer(page), '团队单位', /匠心工程设计工作室/);
    await drawer(page).getByRole('textbox', { name: '负责人', exact: true }).fill('郑凯');
    await submitted(page);
    await expect(row(page, '匠心工程设计工作室')).toContainText('合作中');

    await openTab(page, 'phasePlan');
    await page.getByTestId('crud-add').click();
    await pick(page, drawer(page), '项目阶段', '方案设计');
    await fillDateTime(drawer(page), '计划日期 开始日期', '2026-12-01');
    await fillDateTime(drawer(page), '计划日期 结束日期', '2027-01-31');
    await submitted(page);
    await expect(row(page, '方案设计')).toContainText('2027-01-31');
  });

  await test.step('a phase outcome through the resumable engine', async () => {
    await openTab(page, 'outcomes');
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    for (const message of ['请选择附件', '请输入成果名称', '请选择项目阶段', '请选择成果类型']) await expect(drawer(page).getByText(message, { exact: true })).toBeVisible();
    const field = drawer(page).getByTestId('outcome-attachment');
    await upload(page, field, pdf('方案设计文本.pdf', 3 * MB));
    await expect(drawer(page).getByRole('textbox', { name: '成果名称' })).toHaveValue('方案设计文本');
    // One file only.
    const chooser = page.waitForEvent('filechooser');
    await field.getByTestId('field-choose').click();
    await (await chooser).setFiles([pdf('second.pdf')]);
    await expect(field).toContainText('超出上传限制文件数量');
    await pick(page, drawer(page), '项目阶段', '方案设计');
    await pick(page, drawer(page), '成果类型', '图纸');
    await submitted(page);
    await expect(row(page, '方案设计文本')).toContainText('未归档');
  });

  await test.step('published by the publisher', async () => {
    await openTab(page, 'publications');
    await page.getByTestId('crud-add').click();
    const form = drawer(page);
    await pick(page, form, '项目阶段', '方案设计');
    await form.getByTestId('publication-teamId').click();
    await page.getByRole('option', { name: /墨林图文出版/ }).click();
    await form.getByRole('textbox', { name: '档案名称', exact: true }).fill('方案设计文本出版');
    await form.getByRole('textbox', { name: '出版数量', exact: true }).fill('8');
    await fillDateTime(form, '计划完成时间', '2026-12-20', '17:00:00');
    await pick(page, form, '图幅', 'A1', true);
    await pick(page, form, '纸张类型', '蓝图', true);
    await upload(page, form.getByTestId('publication-attach'), pdf('方案设计文本-出版.pdf'));
    await form.getByRole('textbox', { name: '备注', exact: true }).fill('封面加印项目名称');
    await form.getByRole('textbox', { name: '出版说明', exact: true }).fill('彩色封面，黑白内页');
    await submitted(page);
    await expect(row(page, '方案设计文本出版')).toContainText('待出版');
  });

  let fileName = '';
  await test.step('a review file assigned to a certified expert of a partner', async () => {
    await openTab(page, 'reviews');
    await expect(page.getByTestId('review-plan')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('crud-add').click();
    const form = drawer(page);
    await pick(page, form, '项目阶段', '方案设计');
    await upload(page, form.getByTestId('review-attach'), pdf('方案评审送审稿.pdf'));
    fileName = '方案评审送审稿';
    await fillDateTime(form, '计划完成日期', '2026-12-31', '18:00:00');
    await form.getByRole('textbox', { name: '评审要求' }).fill('重点审查消防疏散');
    await form.getByTestId('review-expert-0-experts.0.expertUserId').click();
    await page.getByRole('option', { name: /蔡倩/ }).click();
    await form.getByTestId('crud-submit').click();
    await expect(form).toBeHidden();
    await expect(row(page, fileName)).toContainText('蔡倩');
  });
  const projectPage = page.url().replace(/\?.*$/, '');

  await test.step('the expert, signed in to their own organisation, gives an opinion', async () => {
    await app.signOut();
    await app.signIn(EXPERT);
    await app.goto('/project/my-review');
    const mine = row(page, fileName);
    await expect(mine).toContainText('华夏工程设计集团', { timeout: 30_000 });
    await mine.getByTestId('action-opinion').click();
    const dialog = page.getByTestId('action-dialog-opinion');
    await dialog.getByTestId('opinion-has-1').click();
    await upload(page, dialog.getByTestId('opinion-attach'), pdf('评审意见.pdf'));
    await dialog.getByRole('textbox', { name: '备注' }).fill('疏散宽度不足，请复核');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine).toContainText('已提交');
  });

  await test.step('back at the organisation: the opinion read, the outcome archived', async () => {
    await app.signOut();
    await app.signIn(SS_ADMIN);
    await app.goto(`${projectPage.replace(/^https?:\/\/[^/]+/, '')}?tab=reviews`);
    await row(page, fileName).getByTestId('crud-view').click();
    await expect(drawer(page).getByTestId('review-opinions')).toContainText('疏散宽度不足，请复核');
    await page.keyboard.press('Escape');
    await openTab(page, 'outcomes');
    const outcome = row(page, '方案设计文本');
    await outcome.getByTestId('action-archive').click();
    await page.getByTestId('crud-confirm').click();
    await expect(outcome).toContainText('已归档');
  });
});

test('pictures of every tab of a project’s page in Chinese and English', PICTURES, async ({ app, page }) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await app.signIn(SS_ADMIN);
  await app.goto('/project/initiation');
  await row(page, '滨江新区文化艺术中心').getByTestId('project-details').click();
  await expect(page.getByTestId('detail-heading')).toHaveText('滨江新区文化艺术中心');
  const address = new URL(page.url()).pathname;
  for (const language of ['zh', 'en'] as const) {
    await app.bridge('settings.update', { language });
    for (const tab of ['info', 'teams', 'phasePlan', 'materials', 'outcomes', 'archives', 'publications', 'reviews']) {
      await app.goto(`${address}?tab=${tab}`);
      await expect(page.getByTestId(`detail-tab-${tab}`)).toBeVisible({ timeout: 30_000 });
      if (tab !== 'info') await expect(page.getByTestId('crud-row').first()).toBeVisible({ timeout: 30_000 }).catch(() => undefined);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${ARTIFACTS}/project-page-${tab}-${language}.png`, animations: 'disabled' });
    }
  }
  await app.bridge('settings.update', { language: 'zh' });
});
