/**
 * The print views of issue 18 in real Chromium, routed as the app routes them (appRoutes' /print
 * entries, their menu guard and lazy pages): an owner contract and an invoice on an A4 sheet with
 * the organisation's logo, the fields labelled in the current language, money with two decimals,
 * dates as yyyy-MM-dd HH:mm:ss, the printing person and time, and no buttons. The desktop core is
 * the one mocked part (support/fakeCore.ts).
 */
import { FluentProvider } from '@fluentui/react-components';
import type { OwnerContract } from '@shared/domain/contractOwner';
import type { Invoice } from '@shared/domain/invoice';
import type { MenuRoute } from '@shared/domain/menu';
import type { OrgPost } from '@shared/domain/organisation';
import { PRINT_READY_ATTRIBUTE } from '@shared/domain/print';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sessionKeys } from '../../src/renderer/src/api/sessionQueries';
import { setupI18n } from '../../src/renderer/src/i18n/setupI18n';
import { usePrintPage } from '../../src/renderer/src/pages/print/usePrintPage';
import { appRoutes } from '../../src/renderer/src/router/createAppRouter';
import { menuKeys } from '../../src/renderer/src/shell/menu/menuQueries';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, answerBridgeMethod, apiCalls, clearBridgeMethods } from './support/fakeCore';
// The pages' code, loaded with the test rather than on the clock of a route's lazy import.
import '../../src/renderer/src/pages/print/OwnerContractPrint';
import '../../src/renderer/src/pages/print/OwnerInvoicePrintPage';
import '../../src/renderer/src/pages/print/PlatformInvoicePrintPage';

const USER = {
  userId: '1',
  account: 'sj_admin',
  realName: '陈晓峰',
  avatar: '',
  tenantId: '100004',
  deptId: '1',
  roleId: '1',
  roleName: 'manager',
  orgCategory: 'sj' as const,
  orgName: '华东建筑设计研究院有限公司',
  orgCode: '',
  bizType: 1,
};
const LOGO_LINK = 'http://127.0.0.1:9/cem/100004/logo/logo.png';
/** A 1×1 PNG, as the core answers uploads.preview. */
const LOGO_DATA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const post = (logo: string): OrgPost => ({ id: '1', tenantId: USER.tenantId, deptId: '1', deptName: USER.orgName, orgCategory: 'sj', postName: '', roleId: '1', roleName: '', logo, joinStatus: 'JOINED' });

const CONTRACT = {
  id: '9001',
  tenantId: USER.tenantId,
  tenantName: USER.orgName,
  kind: 'owner',
  code: 'YZ-2026-001',
  name: '滨江新区文化艺术中心设计合同',
  oldName: '',
  isDirect: 1,
  isConsortium: 0,
  projectList: [{ projectId: '7001', projectName: '滨江新区文化艺术中心', projectCode: 'XM-2026-007' }],
  mainIndustry: '',
  otherIndustry: '',
  regionCode: '',
  addr: '滨江大道1号',
  scale: '总建筑面积 5 万平方米',
  statusContract: 2,
  partyJia: { bizId: '100005', deptName: '滨江新区城投集团', code: '', logo: '' },
  partyYi: { bizId: '100004', deptName: USER.orgName, code: '', logo: '' },
  signDate: '2026-03-01',
  jiananFee: '240000000',
  jiananFeeRatio: '5',
  surveyRate: '0.5',
  surveyFee: '1234567.5',
  designRate: '4.5',
  designFee: '10765432.5',
  surveyTotalFee: '12000000',
  currContractAmount: '12000000.00',
  currContractAmountBefore: '',
  version: 0,
  platformFeeRatio: '3',
  sysFeeRatio: '2',
  bizFeeRatio: '5',
  projectCostFee: '10800000.00',
  payTotalAmount: '0.1',
  costSurplus: '10799999.9',
  createUserName: '王工',
  createTime: '2026-03-01 09:30:00',
  changeReason: '',
  remark: '',
} as unknown as OwnerContract;

const INVOICE = {
  id: '8001',
  tenantId: USER.tenantId,
  kind: 'owner',
  contractOwnerId: CONTRACT.id,
  contractPlatformId: '',
  yzName: CONTRACT.name,
  yzCode: CONTRACT.code,
  ptName: '滨江平台合同',
  ptCode: 'PT-2026-002',
  isDirect: 0,
  name: '设计费第一期',
  code: 'FP-001',
  status: 1,
  currInvoiceAmount: '1800000',
  currArrivedAmount: '600000.5',
  currUnArriveAmount: '1199999.5',
  invoiceDate: '2026-04-10 10:00:00',
  receiptDate: '',
  type: '',
  taxRate: '',
  taxes: '',
  content: '',
  nums: '04411',
  attach: [],
  remark: '',
  contractAmount: '12000000',
  invoiceAmount: '1800000',
  unInvoiceAmount: '10200000',
  maxAvailable: '10200000',
  createUser: '1',
  createUserName: '王工',
  createTime: '2026-04-10 10:05:00',
} as unknown as Invoice;

const entry = (code: string, path: string): MenuRoute => ({ id: code, parentId: '9', code, name: code, path, icon: '', sort: 1, isShow: 1, meta: {}, children: [] });
const MENU: MenuRoute[] = [
  { ...entry('contract', '/contract'), parentId: '0', children: [entry('contract_owner', '/contract/owner')] },
  { ...entry('finance', '/finance'), parentId: '0', children: [entry('finance_invoice', '/finance/invoice'), entry('finance_platform_invoice', '/finance/platform-invoice')] },
];

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inner = route.children && findRoute(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

async function open(path: string, i18n: I18n, menu: MenuRoute[] = MENU) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.state(), { user: USER, secretStorage: 'memory' });
  queryClient.setQueryData(menuKeys.routes(), menu);
  queryClient.setQueryData(menuKeys.buttons(), []);
  const routes = appRoutes(queryClient);
  const children = ['print/contract-owner/:id', 'print/owner-invoice/:id', 'print/platform-invoice/:id'].map((p) => findRoute(routes, p));
  if (children.some((c) => !c)) throw new Error('appRoutes has no print routes');
  const router = createMemoryRouter(
    [
      { path: '/', children: children as RouteObject[] },
      { path: '/403', element: <p>page 403</p> },
      { path: '/404', element: <p>page 404</p> },
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
  return { screen, address: () => router.state.location.pathname };
}

const ready = () => document.documentElement.hasAttribute(PRINT_READY_ATTRIBUTE);
let logoLink = LOGO_LINK;

beforeEach(() => {
  logoLink = LOGO_LINK;
  answerApiCalls((call) => {
    if (call.path === 'client/user-biz-list') return [post(logoLink)];
    if (call.path === 'contract-owner/detail') return { ...CONTRACT, id: String(call.query?.id) };
    if (call.path.startsWith('contract-owner-invoice/detail')) return { ...INVOICE, id: String(call.query?.id) };
    if (call.path.startsWith('contract-platform-invoice/detail')) return { ...INVOICE, kind: 'platform', id: String(call.query?.id) };
    if (call.path === 'dict/dictionary') return call.query?.code === 'fpzt' ? [{ id: '1', parentId: '0', code: 'fpzt', dictKey: '1', dictValue: '已开票', sort: 1, remark: '', isSealed: 0 }] : [];
    throw new Error(`not answered in this test: ${call.path}`);
  });
  answerBridgeMethod('uploads.preview', (input) => {
    if ((input as { link: string }).link !== LOGO_LINK) throw new Error('asked for another logo');
    return LOGO_DATA;
  });
});
afterEach(() => clearBridgeMethods());

describe('the owner contract’s print view', () => {
  it('prints the organisation’s logo and name, the title, labelled fields, money with two decimals, dates with their time, who printed it and when — and no buttons', async () => {
    const { screen } = await open('/print/contract-owner/9001', await setupI18n('zh'));
    const logo = screen.getByTestId('print-logo');
    await expect.element(logo).toHaveAttribute('src', LOGO_DATA);
    await expect.element(logo).toHaveAttribute('data-logo-source', 'organisation');
    await expect.element(screen.getByTestId('print-org')).toHaveTextContent(USER.orgName);
    await expect.element(screen.getByTestId('print-title')).toHaveTextContent('业主项目合同');
    await expect.element(screen.getByTestId('print-heading')).toHaveTextContent(CONTRACT.name);
    await expect.element(screen.getByRole('rowheader', { name: '合同总额' })).toBeVisible();
    await expect.element(screen.getByTestId('print-currContractAmount')).toHaveTextContent('12,000,000.00');
    await expect.element(screen.getByTestId('print-surveyFee')).toHaveTextContent('1,234,567.50');
    await expect.element(screen.getByTestId('print-payTotalAmount')).toHaveTextContent('0.10');
    await expect.element(screen.getByTestId('print-costSurplus')).toHaveTextContent('10,799,999.90');
    await expect.element(screen.getByTestId('print-jiananFeeRatio')).toHaveTextContent('5 %');
    await expect.element(screen.getByTestId('print-signDate')).toHaveTextContent('2026-03-01 00:00:00');
    await expect.element(screen.getByTestId('print-createTime')).toHaveTextContent('2026-03-01 09:30:00');
    await expect.element(screen.getByTestId('print-statusContract')).toHaveTextContent('已签订');
    await expect.element(screen.getByTestId('print-partyJia')).toHaveTextContent('滨江新区城投集团');
    await expect.element(screen.getByTestId('print-remark')).toHaveTextContent('—');
    await expect.element(screen.getByTestId('print-projects')).toHaveTextContent('XM-2026-007');
    await expect.element(screen.getByTestId('print-by')).toHaveTextContent('打印人: 陈晓峰');
    await expect.element(screen.getByTestId('print-at')).toHaveTextContent(/^打印时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect.poll(ready).toBe(true);
    expect(screen.container.querySelectorAll('button, [role="button"], a[href]')).toHaveLength(0);
    expect(document.title).toBe(`业主项目合同 ${CONTRACT.name}`);
    await screen.unmount();
    expect(ready(), 'leaving the view takes its mark away').toBe(false);
  });

  it('reads in English when the person reads English', async () => {
    const { screen } = await open('/print/contract-owner/9001', await setupI18n('en'));
    await expect.element(screen.getByTestId('print-title')).toHaveTextContent('Owner project contract');
    await expect.element(screen.getByRole('rowheader', { name: 'Contract amount' })).toBeVisible();
    await expect.element(screen.getByTestId('print-currContractAmount')).toHaveTextContent('12,000,000.00');
    await expect.element(screen.getByTestId('print-by')).toHaveTextContent('Printed by: 陈晓峰');
    await screen.unmount();
  });

  it('opens only for a menu holding the contract’s lists', async () => {
    const { screen, address } = await open('/print/contract-owner/9001', await setupI18n('zh'), [MENU[1]]);
    await expect.poll(address).toBe('/403');
    expect(apiCalls.filter((c) => c.path === 'contract-owner/detail')).toHaveLength(0);
    await screen.unmount();
  });
});

describe('the invoice print views', () => {
  it('print an owner invoice with its figures; without an uploaded logo, the organisation’s initials stand in and the view still gets ready', async () => {
    logoLink = '';
    const { screen } = await open('/print/owner-invoice/8001', await setupI18n('zh'));
    await expect.element(screen.getByTestId('print-title')).toHaveTextContent('业主发票');
    await expect.element(screen.getByTestId('print-currInvoiceAmount')).toHaveTextContent('1,800,000.00');
    await expect.element(screen.getByTestId('print-currArrivedAmount')).toHaveTextContent('600,000.50');
    await expect.element(screen.getByTestId('print-invoiceDate')).toHaveTextContent('2026-04-10 10:00:00');
    await expect.element(screen.getByTestId('print-status')).toHaveTextContent('已开票');
    await expect.element(screen.getByRole('rowheader', { name: '本发票开票金额' })).toBeVisible();
    const logo = screen.getByTestId('print-logo');
    await expect.element(logo).toHaveAttribute('data-logo-source', 'initials');
    expect(logo.element().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(ready).toBe(true);
    expect(screen.container.querySelector('[data-testid="print-ptName"]'), 'an owner invoice has no platform contract').toBeNull();
    await screen.unmount();
  });

  it('print a platform invoice with its platform contract, under its own labels', async () => {
    const { screen } = await open('/print/platform-invoice/8002', await setupI18n('zh'));
    await expect.element(screen.getByTestId('print-title')).toHaveTextContent('平台发票');
    await expect.element(screen.getByTestId('print-ptName')).toHaveTextContent('滨江平台合同');
    await expect.element(screen.getByRole('rowheader', { name: '本次开票金额' })).toBeVisible();
    await expect.element(screen.getByTestId('print-logo')).toHaveAttribute('src', LOGO_DATA);
    await screen.unmount();
  });
});

/** A button running the print actions' hook, as a row's or the detail header's button does. */
function PrintButton({ output }: { output: 'print' | 'pdf' }) {
  const printPage = usePrintPage();
  return (
    <button type="button" onClick={() => printPage('/print/owner-invoice/8001', output, INVOICE.name)}>
      go
    </button>
  );
}

async function renderButton(output: 'print' | 'pdf') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = await setupI18n('zh');
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PrintButton output={output} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the print actions', () => {
  it('in the desktop app, ask the core to print the view in its own window (a PDF named after the record)', async () => {
    const asked: unknown[] = [];
    const info = vi.spyOn(window.cem!.bridge.app, 'info').mockResolvedValue({ version: '1', mode: 'electron', serverUrl: '', secretStorage: 'memory' });
    answerBridgeMethod('app.print', (input) => (asked.push(input), { path: '/home/p/发票.pdf' }));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await renderButton('pdf');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await expect.poll(() => asked).toEqual([{ path: '/print/owner-invoice/8001', output: 'pdf', fileName: INVOICE.name }]);
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
    info.mockRestore();
    await screen.unmount();
  });

  it('in browser mode, open the view in a tab that prints itself (the browser’s dialog saves as PDF)', async () => {
    const info = vi.spyOn(window.cem!.bridge.app, 'info').mockResolvedValue({ version: '1', mode: 'browser', serverUrl: '', secretStorage: 'memory' });
    answerBridgeMethod('app.print', () => {
      throw new Error('browser mode never asks the core to print');
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await renderButton('pdf');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await expect.poll(() => opened.mock.calls).toEqual([['/print/owner-invoice/8001?auto=print', '_blank', 'noopener']]);
    opened.mockRestore();
    info.mockRestore();
    await screen.unmount();
  });
});
