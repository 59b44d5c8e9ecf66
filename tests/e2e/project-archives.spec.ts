/**
 * Phase outcomes, materials and archives (issue 15): pictures of the three screens and their forms in
 * both languages (out of CI). An outcome uploaded through the resumable engine, named from its file,
 * one file only, saved and archived is walked by project-journey.spec.ts.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const ARTIFACTS = 'tests/.artifacts';

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
test.describe.configure({ timeout: 90_000 });

const drawer = (page: Page) => page.getByTestId('crud-drawer');

for (const language of ['zh', 'en'] as const) {
  test(`archive screens pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    for (const [path, list] of [
      ['/archive/material', 'projectMaterials'],
      ['/archive/file', 'projectArchiveFiles'],
      ['/archive/outcome', 'phaseOutcomes'],
    ] as const) {
      await app.goto(path);
      await expect(page.getByTestId(`list-${list}`)).toBeVisible();
      await expect(page.getByTestId('crud-row').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/archives-${list}-${language}.png`, animations: 'disabled' });
      await page.getByTestId('crud-add').click();
      await drawer(page).getByTestId('crud-submit').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS}/archives-${list}-form-${language}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
  });
}
