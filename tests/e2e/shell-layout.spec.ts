import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };

/** The marquee's titles are whole and clear of each other; focus pauses it, Enter opens a notice that is then read. */
async function checkMarqueeAndDrawer(page: Page) {
  const marquee = page.getByTestId('notice-marquee');
  // Each title is whole and clear of the next one, also where the strip loops to its copy.
  const boxes = await marquee.locator('button').evaluateAll((buttons) => buttons.map((b) => ({ left: b.getBoundingClientRect().left, right: b.getBoundingClientRect().right, cut: b.scrollWidth > b.clientWidth + 1 })));
  expect(boxes.length).toBe(4);
  for (const [i, box] of boxes.entries()) {
    expect(box.cut).toBe(false);
    if (i > 0) expect(box.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
  }

  const unread = page.getByTestId('messages-badge');
  await expect(unread).toHaveText('1');
  // The strip moves; focusing a notice pauses it (as hovering does), and Enter opens it.
  await marquee.getByTestId('marquee-notice').filter({ hasText: '2026年度项目档案归档工作安排' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('notice-drawer');
  await expect(drawer).toContainText('请各项目组于每阶段成果提交后五个工作日内完成归档');
  await expect(page.getByTestId('messages-badge')).toHaveCount(0);
  await page.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();
}

test.describe('top bar', () => {
  test('the marquee is 28px tall, lists open notices only, and opens a notice in a drawer that marks it read; the unread badge shows at most 99 and the workbench reloads the count on entry', async ({ app, page }) => {
    // Two people, one after the other: more than the default on a loaded machine.
    test.slow();
    // The marquee asks for category 1 and keeps status 1: a category-1 notice that is not open (status 0)
    // comes back from the server and must be left out by that rule, not by the category.
    const closedId = `8${String(Date.now()).slice(-9)}0001`;
    withServerDb(app.host, (db) =>
      db
        .prepare("insert into notice (id, tenant_id, category, title, content, status, create_user, create_time) values (?, '100007', 1, '未发布的草稿通知', '<p>x</p>', 0, '0', '2026-01-02 00:00:00')")
        .run(closedId),
    );
    try {
      await app.signIn({ tenantId: '100007', username: 'zy_admin' });
      expect(
        (await app.bridge<{ ok: boolean; data: { records: { title: string; status: number }[] } }>('api.call', {
          module: 'system',
          path: 'notice/list',
          method: 'GET',
          query: { category: 1, size: -1 },
        })).data.records.find((n) => n.title === '未发布的草稿通知')?.status,
        'the server sends the closed category-1 notice to the marquee',
      ).toBe(0);
      const marquee = page.getByTestId('notice-marquee');
      await expect(marquee).toBeVisible();
      expect((await marquee.boundingBox())!.height).toBe(28);
      await expect(marquee.getByTestId('marquee-notice')).toHaveCount(2);
      await expect(marquee).toContainText('关于系统升级维护的通知');
      await expect(marquee).toContainText('2026年度项目档案归档工作安排');
      await expect(marquee).not.toContainText('未发布的草稿通知');
      await expect(marquee).not.toContainText('关于规范合同附件上传的提示');
      await checkMarqueeAndDrawer(page);
    } finally {
      withServerDb(app.host, (db) => db.prepare('delete from notice where id = ?').run(closedId));
    }
      // Another organisation's person, with one unread notice of their own.
    await app.signOut();
    await app.signIn({ tenantId: '100008', username: 'sc_admin' });
    await expect(page.getByTestId('messages-badge')).toHaveText('1');
    const ids: string[] = [];
    withServerDb(app.host, (db) => {
      const insert = db.prepare("insert into notice (id, tenant_id, category, title, content, status, create_user, create_time) values (?, '100008', 2, ?, '<p>x</p>', 1, '0', '2026-01-01 00:00:00')");
      for (let i = 0; i < 120; i++) {
        const id = `9${String(Date.now()).slice(-9)}${String(i).padStart(4, '0')}`;
        ids.push(id);
        insert.run(id, `批量通知 ${i}`);
      }
    });
    try {
      await app.goto('/notice/index');
      await page.getByTestId('tab-bar').getByRole('tab', { name: '工作台' }).click();
      await expect(page.getByTestId('messages-badge')).toHaveText('99+');
      await expect(page.getByTestId('desk-unread-value')).toHaveText('121');
      await expect(page.getByRole('button', { name: '消息，121 条未读' })).toBeVisible();
      // The workbench's cards (issue 18): party B has its own requests and no invoices; a card's link opens its list in a tab.
      await expect(page.getByTestId('work-requests')).toBeVisible();
      await expect(page.getByTestId('work-invoices')).toHaveCount(0);
      await page.getByTestId('work-requests-open').click();
      await expect(page).toHaveURL(app.url('/finance/request'));
      await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '请款管理' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('finance-request-tab-requests')).toBeVisible();
    } finally {
      withServerDb(app.host, (db) => db.prepare(`delete from notice where id in (${ids.map(() => '?').join(',')})`).run(...ids));
    }
    });

  // Which categories may open the board, and every board page's name: tests/component/shell-route-guards.test.tsx;
  // a design company's missing entry and refused /board: shell-navigation.spec.ts.
  test('an allowed category has the data-board entry, and the board layout renders its pages', async ({ app, page }) => {
    await app.signIn({ tenantId: '100002', username: 'kj_admin' });
    await expect(page.getByTestId('board-button')).toHaveCount(1);
    // /board/list, /board/detail and /board/company have come: tests/e2e/board-views.spec.ts.
    for (const [path, label] of [['/board/index', '数据看板']] as const) {
      await app.goto(path);
      await expect(page).toHaveURL(app.url(path));
      // The board's own frame, not the main layout, around the page the route names.
      await expect(page.getByRole('banner')).toContainText('数据看板');
      await expect(page.getByTestId('sidebar')).toHaveCount(0);
      const coming = page.getByTestId('coming-page');
      await expect(coming.getByRole('heading', { level: 1 })).toHaveText(`${label}即将上线`);
      await expect(coming).toContainText(`页面地址：${path}`);
      await expect(page).toHaveTitle(`${label} - 工程设计业务管理`);
    }
  });

  test('a design company’s top bar: the download QR code, the feedback drawer, the user menu’s pages and logout; the framework-agreement notice until one is signed', async ({ app, page }) => {
    test.slow();
    await app.signIn(SJ_ADMIN);
    await expect(page.getByTestId('framework-notice')).toContainText('贵单位尚未签订框架合作协议');
    // The download entry shows a 126×126 QR code of the download page.
    await page.getByRole('button', { name: '下载客户端' }).click();
    const qr = page.getByTestId('download-qr');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('aria-label', 'https://download.example.com/cem/app');
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeCloseTo(126, 1);
    expect(box.height).toBeCloseTo(126, 1);
    await page.getByRole('button', { name: '下载客户端' }).click();
    await expect(qr).toBeHidden();

    await page.getByTestId('feedback-button').click();
    const drawer = page.getByTestId('feedback-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: '标题' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Every entry of the user menu and where it leads: tests/component/shell-user-menu.test.tsx.
    for (const [item, path] of [
      ['个人信息', '/info/index?tab=user'],
      ['关于我们', '/info/about'],
    ]) {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(app.url(path));
    }

    await expect(page.getByTestId('framework-notice')).toContainText('贵单位尚未签订框架合作协议');
    await app.signOut();

    withServerDb(app.host, (db) =>
      db
        .prepare("insert into framework_agreement (id, tenant_id, name, status, sign_time, expire_time, create_time) values ('99990001', '100004', '补签', 1, '2026-01-01 00:00:00', '2099-01-01 00:00:00', '2099-01-01 00:00:00')")
        .run(),
    );
    try {
      // Absence means something only once the check has answered: wait for its answer, then for the page to take it in.
      const checked = page.waitForResponse((res) => res.url().endsWith('/bridge/call') && !!res.request().postData()?.includes('framework-agreement/checkFramework'));
      await app.signIn(SJ_ADMIN);
      const answer = (await (await checked).json()) as { result?: { ok: boolean; data?: { signed: boolean } } };
      expect(answer.result).toMatchObject({ ok: true, data: { signed: true } });
      await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      await expect(page.getByTestId('framework-notice')).toHaveCount(0);
    } finally {
      withServerDb(app.host, (db) => db.prepare("delete from framework_agreement where id = '99990001'").run());
    }
  });
});
