/// <reference lib="dom" />
// Code passed to page.evaluate runs in the page, where the DOM is.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
const MULTI = { tenantId: '100004', username: 'multi' };
const OPERATOR = { tenantId: '000000', username: 'admin' };
const sidebar = (page: Page) => page.getByTestId('sidebar');

// Whole tables (every route a visitor is sent away from, every detail route's ids, every page's name,
// the data board's categories) are checked in tests/component/shell-route-guards.test.tsx, and the
// menu's rules (hidden children, isShow 0, roles, the operator's sections, search by name) in
// tests/unit/shared/menuRules.test.ts; here a person walks a few of each through the app.
test('a visitor opens the public pages; a layout route sends them to /login and a menu-only path to /404, logged out locally', async ({ app, page }) => {
  for (const [path, heading] of [
    ['/invite', '邀请不可用'],
    ['/protocol', '服务协议即将上线'],
    ['/404', '页面不存在'],
    ['/403', '无权访问'],
    ['/500', '服务器出错了'],
  ]) {
    await app.goto(path);
    await expect(page).toHaveURL(app.url(path));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }

  const leaveTraces = () =>
    page.evaluate(() => {
      sessionStorage.setItem('cem.tabs', JSON.stringify({ paths: ['/desk/index', '/notice'], active: '/notice' }));
      localStorage.setItem('left-over', '1');
    });
  // A resource's screen and an embedded page: the app's own routes, whatever the menu.
  for (const path of ['/customer/follow', '/myiframe/system_help']) {
    await leaveTraces();
    await app.goto(path);
    await expect(page).toHaveURL(app.url('/login'));
    expect(await app.storageTraces(), `${path} leaves no traces`).toBe(0);
  }
  // Without a session there is no menu to tell a path only a menu could route (none of the app's own
  // routes, as a menu page without a screen is) from a typo.
  await leaveTraces();
  await app.goto('/e2e-menu-only/page');
  await expect(page).toHaveURL(app.url('/404'));
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  expect(await app.storageTraces()).toBe(0);
});

test('a design company opens its pages by address: each shows its screen or a “coming” page, detail routes take numeric ids, the data board is refused', async ({ app, page }) => {
  // Many page loads in one test: more time on a busy machine.
  test.slow();
  await app.signIn(SJ_ADMIN);

  // Its screen, or until that screen's issue lands, the "coming" page: never a blank.
  for (const [path, label] of [
    ['/dict-vertical/index', '数据字典（纵向）'],
    // The menu entry's name since issue 13 (organization_info): the current organisation's profile.
    ['/biz/biz', '企业信息'],
    ['/test', '测试页'],
  ]) {
    await app.goto(path);
    await expect(page).toHaveTitle(`${label} - 工程设计业务管理`);
    await expect(page.getByTestId('tab-bar').getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('main-content')).not.toBeEmpty();
  }
  await app.goto('/info/about');
  await expect(page.getByRole('heading', { name: '工程设计业务管理' })).toBeVisible();

  // Detail routes take numeric ids: /inside/details is the enterprise detail since issue 13, /contract/zq_details a payment-type contract's since issue 16.
  await app.goto('/inside/details/123');
  await expect(page).toHaveURL(app.url('/inside/details/123'));
  await expect(page.getByTestId('main-content')).not.toBeEmpty();
  await app.goto('/contract/zq_details/123');
  await expect(page).toHaveURL(app.url('/contract/zq_details/123'));
  await expect(page.getByTestId('main-content')).not.toBeEmpty();
  await app.goto('/contract/zq_details/12a');
  await expect(page).toHaveURL(app.url('/404'));

  // The data board is not for a design company: no entry, and its address is refused.
  await app.goto('/board/index');
  await expect(page).toHaveURL(app.url('/403'));
  await app.goto('/desk/index');
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page.getByTestId('board-button')).toHaveCount(0);
  // An embedded page the menu does not give does not exist.
  await app.goto('/myiframe/not_a_menu');
  await expect(page).toHaveURL(app.url('/404'));
});

test('a design company walks its menus: sections, hidden entries, search, the search overlay, permissions, an embedded page; another role sees less', async ({ app, page }) => {
  // Two people in one journey: more time on a busy machine.
  test.slow();
  // The help centre's reserved address never leaves the machine: the test answers it.
  await page.route('https://help.example.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>使用手册</h1>' }));
  await app.signIn(SJ_ADMIN);

  // The organisation-structure entry gets its index first; since issue 13 the bank cards are its
  // sibling in the section, not a hidden sub-page (an entry with children is a section: menuRules.buildMenu).
  await sidebar(page).getByRole('button', { name: '组织管理' }).click();
  await expect(sidebar(page).getByRole('link', { name: '角色权限' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: '组织架构' }).click();
  await expect(page).toHaveURL(app.url('/organization/structure/index'));
  await sidebar(page).getByRole('link', { name: '银行卡' }).click();
  await expect(page).toHaveURL(app.url('/organization/bankcard'));
  await expect(page.getByTestId('list-bankCards')).toBeVisible();

  // A sub-item with isShow 0 is hidden but routable.
  await sidebar(page).getByRole('button', { name: '合同管理' }).click();
  await expect(sidebar(page).getByRole('link', { name: '我的合同' })).toBeVisible();
  await expect(sidebar(page).getByText('合同变更记录')).toHaveCount(0);

  // The menu search finds leaf entries by the start of their name (合同变更记录 is hidden, so not found).
  const search = page.getByRole('combobox', { name: '搜索菜单' });
  await search.pressSequentially('合同');
  await expect(page.getByRole('option', { name: /^合同变更记录/ })).toHaveCount(0);
  await search.fill('');
  await search.pressSequentially('业主');
  await page.getByRole('option', { name: /业主项目合同/ }).click();
  await expect(page).toHaveURL(app.url('/contract/owner'));
  await expect(page.getByRole('listbox')).toBeHidden();
  // Button permissions from the server decide what a page offers (contract_add, contract_delete).
  const owners = page.getByTestId('list-contractOwners');
  await expect(owners.getByTestId('crud-add')).toBeVisible();
  await expect(owners.getByTestId('crud-remove-selected')).toBeVisible();

  // The search overlay opens with Ctrl+K, opens a page with Enter and closes with Esc.
  await page.keyboard.press('Control+K');
  const overlay = page.getByTestId('search-overlay');
  await expect(overlay).toBeVisible();
  await page.keyboard.type('发票');
  await expect(overlay.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(app.url('/finance/invoice'));
  await expect(overlay).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // A link target opens in an embedded page, in a sandboxed frame.
  await sidebar(page).getByRole('button', { name: '系统管理' }).click();
  // The section is still opening (an animation); a click that lands mid-way is tried again.
  await expect(async () => {
    await sidebar(page).getByRole('link', { name: '帮助中心' }).click();
    await expect(page).toHaveURL(app.url('/myiframe/system_help'), { timeout: 2000 });
  }).toPass();
  const frame = page.getByTestId('embedded-page');
  await expect(frame).toHaveAttribute('src', 'https://help.example.com/cem/manual.html');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.frameLocator('[data-testid="embedded-page"]').getByRole('heading', { name: '使用手册' })).toBeVisible();

  // Case does not matter: English names in the English interface.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByRole('combobox', { name: 'Search menus' }).pressSequentially('OWNER');
  await expect(page.getByRole('option', { name: /Owner project contracts/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(sidebar(page).getByRole('button', { name: '合同管理' })).toBeVisible();
  await app.signOut();

  // Another role of the same organisation: an entry restricted to other roles is hidden, and opening it is forbidden.
  await app.signIn(MULTI);
  await sidebar(page).getByRole('button', { name: '组织管理' }).click();
  await expect(sidebar(page).getByRole('link', { name: '成员管理' })).toBeVisible();
  await expect(sidebar(page).getByText('角色权限')).toHaveCount(0);
  await app.goto('/organization/role');
  await expect(page).toHaveURL(app.url('/403'));
  await app.goto('/contract/owner');
  // A manager adds (contract_add) but does not remove (contract_delete is the administrators').
  await expect(page.getByTestId('list-contractOwners').getByTestId('crud-add')).toBeVisible();
  await expect(page.getByTestId('list-contractOwners').getByTestId('crud-remove-selected')).toHaveCount(0);
});

test('the workbench entry is its own index and hides its other children; the operator has no contract or finance and loads its design companies at login', async ({ app, page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/bridge/call')) calls.push(req.postData() ?? '');
  });
  await app.signIn({ tenantId: '100001', username: 'ss_admin' });
  await expect(sidebar(page).getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(sidebar(page).getByText('数据看板')).toHaveCount(0);
  await expect(sidebar(page).getByText('统计报表')).toHaveCount(0);
  await sidebar(page).getByRole('button', { name: '合同管理' }).click();
  await sidebar(page).getByRole('link', { name: '业主项目合同' }).click();
  await expect(page).toHaveURL(app.url('/contract/owner'));
  await expect(page.getByTestId('list-contractOwners')).toBeVisible();
  // The hidden children stay routable.
  await app.goto('/desk/stat');
  await expect(page.getByTestId('list-techCompanyStats')).toBeVisible();
  await app.signOut();

  calls.length = 0;
  await app.signIn(OPERATOR);
  await expect(page.getByTestId('desk-design-companies-value')).toHaveText('1 家');
  expect(calls.some((c) => c.includes('biz-attention/list') && c.includes('"orgCategory":"sj"'))).toBe(true);
  expect(calls.some((c) => c.includes('checkFramework'))).toBe(false);
  await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible();
  await expect(sidebar(page).getByText('合同管理')).toHaveCount(0);
  await expect(sidebar(page).getByText('财务管理')).toHaveCount(0);
  // The owner contract list is a screen of the app, just not one of the operator's menus.
  await app.goto('/contract/owner');
  await expect(page).toHaveURL(app.url('/403'));
});
