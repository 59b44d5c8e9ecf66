/**
 * Detail pages in real Chromium, routed as the app routes them: the customer detail's entry of
 * resources/registry.ts taken from appRoutes (its guard and its lazy page), the page reading the
 * record through the renderer's real queries and bridge client. The desktop core is the one mocked
 * part (support/fakeCore.ts); the signed-in person, their menu and buttons are put in the query
 * cache as the shell leaves them there after sign-in.
 */
import { FluentProvider } from '@fluentui/react-components';
import type { ApiCall, BridgeResult } from '@shared/bridge';
import type { Customer } from '@shared/domain/customer';
import type { FollowRecord } from '@shared/domain/followRecord';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { sessionKeys } from '../../src/renderer/src/api/sessionQueries';
import { chooseTab } from '../../src/renderer/src/crud/detail/chooseTab';
import { setupI18n } from '../../src/renderer/src/i18n/setupI18n';
import { appRoutes } from '../../src/renderer/src/router/createAppRouter';
import { menuKeys } from '../../src/renderer/src/shell/menu/menuQueries';
import { pageTitles } from '../../src/renderer/src/shell/tabs/pageTitles';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
// The page's code, loaded with the test rather than by the route on the clock of a test's timeout
// (the route's lazy import then finds it loaded).
import '../../src/renderer/src/resources/customers/CustomerDetailPage';

const CUSTOMER: Customer = {
  id: '20001',
  compName: '滨江设计咨询有限公司',
  legal: '王五',
  areaCode: '110101',
  contacts: '赵六',
  phone: '13900000000',
  wechat: '',
  qq: '',
  email: '',
  remark: '老客户，年底续约',
  status: 1,
  source: '',
  createUser: '1',
  createUserName: '陈晓峰',
  createDept: '1',
  createDeptName: '',
  createTime: '2026-11-20 09:00:00',
};
const RECORD: FollowRecord = {
  id: '30001',
  customerId: CUSTOMER.id,
  startTime: '2026-11-20 14:00:00',
  endTime: '2026-11-20 15:30:00',
  theme: '上门拜访',
  remark: '<p>介绍了<strong>平台功能</strong></p>',
  followerName: '陈晓峰',
  imgList: [],
  createTime: '2026-11-20 16:00:00',
};
/** An id no customer has: the server answers 400 with the customer's own message. */
const GONE = '20999';

const entry = (code: string, path: string): MenuRoute => ({
  id: code,
  parentId: '9',
  code,
  name: code,
  path,
  icon: '',
  sort: 1,
  isShow: 1,
  meta: {},
  children: [],
});
const customerMenu = (): MenuRoute[] => [
  { ...entry('customer', '/customer'), parentId: '0', children: [entry('customer_follow', '/customer/follow'), entry('customer_mine', '/customer/mine')] },
];
const BUTTONS: ButtonNode[] = [{ id: 'b1', code: 'customer_follow', name: '客户跟进', children: [{ id: 'b2', code: 'customer_follow_record', name: '跟进记录', children: [] }] }];
const USER = {
  userId: '1',
  account: 'kj_admin',
  realName: '陈晓峰',
  avatar: '',
  tenantId: '100002',
  deptId: '1',
  roleId: '1',
  roleName: 'manager',
  orgCategory: 'kj' as const,
  orgName: '中科筑云科技有限公司',
  orgCode: '',
  bizType: 1,
};

/** The app's route for /customer/details/{id}, as appRoutes builds it from the registry. */
function detailRoute(routes: RouteObject[]): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === 'customer/details/:id') return route;
    const inner = route.children && detailRoute(route.children);
    if (inner) return inner;
  }
  return undefined;
}

async function open(path: string, menu: MenuRoute[] = customerMenu()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.state(), { user: USER, secretStorage: 'memory' });
  queryClient.setQueryData(menuKeys.routes(), menu);
  queryClient.setQueryData(menuKeys.buttons(), BUTTONS);
  const route = detailRoute(appRoutes(queryClient));
  if (!route) throw new Error('appRoutes has no route for /customer/details/:id');
  const router = createMemoryRouter(
    [
      { path: '/', children: [route] },
      { path: '/404', element: <p>page 404</p> },
      { path: '/403', element: <p>page 403</p> },
      { path: '/customer/follow', element: <p>customer list</p> },
    ],
    { initialEntries: [path] },
  );
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={fluentTheme('default')}>
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { screen, router, address: () => router.state.location.pathname + router.state.location.search };
}

let i18n: I18n;
let refuseGone: { mockRestore(): void } | undefined;
beforeAll(async () => {
  // The app's own set-up of the interface language: the columns' renders translate through it too.
  i18n = await setupI18n('zh');
  // The fake core answers data; a refusal (ok: false, the server's message) is answered here.
  const api = window.cem!.bridge.api;
  const answer = api.call.bind(api);
  refuseGone = vi.spyOn(api, 'call').mockImplementation(async (call: ApiCall) =>
    call.path === 'cust_attention/detail' && call.query?.id === GONE
      ? ({ ok: false, error: { kind: 'invalid', status: 400, code: 400, message: '客户不存在或已删除' } } as BridgeResult<never>)
      : answer(call),
  );
});
afterAll(() => refuseGone?.mockRestore());

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'cust_attention/detail') return { ...CUSTOMER, id: String(call.query?.id) };
    if (call.path === 'promote/pageFollowRecords') return pageOf([RECORD]);
    if (call.path === 'region/lazy-tree') {
      const parent = String(call.query?.parentCode ?? '00');
      const names: Record<string, { value: string; title: string }> = { '00': { value: '11', title: '北京市' }, '11': { value: '1101', title: '市辖区' }, '1101': { value: '110101', title: '东城区' } };
      return names[parent] ? [{ ...names[parent], id: names[parent].value, parentId: parent, key: names[parent].value, hasChildren: parent !== '1101' }] : [];
    }
    throw new Error(`not answered in this test: ${call.path}`);
  });
});

describe('detail routes (spec 1 §2)', () => {
  it('take a numeric id of at most 32 digits; anything else is /404, and nothing is asked of the server', async () => {
    for (const id of ['12a', '-1', '1.5', '1'.repeat(33)]) {
      const { screen, address } = await open(`/customer/details/${id}`);
      await expect.poll(address).toBe('/404');
      await screen.unmount();
    }
    expect(apiCalls.filter((c) => c.path === 'cust_attention/detail')).toHaveLength(0);
    const { screen, address } = await open(`/customer/details/${'9'.repeat(32)}`);
    await expect.element(screen.getByTestId('detail-compName')).toHaveTextContent(CUSTOMER.compName);
    expect(address()).toBe(`/customer/details/${'9'.repeat(32)}`);
  });

  it('open only for a menu holding a list the detail belongs to: 403 when the server granted none of those lists', async () => {
    // The server sends only what the person's roles were granted: a menu without the lists.
    const { screen: refused, address } = await open('/customer/details/20001', []);
    await expect.poll(address).toBe('/403');
    await refused.unmount();
    // My customers alone is enough.
    const mineOnly = customerMenu();
    mineOnly[0].children = mineOnly[0].children.filter((c) => c.code === 'customer_mine');
    const { screen } = await open('/customer/details/20001', mineOnly);
    await expect.element(screen.getByTestId('detail-compName')).toHaveTextContent(CUSTOMER.compName);
  });
});

describe('DetailPage', () => {
  it('shows the record: title fields in the header, its fields labelled by the resource and formatted by its columns', async () => {
    const { screen } = await open('/customer/details/20001');
    await expect.element(screen.getByRole('heading', { name: CUSTOMER.compName })).toBeVisible();
    // The status column's render: the label, not the code.
    await expect.element(screen.getByTestId('detail-title-status')).toHaveTextContent('合作中');
    await expect.element(screen.getByTestId('detail-status')).toHaveTextContent('合作中');
    await expect.element(screen.getByTestId('detail-areaCode')).toHaveTextContent('北京市 / 市辖区 / 东城区');
    await expect.element(screen.getByTestId('detail-wechat')).toHaveTextContent('—');
    await expect.element(screen.getByText('法人', { exact: true })).toBeVisible();
    await expect.element(screen.getByTestId('detail-legal')).toHaveTextContent('王五');
    // The tab bar names the page after its record.
    expect(pageTitles.get('/customer/details/20001')).toBe(CUSTOMER.compName);
  });

  it('keeps the chosen tab in the address; a tab it names opens at once, an unknown one falls back to the first', async () => {
    const first = await open('/customer/details/20001');
    await expect.element(first.screen.getByTestId('detail-tab-info')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first.screen.getByTestId('detail-tab-follow'));
    await expect.poll(first.address).toBe('/customer/details/20001?tab=follow');
    await expect.element(first.screen.getByTestId('detail-panel-follow')).toBeVisible();
    await first.screen.unmount();

    // The embedded list: the customer fixed as its filter, its own rows and add button.
    const linked = await open('/customer/details/20001?tab=follow');
    await expect.element(linked.screen.getByTestId('detail-tab-follow')).toHaveAttribute('aria-selected', 'true');
    const list = linked.screen.getByTestId('list-followRecords');
    await expect.element(list.getByTestId('crud-row')).toHaveTextContent(/上门拜访.*2026-11-20 14:00:00.*2026-11-20 15:30:00.*陈晓峰/);
    await expect.element(list.getByTestId('follow-remark').getByText('平台功能')).toBeVisible();
    await expect.element(list.getByTestId('crud-add')).toBeVisible();
    expect(apiCalls.find((c) => c.path === 'promote/pageFollowRecords')?.query).toMatchObject({ customerId: '20001', current: 1 });
    await linked.screen.unmount();

    const unknown = await open('/customer/details/20001?tab=contracts');
    await expect.element(unknown.screen.getByTestId('detail-tab-info')).toHaveAttribute('aria-selected', 'true');
    await expect.element(unknown.screen.getByTestId('detail-panel-info')).toBeVisible();
  });

  it('a record the server cannot find shows its message and a way back to the list', async () => {
    const { screen, address } = await open(`/customer/details/${GONE}`);
    await expect.element(screen.getByText('客户不存在或已删除')).toBeVisible();
    await userEvent.click(screen.getByTestId('detail-back'));
    await expect.poll(address).toBe('/customer/follow');
  });
});

describe('chooseTab', () => {
  it('takes the named tab when the page has it, else the first', () => {
    expect(chooseTab(['info', 'follow'], 'follow')).toBe('follow');
    expect(chooseTab(['info', 'follow'], 'nonsense')).toBe('info');
    expect(chooseTab(['info', 'follow'], null)).toBe('info');
    expect(chooseTab([], 'info')).toBeUndefined();
  });
});
