/**
 * Production service contracts (issue 16): the pictures of the screens in both languages, party B's
 * read-only list included (out of CI). Adding one under an owner contract (the figures filled by the
 * picker, the share live), signing, modifying and its details page with the change in its history are
 * the cross-kind journey's (contract-journey.spec.ts); each rule's message the unit and server tests'.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, PICTURES } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const SC_ADMIN = { tenantId: '100008', username: 'sc_admin' };
const ARTIFACTS = 'tests/.artifacts';
const FIRST_LOAD = { timeout: 30_000 };

test.beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));

const drawer = (page: Page) => page.getByTestId('crud-drawer');

for (const language of ['zh', 'en'] as const) {
  test(`production contract pictures (${language})`, PICTURES, async ({ app, page }) => {
    test.slow();
    await app.bridge('settings.update', { language });
    await app.signIn(SJ_ADMIN);
    await app.goto('/contract/production');
    await expect(page.getByTestId('crud-row').first()).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-list-${language}.png`, animations: 'disabled' });
    await page.getByTestId('crud-add').click();
    await drawer(page).getByTestId('crud-submit').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-form-errors-${language}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-row').first().getByTestId('production-details').click();
    await expect(page.getByTestId('detail-panel-info')).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: `${ARTIFACTS}/production-details-${language}.png`, animations: 'disabled' });
    await page.getByTestId('detail-tab-statusLog').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/production-status-log-${language}.png`, animations: 'disabled' });
    // Party B's read-only list.
    await app.bridge('settings.update', { language: 'zh' });
    await app.goto('/desk/index');
    await expect(page.getByTestId('user-menu')).toBeVisible(FIRST_LOAD);
    await app.signOut();
    await app.signIn(SC_ADMIN);
    await app.bridge('settings.update', { language });
    await app.goto('/contract/production');
    await expect(page.getByTestId('list-partyProductionContracts')).toBeVisible(FIRST_LOAD);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/production-party-list-${language}.png`, animations: 'disabled' });
  });
}
