import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { loginScriptProblems, loginScriptRule } from './support/loginScripts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Journeys of several steps: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('login', () => {
  // One journey through the form: its rules (the shared schema's messages, the brand colour) are
  // tested where they live too (tests/integration/core/session.test.ts, tests/unit/renderer/themes.test.ts).
  test('the form checks itself, refuses a wrong password with 账号或密码错误, then signs sj_admin in to a workbench with their name and organisation', async ({ app, page }) => {
    await app.goto('/login');
    await expect(page).toHaveTitle('登录 - 工程设计业务管理');
    await expect(page.getByRole('textbox', { name: '租户编号', exact: true })).toHaveValue('000000');
    // The primary button wears the brand colour #409EFF.
    await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCSS('background-color', 'rgb(64, 158, 255)');

    // The shared schema checks the form before anything is sent, in its own Chinese.
    await page.getByRole('textbox', { name: '租户编号', exact: true }).fill('12ab');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('租户编号格式有误')).toBeVisible();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    // The first invalid field takes the focus, so the person can fix it straight away.
    await expect(page.getByRole('textbox', { name: '租户编号', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('sj_admin');
    await expect(page.getByText('请输入账号')).toBeHidden();

    // A wrong password is refused by the server and leaves nobody signed in.
    await app.submitLogin({ tenantId: '100004', username: 'sj_admin', password: 'wrong-password' });
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
    await expect(page).toHaveURL(app.url('/login'));
    expect((await app.bridge<{ user: unknown }>('session.state')).user).toBeNull();

    await app.submitLogin({ tenantId: '100004', username: 'sj_admin' });
    await expect(page).toHaveURL(app.url('/desk/index'));
    const person = await app.userInfo();
    expect(person.account).toBe('sj_admin');
    await expect(page.getByTestId('desk-greeting')).toHaveText(`您好，${person.realName}`);
    await expect(page.getByTestId('desk-org-name')).toHaveText(person.orgName);
    await expect(page.getByTestId('desk-org-category')).toHaveText('设计公司');
    await expect(page).toHaveTitle('工作台 - 工程设计业务管理');
  });

  test('/login loads none of the back-office screens: only the entry, the login screen and their static imports', async ({ app, page }) => {
    // The same rule as the benchmark's (support/loginScripts.ts), read off the sources and the build the host serves.
    const rule = loginScriptRule(ROOT);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await app.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // Whatever /login starts loading after its first paint counts too.
    await page.waitForLoadState('networkidle');
    expect(rule.screens.size, 'every lazy screen of the router and the registry').toBeGreaterThan(20);
    expect(loginScriptProblems(rule, scripts)).toEqual([]);
  });
});
