import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { up as addVoidButtons } from '../../../src/server/db/migrations/2026-11-29-068-invoice-void';
import { up as addFinanceMenus } from '../../../src/server/db/migrations/2026-11-29-069-finance-menus';
import { up as addFinanceReports } from '../../../src/server/db/migrations/2026-11-30-071-finance-reports';
import { addTemplateEntries, removeTemplateEntries } from '../../../src/server/db/migrations/support/templateEntries';
import type { MenuTemplate } from '../../../src/server/seed/menu-template/types';
import { chainKeys } from '../../../src/server/seed/menus';
import { expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const MANAGERS: MenuTemplate['roles'] = ['administrator', 'manager'];
const ADMINS: MenuTemplate['roles'] = ['administrator'];
const CONTRACTING: MenuTemplate['categories'] = ['ss', 'kj', 'gl', 'sj', 'pt'];

/** The finance area as the template file declared it before issue 17 (git show 1cea19c^:src/server/seed/menu-template/business.ts). */
const FINANCE_BEFORE_ISSUE_17: MenuTemplate[] = [
  {
    code: 'finance',
    name: '财务管理',
    path: '/finance',
    icon: 'icon-finance',
    children: [
      {
        code: 'finance_invoice',
        name: '发票管理',
        path: '/finance/invoice',
        categories: [...CONTRACTING!, 'yz'],
        buttons: [
          { code: 'invoice_add', name: '开具发票' },
          { code: 'invoice_supplement', name: '补充发票信息' },
          { code: 'invoice_delete', name: '删除发票', roles: ADMINS },
        ],
      },
      {
        code: 'finance_arrive',
        name: '到账管理',
        path: '/finance/arrive',
        categories: [...CONTRACTING!, 'yz'],
        buttons: [
          { code: 'arrive_add', name: '登记到账' },
          { code: 'arrive_write_off', name: '到账核销', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_payment',
        name: '请款付款',
        path: '/finance/payment',
        buttons: [
          { code: 'payment_request', name: '发起请款' },
          { code: 'payment_pay', name: '登记付款', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_deposit',
        name: '合作费管理',
        path: '/finance/deposit',
        buttons: [
          { code: 'deposit_add', name: '缴纳合作费' },
          { code: 'deposit_return', name: '退还合作费', roles: ADMINS },
        ],
      },
      {
        code: 'finance_bid_deposit',
        name: '投标保证金',
        path: '/finance/bid-deposit',
        categories: CONTRACTING,
        buttons: [
          { code: 'bid_deposit_add', name: '新增保证金' },
          { code: 'bid_deposit_refund', name: '保证金退还' },
        ],
      },
      {
        code: 'finance_tender',
        name: '招投标管理',
        path: '/finance/tender',
        categories: CONTRACTING,
        buttons: [
          { code: 'tender_add', name: '新增投标' },
          { code: 'tender_feedback', name: '投标反馈' },
        ],
      },
      { code: 'finance_income', name: '收入管理', path: '/finance/income', categories: ['ss', 'kj', 'gl', 'pt'] },
      { code: 'finance_other_fee', name: '其他支出', path: '/finance/other-fee', categories: CONTRACTING },
    ],
  },
];

const KJ = '100002';
const SJ = '100004';
const SC = '100008';
const NEW_SCREENS = ['/finance/platform-invoice', '/finance/platform-arrive', '/finance/payment'];

const paths = (nodes: MenuRoute[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
const codes = (nodes: ButtonNode[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)]);

/**
 * Issue 17's finance menus reach a database made before it (migrations 068 and 069): each organisation
 * ends up with the finance menu, buttons and grants a new organisation of its category gets, and a
 * second run changes nothing.
 */
describe.each(BACKENDS)('finance menus for a database from before issue 17 (migrations 068, 069, 071) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient, sjStaff: ApiClient, sc: ApiClient, scStaff: ApiClient, yz: ApiClient, kj: ApiClient, operator: ApiClient;
  const k = () => db as unknown as Kysely<unknown>;
  const routes = async (api: ApiClient) => paths(expectOk<MenuRoute[]>(await api.call(endpoints.menuRoutes)));
  const buttons = async (api: ApiClient) => codes(expectOk<ButtonNode[]>(await api.call(endpoints.menuButtons)));

  /** Every organisation's finance rows as chain of codes, name and the role aliases granted: what a user can be shown. */
  const financeMenus = async () => {
    const menus = await db.selectFrom('menu').select(['id', 'parent_id', 'code', 'name', 'tenant_id']).execute();
    const grants = await db.selectFrom('role_menu').innerJoin('role', 'role.id', 'role_menu.role_id').select(['role_menu.menu_id', 'role.alias']).execute();
    const keys = chainKeys(menus);
    return menus
      .map((m) => ({ m, key: keys.get(m.id)! }))
      .filter(({ key }) => key.split('/')[0] === 'finance')
      .map(({ m, key }) => `${m.tenant_id} ${key} ${m.name} [${grants.filter((g) => g.menu_id === m.id).map((g) => g.alias).sort().join(',')}]`)
      .sort();
  };
  const counts = async () => ({
    template: (await db.selectFrom('menu_template').select('id').execute()).length,
    menus: (await db.selectFrom('menu').select('id').execute()).length,
    grants: (await db.selectFrom('role_menu').select('menu_id').execute()).length,
  });

  let provisionedToday: string[];
  let before: { sj: string[]; yz: string[]; sc: string[]; scButtons: string[] };

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, sc, yz, kj, operator] = await signIn(server, 'sj_admin', 'sc_admin', 'yz_admin', 'kj_admin', 'admin');
    // Staff members (not among signIn's accounts) of the design institute and the production team.
    [sjStaff, scStaff] = [apiClient(server.url), apiClient(server.url)];
    await sjStaff.login('sj_staff', SJ);
    await scStaff.login('sc_staff', SC);
    // A database seeded today holds what provisioning gives each category now.
    provisionedToday = await financeMenus();

    // An older database: the finance area of the file before issue 17, in the template and in every organisation.
    await removeTemplateEntries(k(), ['finance']);
    await addTemplateEntries(k(), FINANCE_BEFORE_ISSUE_17, ['finance']);
    before = { sj: await routes(sj), yz: await routes(yz), sc: await routes(sc), scButtons: await buttons(sc) };
    // The technology company is on a package naming every entry its template had then.
    const ids = (await db.selectFrom('menu_template').select('id').execute()).map((r) => r.id).join(',');
    await db.insertInto('tenant_package').values({ id: '990001', tenant_id: OPERATOR_TENANT, package_name: '升级前套餐', menu_ids: ids, remark: '', create_user: '', create_time: '2026-11-01 00:00:00', update_time: '2026-11-01 00:00:00' }).execute();
    await db.updateTable('tenant').set({ package_id: '990001' }).where('tenant_id', '=', KJ).execute();

    await addVoidButtons(k());
    await addFinanceMenus(k());
    await addFinanceReports(k());
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('the simulated older database is the one before issue 17', () => {
    for (const screen of ['/finance/platform-invoice', '/finance/platform-arrive']) expect(before.sj).not.toContain(screen);
    expect(before.yz).toEqual(expect.arrayContaining(['/finance/invoice', '/finance/arrive']));
    expect(before.sc).toContain('/finance/payment');
    expect(before.sc).not.toContain('/finance/request');
    expect(before.scButtons).toContain('payment_request');
  });

  it.skipIf(skip)('every organisation has the finance menu, names and grants a new organisation of its category gets', async () => {
    expect(await financeMenus()).toEqual(provisionedToday);
    // No grant is left on a menu row that was taken away.
    const orphans = await db.selectFrom('role_menu').leftJoin('menu', 'menu.id', 'role_menu.menu_id').select('role_menu.menu_id').where('menu.id', 'is', null).execute();
    expect(orphans).toEqual([]);
  });

  it.skipIf(skip)('the design institute administrator gets the new screens and their buttons; a role the template does not name does not', async () => {
    expect(await routes(sj)).toEqual(expect.arrayContaining(['/finance/invoice', '/finance/arrive', ...NEW_SCREENS, '/finance/report']));
    expect(await routes(sj)).not.toContain('/finance/request');
    const admin = await buttons(sj);
    const adminOnly = ['platform_invoice_delete', 'platform_arrive_delete', 'invoice_void', 'platform_invoice_void', 'payment_pay', 'payment_refuse', 'income_delete'];
    expect(admin).toEqual(expect.arrayContaining(['finance_platform_invoice', 'platform_invoice_add', 'platform_invoice_edit', 'platform_arrive_write_off', 'invoice_edit', 'arrive_edit', 'arrive_delete', 'other_fee_add', ...adminOnly.filter((c) => c !== 'income_delete')]));
    // The design institute is not offered income; a staff member is not given managers' and administrators' buttons.
    expect(admin).not.toContain('income_delete');
    expect(admin).not.toContain('payment_request');
    const staff = await buttons(sjStaff);
    expect(staff).toEqual(expect.arrayContaining(['platform_invoice_add', 'platform_arrive_add', 'invoice_edit']));
    for (const code of adminOnly) expect(staff).not.toContain(code);
  });

  it.skipIf(skip)('a production team gets the requests screen instead of payments; the owner unit loses invoices and arrivals; the operator gets no finance', async () => {
    expect(await routes(sc)).toContain('/finance/request');
    expect(await routes(sc)).not.toContain('/finance/payment');
    expect(await buttons(sc)).toEqual(expect.arrayContaining(['payment_request', 'payment_request_delete']));
    expect(await buttons(scStaff)).toContain('payment_request');
    expect(await buttons(scStaff)).not.toContain('payment_request_delete');

    const owner = await routes(yz);
    for (const screen of ['/finance/invoice', '/finance/arrive', '/finance/platform-invoice', '/finance/platform-arrive', '/finance/payment', '/finance/request', '/finance/report']) expect(owner).not.toContain(screen);
    expect(owner).toContain('/finance/deposit');

    expect((await routes(operator)).filter((p) => p.startsWith('/finance'))).toEqual([]);
    expect(await db.selectFrom('menu').select('id').where('tenant_id', '=', OPERATOR_TENANT).where('code', 'like', 'finance%').execute()).toEqual([]);
  });

  it.skipIf(skip)('an organisation on a package gets the new entries outside its package, as one provisioned on it today', async () => {
    const own = await db.selectFrom('menu').select('code').where('tenant_id', '=', KJ).where('code', 'in', ['finance_platform_invoice', 'invoice_void']).execute();
    expect(own.map((m) => m.code).sort()).toEqual(['finance_platform_invoice', 'invoice_void']);
    const shown = await routes(kj);
    expect(shown).toContain('/finance/invoice');
    expect(shown).not.toContain('/finance/platform-invoice');
    expect(await buttons(kj)).not.toContain('invoice_void');
  });

  it.skipIf(skip)('a second run changes nothing', async () => {
    const once = await counts();
    await addVoidButtons(k());
    await addFinanceMenus(k());
    await addFinanceReports(k());
    expect(await counts()).toEqual(once);
    expect(await financeMenus()).toEqual(provisionedToday);
  });
});
