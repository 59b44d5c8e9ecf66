import { mkdirSync } from 'node:fs';
import { expect, test, PICTURES } from './support/fixtures';

/**
 * The workbench of what a person acts on (issue 18), for a human to look at: the headquarters (all the
 * contracting cards) and a production team (its requests), in both languages (tests/.artifacts).
 */
const PEOPLE = [
  { name: 'ss', tenantId: '100001', username: 'ss_admin', card: 'work-invoices' },
  { name: 'sc', tenantId: '100008', username: 'sc_admin', card: 'work-requests' },
] as const;

test.describe('workbench pictures', PICTURES, () => {
  for (const person of PEOPLE) {
    test(`the workbench of ${person.username} in Chinese and English`, async ({ app, page }) => {
      mkdirSync('tests/.artifacts', { recursive: true });
      await page.setViewportSize({ width: 1440, height: 1300 });
      await app.signIn({ tenantId: person.tenantId, username: person.username });
      for (const language of ['zh', 'en'] as const) {
        await app.bridge('settings.update', { language });
        await page.reload();
        await expect(page.getByTestId(person.card)).toBeVisible();
        await expect(page.getByTestId('work-notices')).toBeVisible();
        await page.mouse.move(0, 0);
        await page.screenshot({ path: `tests/.artifacts/workbench-${person.name}-${language}.png`, animations: 'disabled', fullPage: true });
      }
    });
  }
});
