/**
 * Reviews (spec 3 §2 project file upload, review plans and files, §3 expert opinion): pictures of the
 * screens in both languages (out of CI). A review file assigned to an expert of a partner, who gives
 * an opinion the file's organisation reads, is the journey of project-journey.spec.ts; the rules live
 * in tests/unit/shared/review.test.ts, tests/component/review-expert-rows.test.tsx and
 * tests/integration/server/reviews.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App, PICTURES } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
/** 审图 (st) is a partner of 远景 (100004); its manager is made a certified expert for the test. */
const EXPERT = { tenantId: '100009', username: 'st_manager' };
const ARTIFACTS = 'tests/.artifacts';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe.configure({ timeout: 90_000 });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cem-e2e-reviews-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdf(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, PDF);
  return path;
}

/** A running project of 100004 and st_manager certified (expert_cert status 2); undone by `undo`. */
function scene(app: App): { projectId: string; undo: () => void } {
  return withServerDb(app.host, (db) => {
    const projectId = (db.prepare("select id from project where tenant_id = '100004' and status_initiation = 2 order by code limit 1").get() as { id: string }).id;
    const user = db.prepare("select id, phone, real_name from app_user where account = 'st_manager'").get() as { id: string; phone: string; real_name: string };
    db.prepare(
      "insert or replace into expert_cert (user_id, phone, real_name, area_code, sex, position, educational, university, major, industry_name, major_name, certificate, status, reason, submit_time, review_user, review_org, review_time) values (?, ?, ?, '110101', '1', '高级工程师', '4', '同济大学', '结构工程', '', '', '', 2, '', '2026-11-01 09:00:00', '', '', '')",
    ).run(user.id, user.phone, user.real_name);
    const undo = () =>
      withServerDb(app.host, (d) => {
        d.prepare('delete from review_opinion where project_id = ?').run(projectId);
        d.prepare('delete from review_expert where project_id = ?').run(projectId);
        d.prepare('delete from review_file where project_id = ?').run(projectId);
        d.prepare('delete from review_plan where project_id = ?').run(projectId);
        d.prepare('delete from expert_cert where user_id = ?').run(user.id);
      });
    return { projectId, undo };
  });
}

async function choose(page: Page, button: Locator, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles([path]);
}

async function fillDateTime(scope: Locator, label: string, day: string, time: string): Promise<void> {
  const dayBox = scope.getByRole('combobox', { name: label, exact: true });
  await dayBox.fill(day);
  await dayBox.press('Tab');
  const timeBox = scope.getByRole('combobox', { name: `${label} 时间`, exact: true });
  await timeBox.fill(time);
  await timeBox.press('Tab');
}

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const row = (page: Page, text: string) => page.getByTestId('crud-row').filter({ hasText: text });

/** The upload form, filled: phase, file (its name fills the file name), planned finish, requirement, one expert. */
async function uploadFile(page: Page, name: string): Promise<void> {
  // The toolbar's add button waits for the person's buttons (menu/buttons).
  await expect(page.getByTestId('review-plan')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('crud-add').click();
  const form = drawer(page);
  await form.getByRole('combobox', { name: '项目阶段' }).click();
  await page.getByRole('option', { name: '方案设计', exact: true }).click();
  await choose(page, form.getByTestId('review-attach').getByTestId('field-choose'), pdf(`${name}.pdf`));
  await expect(form.getByTestId('review-attach').getByTestId('field-file').getByRole('button')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: '文件名称' })).toHaveValue(name);
  await fillDateTime(form, '计划完成日期', '2026-12-31', '18:00:00');
  await form.getByRole('textbox', { name: '评审要求' }).fill('重点审查结构安全与消防疏散');
  await form.getByTestId('review-expert-0-experts.0.expertUserId').click();
  await page.getByRole('option', { name: /程远航/ }).click();
  await expect(form.getByTestId('review-expert-row').first()).toContainText('华信施工图审查中心有限公司');
  await form.getByTestId('crud-submit').click();
  await expect(drawer(page)).toBeHidden();
}

test('pictures of the review screens in Chinese and English', PICTURES, async ({ app, page }) => {
  // Two organisations, two languages, five screens: longer than a journey (and out of CI).
  test.setTimeout(240_000);
  const { projectId, undo } = scene(app);
  try {
    await app.signIn(SJ_ADMIN);
    await app.goto(`/project/review?projectId=${projectId}`);
    await uploadFile(page, '方案评审稿');
    for (const language of ['zh', 'en'] as const) {
      await app.bridge('settings.update', { language });
      await app.goto(`/project/review?projectId=${projectId}`);
      await expect(row(page, '方案评审稿')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/reviews-list-${language}.png` });
      await page.getByTestId('crud-add').click();
      await drawer(page).getByTestId('review-expert-add').click();
      await page.screenshot({ path: `${ARTIFACTS}/reviews-upload-form-${language}.png` });
      await page.keyboard.press('Escape');
      await app.goto('/project/review');
      await expect(row(page, '方案评审稿')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/reviews-all-${language}.png` });
    }
    await app.bridge('settings.update', { language: 'zh' });
    await app.goto('/project/review');
    await app.signOut();
    await app.signIn(EXPERT);
    for (const language of ['zh', 'en'] as const) {
      await app.bridge('settings.update', { language });
      await app.goto('/project/my-review');
      await expect(row(page, '方案评审稿')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/my-reviews-${language}.png` });
      await row(page, '方案评审稿').getByTestId('action-opinion').click();
      await page.screenshot({ path: `${ARTIFACTS}/my-reviews-opinion-${language}.png` });
      await page.keyboard.press('Escape');
    }
    await app.bridge('settings.update', { language: 'zh' });
  } finally {
    undo();
  }
});
