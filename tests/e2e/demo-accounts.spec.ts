import { expect, test } from './support/fixtures';

/**
 * Demo administrators of three kinds of organisation, and the category the workbench names. That
 * every demo administrator signs in to their own organisation of its category is the server's test
 * (tests/integration/server/demo-seed.test.ts); the category's label is the workbench's.
 */
const DEMO_ACCOUNTS = [
  { tenantId: '000000', username: 'admin', category: '总部' },
  { tenantId: '100004', username: 'sj_admin', category: '设计公司' },
  { tenantId: '100010', username: 'cb_admin', category: '出版机构' },
];

// Three sign-ins in one window, one after another, as a demonstrator would go round them.
test.describe.configure({ timeout: 90_000 });

test('demo administrators sign in to a workbench naming their organisation and its category, and sign out', async ({ app, page }) => {
  for (const account of DEMO_ACCOUNTS) {
    await test.step(`${account.username} at ${account.tenantId}`, async () => {
      await app.signIn(account);
      const person = await app.userInfo();
      await expect(page.getByTestId('desk-greeting')).toHaveText(`您好，${person.realName}`);
      await expect(page.getByTestId('desk-org-name')).toHaveText(person.orgName);
      await expect(page.getByTestId('desk-org-category')).toHaveText(account.category);
      await app.signOut();
    });
  }
});
