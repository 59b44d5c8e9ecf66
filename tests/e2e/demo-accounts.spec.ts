import { expect, test } from './support/fixtures';

/** The seeded demo organisations: each one's administrator, and the category the workbench names. */
const DEMO_ACCOUNTS = [
  { tenantId: '000000', username: 'admin', category: '总部' },
  { tenantId: '100001', username: 'ss_admin', category: '总部' },
  { tenantId: '100002', username: 'kj_admin', category: '科技公司' },
  { tenantId: '100003', username: 'gl_admin', category: '管理公司' },
  { tenantId: '100004', username: 'sj_admin', category: '设计公司' },
  { tenantId: '100005', username: 'yz_admin', category: '业主单位' },
  { tenantId: '100006', username: 'pt_admin', category: '平台单位' },
  { tenantId: '100007', username: 'zy_admin', category: '资源方' },
  { tenantId: '100008', username: 'sc_admin', category: '生产团队' },
  { tenantId: '100009', username: 'st_admin', category: '审图机构' },
  { tenantId: '100010', username: 'cb_admin', category: '出版机构' },
];

// Eleven sign-ins in one window, one after another, as a demonstrator would go round them.
test.describe.configure({ timeout: 240_000 });

test('every demo administrator signs in to a workbench naming their organisation and its category, and signs out', async ({ app, page }) => {
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
