/**
 * Project initiation (spec 3 §2, §5): pictures of its screens in both languages (out of CI). A
 * project initiated from its filing and opened on its page is the journey of project-journey.spec.ts;
 * the form's rules are unit and server tests (tests/unit/shared/projectInitiation.test.ts,
 * tests/integration/server/project-initiation.test.ts).
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
