import type { Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';

const SS_ADMIN = { tenantId: '100001', username: 'ss_admin' };
interface MenuEntry {
  id: string;
  code: string;
  sort?: number;
  meta?: Record<string, unknown>;
  children?: MenuEntry[];
}
/**
 * A menu entry no screen of the app will ever have, with meta.tab false, under a section of its own:
 * the test adds both to the server's menu answer, so the journey keeps passing whichever menu pages
 * get their screens (the finance pages once served here did, in issue 17).
 */
const MENU_ONLY = { section: '待建功能', page: '仅菜单页面', path: '/e2e-menu-only/page' };
const tabBar = (page: Page) => page.getByTestId('tab-bar');
const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name, exact: true });
/** The tabs' labels (Fluent repeats an unselected tab's text in a hidden span that reserves its bold width). */
const labels = (page: Page) => tabBar(page).locator('.fui-Tab__content:not(.fui-Tab__content--reserved-space)');

/** Opens a page by its address and waits until it is there as the selected tab, as a person would. */
async function visit(app: App, page: Page, path: string, label: string) {
  await app.goto(path);
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
}

// The rules behind these journeys (the workbench first and never closed, the neighbour that takes
// over, close others and all, one tab per page) are tests/unit/renderer/tabRules.test.ts; meta.tab
// false is tests/unit/shared/menuRules.test.ts.
test('a person works with tabs: each page a tab, the title following; closing by button, key and menu; refresh; a page without a tab; a reload; new windows', async ({ app, page, context }) => {
  // Many pages and every item of the context menu: one journey instead of seven sign-ins, longer than
  // even a slow test's time on a loaded machine.
  test.setTimeout(240_000);
  // The reference server has no way to send meta.tab (its menu table has no such column), so the
  // menu it answers gets, on its way to the page, a section with one page of meta.tab = false that no
  // screen of the app has (MENU_ONLY; mocked), shaped like the server's own last section.
  await page.route('**/bridge/call', async (route) => {
    if (!route.request().postData()?.includes('"path":"menu/routes"')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result?: { ok: boolean; data?: MenuEntry[] } };
    const data = body.result?.ok ? body.result.data : undefined;
    if (data?.length) {
      const last = data[data.length - 1];
      const section = { ...last, id: '990000000000000001', code: 'e2e_menu_only_section', name: MENU_ONLY.section, path: '/e2e-menu-only', sort: Number(last.sort ?? 0) + 1, isShow: 1, meta: {} };
      const child = { ...section, id: '990000000000000002', parentId: section.id, code: 'e2e_menu_only_page', name: MENU_ONLY.page, path: MENU_ONLY.path, sort: 1, meta: { tab: false }, children: [] };
      data.push({ ...section, children: [child] });
    }
    return route.fulfill({ response, json: body });
  });
  const listCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/bridge/call') && req.postData()?.includes('"path":"notice/page"')) listCalls.push(req.postData()!);
  });
  await app.signIn(SS_ADMIN);
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(page.getByRole('button', { name: '关闭 工作台' })).toHaveCount(0);

  await visit(app, page, '/notice/index', '通知公告');
  await visit(app, page, '/customer/follow', '客户跟进');
  await expect(labels(page)).toHaveText(['工作台', '通知公告', '客户跟进']);
  await expect(page).toHaveTitle('客户跟进 - 工程设计业务管理');

  await tab(page, '通知公告').click();
  await expect(page).toHaveURL(app.url('/notice/index'));
  await expect(page).toHaveTitle('通知公告 - 工程设计业务管理');

  // 刷新 builds the page again (a search typed but not sent is gone) and asks the server again for its data.
  const title = page.getByTestId('list-notices').getByRole('textbox', { name: '公告标题' });
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  await title.fill('尚未搜索的标题');
  const asked = listCalls.length;
  await tab(page, '通知公告').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(title).toHaveValue('');
  await expect.poll(() => listCalls.length).toBeGreaterThan(asked);
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  await expect(page).toHaveURL(app.url('/notice/index'));

  // Closing the active tab moves to its neighbour.
  await page.getByRole('button', { name: '关闭 通知公告' }).click();
  await expect(page).toHaveURL(app.url('/customer/follow'));

  // 关闭 from the menu of a tab that is not the active one closes that tab and leaves the page where it is.
  await visit(app, page, '/notice', '消息中心');
  await visit(app, page, '/customer/mine', '我的客户');
  await expect(labels(page)).toHaveText(['工作台', '客户跟进', '消息中心', '我的客户']);
  await tab(page, '消息中心').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
  await expect(labels(page)).toHaveText(['工作台', '客户跟进', '我的客户']);
  await expect(page).toHaveURL(app.url('/customer/mine'));

  // Delete closes the focused tab.
  await tab(page, '我的客户').focus();
  await page.keyboard.press('Delete');
  await expect(labels(page)).toHaveText(['工作台', '客户跟进']);
  await expect(page).toHaveURL(app.url('/customer/follow'));

  await visit(app, page, '/notice/index', '通知公告');
  await tab(page, '通知公告').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(labels(page)).toHaveText(['工作台', '通知公告']);
  await expect(page).toHaveURL(app.url('/notice/index'));

  // Tabs survive a reload of the window. A page opened from within the app becomes a tab as well.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '关于我们' }).click();
  await expect(tab(page, '关于我们')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(labels(page)).toHaveText(['工作台', '通知公告', '关于我们']);
  await expect(tab(page, '关于我们')).toHaveAttribute('aria-selected', 'true');

  // A page whose menu meta says tab: false opens without a tab, and the title still follows it.
  await app.goto(MENU_ONLY.path);
  await expect(page).toHaveURL(app.url(MENU_ONLY.path));
  await expect(page.getByTestId('coming-page').getByRole('heading', { level: 1 })).toHaveText(`${MENU_ONLY.page}即将上线`);
  await expect(page).toHaveTitle(`${MENU_ONLY.page} - 工程设计业务管理`);
  await expect(labels(page)).toHaveText(['工作台', '通知公告', '关于我们']);
  // Going there from the sidebar does not make one either.
  await tab(page, '工作台').click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  // The sidebar opens the current page's group: the section closes once the workbench is current,
  // and clicking it before then would close it instead of opening it.
  const group = page.getByTestId('sidebar').getByRole('button', { name: MENU_ONLY.section });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByTestId('sidebar').getByRole('link', { name: MENU_ONLY.page });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(app.url(MENU_ONLY.path));
  await expect(page).toHaveTitle(`${MENU_ONLY.page} - 工程设计业务管理`);
  await expect(labels(page)).toHaveText(['工作台', '通知公告', '关于我们']);

  // The keyboard reaches the same menu: Shift+F10 on the focused tab.
  await tab(page, '通知公告').focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(labels(page)).toHaveText(['工作台']);
  await expect(page).toHaveURL(app.url('/desk/index'));
  // A single remaining tab is never closable, not even from its context menu.
  await tab(page, '工作台').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveCount(0);

  // A target query opens the page in a new window instead of a tab.
  const [board] = await Promise.all([context.waitForEvent('page'), page.getByTestId('board-button').click()]);
  await board.waitForLoadState();
  await expect(board).toHaveURL(app.url('/board/index'));
  await expect(board.getByTestId('board-index')).toBeVisible();
  await board.close();

  const [other] = await Promise.all([context.waitForEvent('page'), app.goto('/notice/index?target=_blank')]);
  await other.waitForLoadState();
  await expect(other).toHaveURL(app.url('/notice/index'));
  await expect(page).toHaveURL(app.url('/desk/index'));
  await expect(labels(page)).toHaveText(['工作台']);
  await other.close();
});

test('a cached page comes back at the scroll position it was left at, one it could not reach on return included, on a busy machine too', async ({ app, page }) => {
  await page.setViewportSize({ width: 1280, height: 320 });
  await app.signIn(SS_ADMIN);
  // 客户跟进 is a cached (keepAlive) page of the menu; the workbench is not.
  await visit(app, page, '/customer/follow', '客户跟进');
  const main = page.getByTestId('main-content');
  await expect(main).not.toBeEmpty();
  await expect.poll(() => main.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(60);
  await main.evaluate((el) => el.scrollTo(0, 60));
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
  await tab(page, '工作台').click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  // In a tall window the page fits and the browser can only show its top...
  await page.setViewportSize({ width: 1280, height: 1400 });
  await tab(page, '客户跟进').click();
  await expect(page).toHaveURL(app.url('/customer/follow'));
  await expect.poll(() => main.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThan(60);
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0);
  // ...which is not taken for where the person left it: back in a small window, it returns there.
  await tab(page, '工作台').click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  await page.setViewportSize({ width: 1280, height: 320 });
  await tab(page, '客户跟进').click();
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);

  await tab(page, '工作台').click();
  await expect(page).toHaveURL(app.url('/desk/index'));
  // A busy machine and a slow link: the address changes well before the workbench is drawn, and the
  // page's content arrives late. The tab clicked back at once still opens it, and the page waits
  // for its content to return to where it was left.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.route('**/bridge/call', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return route.fallback();
  });
  await tab(page, '客户跟进').click();
  await expect(page).toHaveURL(app.url('/customer/follow'));
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
});
