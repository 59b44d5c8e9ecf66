/**
 * The list-and-drawer framework proven on customers (spec 1 §2, §5) in Chromium through browser
 * mode: add, edit, view, delete with and without selection, search and paging, the drawer's
 * behaviour and a draft coming back after a reload (the form's messages: tests/component/customer-forms.test.tsx).
 */
import type { Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';
import { withServerDb } from './support/serverDb';

const KJ_ADMIN = { tenantId: '100002', username: 'kj_admin' };

// Each journey walks several forms or seeds hundreds of records: well past the default 45 s on a loaded machine.
test.describe.configure({ timeout: 150_000 });

async function seed(app: App, count: number, prefix: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const result = await app.bridge<{ ok: boolean }>('api.call', {
      module: 'system',
      path: 'cust_attention/submit',
      method: 'POST',
      body: { compName: `${prefix}${String(i).padStart(2, '0')}`, legal: '王五', areaCode: '110101', contacts: '赵六', phone: '13900000000' },
    });
    expect(result.ok).toBe(true);
  }
}

async function pick(page: Page, name: string, option?: string): Promise<void> {
  await page.getByRole('combobox', { name, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

async function openList(app: App, page: Page): Promise<void> {
  await app.signIn(KJ_ADMIN);
  await app.goto('/customer/follow');
  await expect(page.getByTestId('list-customers')).toBeVisible({ timeout: 30_000 });
}

const drawer = (page: Page) => page.getByTestId('crud-drawer');
const list = (page: Page) => page.getByTestId('list-customers');
const field = (page: Page, label: string) => drawer(page).getByRole('textbox', { name: label, exact: true });

// The shared schema's inline messages are proven in tests/component/customer-forms.test.tsx, the
// server's in tests/integration/server/customers.test.ts. Each journey signs in once and walks the
// list; every fresh page reloads the whole app.
test('add from the drawer (60% wide, kept on a backdrop click), a draft back after a reload, edit, view read-only, delete with and without selection', async ({ app, page }) => {
  await openList(app, page);
  await seed(app, 2, '待编辑客户');
  await page.getByTestId('crud-add').click();
  await expect(drawer(page)).toBeVisible();
  // 60% wide, a submit button and no reset.
  const box = (await drawer(page).boundingBox())!;
  expect(Math.round((box.width / 1280) * 100)).toBe(60);
  await expect(drawer(page).getByRole('button', { name: '重置' })).toHaveCount(0);
  await expect(drawer(page).getByTestId('customer-status')).toHaveValue('跟进中');
  await expect(drawer(page).getByTestId('creator-name')).not.toHaveValue('');
  await page.mouse.click(50, 400);
  await expect(drawer(page)).toBeVisible();

  await field(page, '企业名称').fill('中关村智能设计有限公司');
  await field(page, '法人').fill('张三');
  await field(page, '联系人').fill('李四');
  await field(page, '联系电话').fill('13800000009');
  await pick(page, '省');
  await pick(page, '市');
  await pick(page, '区县');
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByTestId('crud-row').filter({ hasText: '中关村智能设计有限公司' })).toBeVisible();

  // A draft is kept as the person types (debounced): wait for the core to have it, then reload.
  await page.getByTestId('crud-add').click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/bridge/call') && (r.request().postData() ?? '').includes('草稿联系人') && (r.request().postData() ?? '').includes('drafts.save'));
  await field(page, '企业名称').fill('草稿中的客户');
  await field(page, '联系人').fill('草稿联系人');
  await saved;
  await page.reload();
  await expect(page.getByTestId('list-customers')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('crud-add').click();
  await expect(field(page, '企业名称')).toHaveValue('草稿中的客户');
  await expect(field(page, '联系人')).toHaveValue('草稿联系人');
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  await expect(drawer(page)).toBeHidden();

  await list(page).getByRole('textbox', { name: '企业名称' }).fill('待编辑客户');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByTestId('crud-row').filter({ hasText: '待编辑客户00' });
  await row.getByRole('button', { name: '编辑' }).click();
  // The edit form accepts a legal person of 30 characters.
  await field(page, '法人').fill('法'.repeat(30));
  await drawer(page).getByTestId('crud-submit').click();
  await expect(page.getByText('更新成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row').filter({ hasText: '法'.repeat(30) })).toBeVisible();

  await row.getByRole('button', { name: '查看' }).click();
  await expect(field(page, '企业名称')).toHaveValue('待编辑客户00');
  await expect(field(page, '企业名称')).toBeDisabled();
  await expect(drawer(page).getByTestId('crud-submit')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: '关闭' }).click();

  await page.getByTestId('crud-remove-selected').click();
  await expect(page.getByText('请选择至少一条数据').first()).toBeVisible();
  await page.getByRole('checkbox', { name: '全选' }).check();
  await page.getByTestId('crud-remove-selected').click();
  await page.getByTestId('crud-confirm').click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByTestId('crud-row')).toHaveCount(0);
});

test('search resets to page 1; paging with sizes, pager and jumper; a 200-row page keeps only the rows in view in the document; a tenantId on the address goes with the list calls', async ({ app, page }) => {
  await app.signIn(KJ_ADMIN);
  await seed(app, 12, '分页客户');
  const prefix = `虚拟滚动${Date.now() % 100000}-`;
  withServerDb(app.host, (db) => {
    const creator = db.prepare("select p.user_id, p.dept_id from post p join app_user u on u.id = p.user_id where u.account = 'kj_admin' and p.tenant_id = '100002'").get() as { user_id: string; dept_id: string };
    const insert = db.prepare(
      "insert into customer (id, tenant_id, comp_name, legal, area_code, contacts, phone, status, create_user, create_dept, create_time, update_time) values (?, '100002', ?, '王五', '110101', '赵六', '13900000000', 0, ?, ?, ?, ?)",
    );
    const base = Date.now() % 1_000_000_000;
    db.transaction(() => {
      for (let i = 0; i < 205; i++) {
        const at = `2026-01-01 00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
        insert.run(`9${base}${String(i).padStart(3, '0')}`, `${prefix}${String(i).padStart(3, '0')}`, creator.user_id, creator.dept_id, at, at);
      }
    })();
  });
  try {
    const queries: Record<string, unknown>[] = [];
    await page.route('**/bridge/call', async (route) => {
      const body = route.request().postDataJSON() as { method: string; args?: { path?: string; query?: Record<string, unknown> }[] };
      if (body.method === 'api.call' && body.args?.[0]?.path === 'cust_attention/page') queries.push(body.args[0].query ?? {});
      return route.fallback();
    });
    await app.goto('/customer/follow?tenantId=100002');
    await list(page).getByRole('textbox', { name: '企业名称' }).fill('分页客户');
    await list(page).getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByTestId('pagination')).toContainText('共 12 条');
    await expect(page.getByTestId('crud-row')).toHaveCount(10);
    await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByTestId('crud-row')).toHaveCount(2);
    await list(page).getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByTestId('pagination').getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('textbox', { name: '页码' }).fill('2');
    await page.getByRole('textbox', { name: '页码' }).press('Enter');
    await expect(page.getByTestId('crud-row')).toHaveCount(2);
    await pick(page, '每页条数', '30条/页');
    await expect(page.getByTestId('crud-row')).toHaveCount(12);
    await list(page).getByRole('textbox', { name: '企业名称' }).fill('分页客户11');
    await list(page).getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByTestId('crud-row')).toHaveCount(1);
    expect(await list(page).getByRole('textbox', { name: '企业名称' }).getAttribute('maxlength')).toBe('100');

    await list(page).getByRole('textbox', { name: '企业名称' }).fill(prefix);
    await list(page).getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByTestId('pagination')).toContainText('共 205 条');
    await page.getByRole('combobox', { name: '每页条数', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['10条/页', '30条/页', '50条/页', '100条/页', '200条/页']);
    await page.getByRole('option', { name: '200条/页' }).click();
    const table = page.getByTestId('crud-table');
    await expect(table).toHaveAttribute('aria-rowcount', '201');
    const inDocument = await page.getByTestId('crud-row').count();
    expect(inDocument).toBeGreaterThan(0);
    expect(inDocument).toBeLessThan(60);
    // Newest first: the oldest of the page is the last row, rendered only once scrolled to.
    await expect(page.getByTestId('crud-row').filter({ hasText: `${prefix}005` })).toHaveCount(0);
    await table.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByTestId('crud-row').filter({ hasText: `${prefix}005` })).toBeVisible();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.tenantId === '100002')).toBe(true);
  } finally {
    withServerDb(app.host, (db) => db.prepare('delete from customer where comp_name like ?').run(`${prefix}%`));
  }
});
