/**
 * The app with its server stopped, in Chromium through browser mode: what was opened before still
 * renders (from the core's SQLite cache) under a calm 网络已断开 banner, what was not says so, and
 * live data returns by itself; a form's draft survives a reload, an offline submit waits in the
 * outbox as pending, and is created exactly once when the server is back.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { App, PICTURES } from './support/fixtures';
import { startOfflineHost, type OfflineHost } from './support/offlineHost';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = 'tests/.artifacts';
const SJ_ADMIN = { tenantId: '100004', username: 'sj_admin' };
/** The server comes back within a probe or two (1 s apart at most here), then queries refetch. */
const BACK_ONLINE = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });

let host: OfflineHost;

test.beforeAll(async () => {
  // Starting a server and a host (each a tsx process) takes a while on a busy machine.
  test.setTimeout(180_000);
  mkdirSync(ARTIFACTS, { recursive: true });
  host = await startOfflineHost(root);
});
test.afterAll(async () => {
  await host?.close();
});
test.afterEach(async () => {
  // Whatever a test did, the next one starts with its server up.
  await host.startServer();
});

async function openApp(page: Page, language: 'zh' | 'en' = 'zh'): Promise<App> {
  const app = new App(page, host.launchUrl);
  await app.launch();
  await app.reset();
  await app.bridge('settings.update', { language });
  return app;
}

type ApiAnswer<T> = { ok: boolean; data: T };
type FeedbackPage = { records: { title: string }[] };

async function saveFeedback(app: App, title: string): Promise<void> {
  const saved = await app.bridge<ApiAnswer<unknown>>('api.call', { module: 'system', path: 'feedback/save', method: 'POST', body: { type: 1, title } });
  expect(saved.ok, 'feedback saved').toBe(true);
}

async function recordsTitled(app: App, title: string): Promise<number> {
  const list = await app.bridge<ApiAnswer<FeedbackPage>>('api.call', { module: 'system', path: 'feedback/list', method: 'GET', query: { size: -1, title } });
  return list.data.records.filter((r) => r.title === title).length;
}

test('what was opened before renders with the server stopped, under the banner; the rest says so; live data returns without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const app = await openApp(page);
  await app.signIn(SJ_ADMIN);
  const title = `离线可读-${Date.now()}`;
  await saveFeedback(app, title);
  await page.reload();

  // Opened once while online: a detail (user-info), lists (organisations, feedback), a dictionary, a region level.
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page.getByTestId('org-category-100004')).toHaveText('设计公司');
  await expect(page.getByTestId('recent-feedback')).toContainText(title);
  await page.getByRole('button', { name: '展开 广东省' }).click();
  await expect(page.getByRole('button', { name: '展开 广州市' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeHidden();

  await host.stopServer();
  // The app opened again with the server down.
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('网络已断开');
  await expect(banner).toContainText(/当前显示的是 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 的数据/);
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page.getByTestId('org-category-100004')).toHaveText('设计公司');
  await expect(page.getByTestId('recent-feedback')).toContainText(title);
  await page.getByRole('button', { name: '展开 广东省' }).click();
  await expect(page.getByRole('button', { name: '展开 广州市' })).toBeVisible();

  // Never opened: said plainly, no error.
  await page.getByRole('button', { name: '展开 北京市' }).click();
  const unavailable = page.getByTestId('regions').getByTestId('offline-unavailable');
  await expect(unavailable).toContainText('离线时无法查看');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/offline-banner-zh.png`, animations: 'disabled' });

  await host.startServer();
  await expect(banner).toBeHidden(BACK_ONLINE);
  await expect(unavailable).toBeHidden(BACK_ONLINE);
  await expect(page.getByRole('button', { name: '展开 市辖区' }).first()).toBeVisible();
  expect(app.consoleErrors).toEqual([]);
});

test('screens never opened while online say calmly that they are not available offline', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await openApp(page);
  await app.signIn(SJ_ADMIN);
  await host.stopServer();
  for (const path of ['/notice', '/info/index?tab=cert']) {
    await app.goto(path);
    await expect(page.getByTestId('offline-banner')).toContainText('网络已断开');
    await expect(page.getByTestId('offline-unavailable')).toContainText('离线时无法查看');
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(app.consoleErrors).toEqual([]);
});

test('a draft survives a reload; a submit with the server stopped waits as pending and is created once when it is back', async ({ page }) => {
  test.setTimeout(120_000);
  const app = await openApp(page);
  await app.signIn(SJ_ADMIN);
  const title = `断网提交-${Date.now()}`;

  await page.getByRole('button', { name: '提交反馈' }).click();
  const drawer = page.getByRole('alertdialog', { name: '意见反馈' });
  await drawer.getByLabel('提交类型').selectOption('1');
  await drawer.getByLabel('标题').fill(title);
  await drawer.getByLabel('意见建议').fill('网络断开也不能丢');
  await expect.poll(async () => (await app.bridge<ApiAnswer<{ data: { opinion?: string } } | null>>('drafts.get', 'feedback:new')).data?.data.opinion).toBe('网络断开也不能丢');

  // A crash or a restart: the same form opened again offers the input back.
  await page.reload();
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(drawer.getByTestId('draft-restored')).toContainText('已恢复');
  await expect(drawer.getByLabel('标题')).toHaveValue(title);
  await expect(drawer.getByLabel('意见建议')).toHaveValue('网络断开也不能丢');

  await host.stopServer();
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '提交确认' });
  await expect(confirm).toContainText('是否确认提交当前反馈信息？');
  await confirm.getByRole('button', { name: '确定' }).click();
  // Pending, shown as pending: never as saved.
  await expect(drawer.getByTestId('draft-waiting')).toContainText('等待网络');
  await expect(drawer.getByLabel('标题')).toBeDisabled();
  const bar = page.getByTestId('outbox-bar');
  await expect(bar).toContainText('1 项提交等待网络');
  await expect(page.getByTestId('feedback-saved')).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}/outbox-pending-form-zh.png`, animations: 'disabled' });

  await drawer.getByRole('button', { name: '关闭' }).click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/outbox-bar-zh.png`, animations: 'disabled' });
  await bar.getByRole('button', { name: '查看' }).click();
  const panel = page.getByTestId('outbox-panel');
  await expect(panel.getByTestId('outbox-item')).toContainText(`意见反馈：${title}`);
  await expect(panel.getByTestId('outbox-item')).toContainText('等待网络');
  await page.screenshot({ path: `${ARTIFACTS}/outbox-pending-zh.png`, animations: 'disabled' });
  await panel.getByRole('button', { name: '关闭' }).last().click();

  await host.startServer();
  await expect(bar).toContainText('1 项提交已有结果', BACK_ONLINE);
  await expect(page.getByTestId('recent-feedback')).toContainText(title, BACK_ONLINE);
  expect(await recordsTitled(app, title)).toBe(1);

  await bar.getByRole('button', { name: '查看' }).click();
  await expect(panel.getByTestId('outbox-item')).toContainText('已提交');
  await expect(panel.getByTestId('outbox-item')).toContainText('新增成功');
  await panel.getByRole('button', { name: '知道了' }).click();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');

  // The submit succeeded, so its draft is gone: the form opens empty.
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(drawer.getByLabel('标题')).toHaveValue('');
  await expect(drawer.getByTestId('draft-restored')).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});

test('a submit answered at once shows the server’s message and creates one record', async ({ page }) => {
  const app = await openApp(page);
  await app.signIn(SJ_ADMIN);
  const title = `在线提交-${Date.now()}`;
  await page.getByRole('button', { name: '提交反馈' }).click();
  const drawer = page.getByRole('alertdialog', { name: '意见反馈' });
  // Validation first on submit, with the spec's messages, then on every change.
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  await expect(drawer).toContainText('请选择提交类型');
  await expect(drawer).toContainText('请填写标题');
  await drawer.getByLabel('提交类型').selectOption('2');
  await drawer.getByLabel('标题').fill(title);
  await expect(drawer).not.toContainText('请填写标题');
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('alertdialog', { name: '提交确认' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('feedback-saved')).toHaveText('新增成功');
  await expect(page.getByTestId('recent-feedback')).toContainText(title);
  expect(await recordsTitled(app, title)).toBe(1);
  expect(app.consoleErrors).toEqual([]);
});

test('a waiting submit the server refuses when it is finally sent reopens its form with the input intact', async ({ page }) => {
  test.setTimeout(120_000);
  const app = await openApp(page);
  await app.signIn(SJ_ADMIN);
  const title = `被拒绝-${Date.now()}`;
  await page.getByRole('button', { name: '提交反馈' }).click();
  const drawer = page.getByRole('alertdialog', { name: '意见反馈' });
  await drawer.getByLabel('提交类型').selectOption('3');
  await drawer.getByLabel('标题').fill(title);
  await expect.poll(async () => (await app.bridge<ApiAnswer<{ data: { title?: string } } | null>>('drafts.get', 'feedback:new')).data?.data.title).toBe(title);
  const { idempotencyKey } = (await app.bridge<ApiAnswer<{ idempotencyKey: string }>>('drafts.get', 'feedback:new')).data;

  await host.stopServer();
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('alertdialog', { name: '提交确认' }).getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByTestId('draft-waiting')).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  // While the server is down, its records come to hold this key for another request (as if another
  // device had used it): when the waiting submit arrives, the server refuses it (422).
  const db = new Database(host.serverDbFile);
  try {
    const user = db.prepare("SELECT id FROM app_user WHERE account = 'sj_admin'").get() as { id: string };
    db.prepare(
      "INSERT INTO idempotency_key (tenant_id, user_id, idem_key, fingerprint, method, path, status, content_type, body, create_time) VALUES ('100004', ?, ?, 'another-request', 'POST', '/elsewhere', 200, 'application/json', '{}', strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime'))",
    ).run(user.id, idempotencyKey);
  } finally {
    db.close();
  }

  await host.startServer();
  // The form opens again by itself, says why, and still holds what was typed.
  await expect(drawer).toBeVisible(BACK_ONLINE);
  await expect(drawer.getByTestId('draft-failed')).toContainText('该幂等键已用于内容不同的提交');
  await expect(drawer.getByLabel('标题')).toHaveValue(title);
  await expect(drawer.getByLabel('标题')).toBeEnabled();
  expect(await recordsTitled(app, title)).toBe(0);
  await page.screenshot({ path: `${ARTIFACTS}/outbox-refused-zh.png`, animations: 'disabled' });

  // The key the server refused is spent; the corrected form goes under a new one, once.
  await drawer.getByLabel('标题').fill(`${title}-改`);
  await drawer.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('alertdialog', { name: '提交确认' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('feedback-saved')).toHaveText('新增成功');
  expect(await recordsTitled(app, `${title}-改`)).toBe(1);
  await expect(page.getByTestId('outbox-bar')).toBeHidden();
  expect(app.consoleErrors).toEqual([]);
});

test("organisation A's cache is not shown after switching to B, and nothing remains after sign-out", async ({ page }) => {
  test.setTimeout(120_000);
  const app = await openApp(page);
  await app.signIn({ tenantId: '100004', username: 'multi' });
  const onlyA = `只属于A-${Date.now()}`;
  await saveFeedback(app, onlyA);
  await page.reload();
  await expect(page.getByTestId('recent-feedback')).toContainText(onlyA);

  const posts = await app.bridge<ApiAnswer<{ tenantId: string; deptId: string; roleId: string }[]>>('api.call', { module: 'system', path: 'client/user-biz-list', method: 'GET' });
  const b = posts.data.find((p) => p.tenantId === '100006')!;
  expect((await app.bridge<{ ok: boolean }>('session.switchOrg', { tenantId: b.tenantId, deptId: b.deptId, roleId: b.roleId })).ok).toBe(true);
  await page.reload();
  await expect(page.getByTestId('recent-feedback')).toBeVisible();
  await expect(page.getByTestId('recent-feedback')).not.toContainText(onlyA);

  await host.stopServer();
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('recent-feedback')).toBeVisible();
  await expect(page.getByTestId('recent-feedback')).not.toContainText(onlyA);

  await host.startServer();
  await expect(page.getByTestId('offline-banner')).toBeHidden(BACK_ONLINE);
  await app.bridge('session.logout');
  await expect(page).toHaveURL(app.url('/login'));
  expect(readdirSync(host.cacheDir).filter((f) => f.endsWith('.sqlite'))).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
});

test('pictures in English: the banner and the pending outbox', PICTURES, async ({ page }) => {
  test.setTimeout(120_000);
  const app = await openApp(page, 'en');
  await app.goto('/login');
  await app.submitLogin(SJ_ADMIN, { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' });
  await expect(page).toHaveURL(app.url('/desk/index'));
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await expect(page.getByTestId('recent-feedback')).toBeVisible();

  await host.stopServer();
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('You are offline');
  await expect(banner).toContainText(/Showing data from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('desk-identity-account')).toHaveText('sj_admin');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}/offline-banner-en.png`, animations: 'disabled' });

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const drawer = page.getByRole('alertdialog', { name: 'Feedback' });
  await drawer.getByLabel('Type').selectOption('3');
  await drawer.getByLabel('Title').fill(`offline-en-${Date.now()}`);
  await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm submission' }).getByRole('button', { name: 'OK' }).click();
  await expect(drawer.getByTestId('draft-waiting')).toBeVisible();
  await expect(page.getByTestId('outbox-bar')).toContainText('1 submission waiting for the network');
  await page.screenshot({ path: `${ARTIFACTS}/outbox-pending-form-en.png`, animations: 'disabled' });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('outbox-bar').getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('outbox-item')).toContainText('Waiting for network');
  await page.screenshot({ path: `${ARTIFACTS}/outbox-pending-en.png`, animations: 'disabled' });
  // Cancelled: nothing is sent when the server is back, and the draft stays.
  await page.getByRole('button', { name: 'Cancel submission' }).click();
  await expect(page.getByTestId('outbox-item')).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});
