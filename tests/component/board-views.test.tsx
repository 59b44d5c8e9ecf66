/**
 * The board's project list and company view in real Chromium with fixture answers: the list shows
 * each project's line (status label, amount with separators, region), the partner companies by
 * amount and the slim publication list, and links a project to /board/detail and a company to
 * /board/company; the company view shows its figures and contracts. Only the core is faked.
 */
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BoardCompany, BoardProject, CompanyStat } from '@shared/domain/companyStat';
import type { DictEntry } from '@shared/domain/dictionary';
import type { PublicationBoardItem } from '@shared/domain/publication';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import BoardCompanyPage from '../../src/renderer/src/pages/board/company/BoardCompanyPage';
import BoardListPage, { BOARD_PAGE_SIZE } from '../../src/renderer/src/pages/board/list/BoardListPage';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';

const dict = (code: string, entries: [string, string][]): DictEntry[] => entries.map(([dictKey, dictValue], i) => ({ id: `${code}${i}`, parentId: '1', code, dictKey, dictValue, sort: i, remark: '', isSealed: 0 }));
const DICTS: Record<string, DictEntry[]> = {
  xmzt: dict('xmzt', [
    ['2', '立项中'],
    ['3', '已立项'],
  ]),
  htzt: dict('htzt', [
    ['2', '已签订'],
    ['5', '已归档'],
  ]),
  publicationStatus: dict('publicationStatus', [['2', '出版中']]),
};

const PROJECTS: BoardProject[] = [
  { id: '501', name: '滨江新区文化艺术中心', code: 'XM-1', ownerName: '滨江新区城市建设投资有限公司', statusInitiation: 3, regionId: '330106', regionName: '西湖区', contractAmount: '12345678.90' },
  { id: '502', name: '城市地下综合管廊', code: 'XM-2', ownerName: '滨江新区城市建设投资有限公司', statusInitiation: 2, regionId: '', regionName: '', contractAmount: '0.00' },
];
const company = (id: string, compName: string, contractAmount: string): CompanyStat => ({ id, compName, code: `ORG${id}`, orgCount: 3, monthOrgCount: 1, contractCount: 2, contractAmount, receivedAmount: '0.01' });
const PUBLICATIONS: PublicationBoardItem[] = [{ id: '801', name: '施工图出版', projectName: '滨江新区文化艺术中心', teamName: '墨林图文', status: 2, completionTime: '2026-12-01 00:00:00', realCompletionTime: '' }];
const BOARD_COMPANY: BoardCompany = {
  company: { ...company('100002', '中科筑云科技有限公司', '1250000.61'), receivedAmount: '300000.11', contractCount: 3, category: 'kj' },
  contracts: [
    { id: '9001', name: '统计合同A', code: 'TJ-A', orgName: '匠心工程设计工作室', statusContract: 2, contractAmount: '1000000.01', receivedAmount: '300000.01' },
    { id: '9002', name: '统计合同E', code: 'TJ-E', orgName: '华信施工图审查中心有限公司', statusContract: 5, contractAmount: '0.10', receivedAmount: '0.10' },
  ],
};

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'dict/dictionary') return DICTS[String(call.query?.code)] ?? [];
    if (call.path === 'desktop/board-projects') return { ...pageOf(PROJECTS), total: 30 };
    if (call.path === 'desktop/tech-company-stat') return pageOf([company('100002', '中科筑云科技有限公司', '1250000.61')]);
    if (call.path.endsWith('-company-stat')) return pageOf([]);
    if (call.path === 'archive-publication/board-list') return pageOf(PUBLICATIONS);
    if (call.path === 'desktop/board-company') return BOARD_COMPANY;
    throw new Error(`unexpected ${call.path}`);
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function renderAt(path: string, element: ReactNode, i18n: I18n) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={fluentTheme('default')}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <Address />
          </MemoryRouter>
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('board views', () => {
  it('lists the projects with their status, amount and region, the partner companies and the publications, and opens a project', async () => {
    const screen = await renderAt('/board/list', <BoardListPage />, await createI18n('zh'));
    const rows = screen.getByTestId('board-project-row');
    await expect.element(rows.first()).toHaveTextContent('滨江新区文化艺术中心滨江新区城市建设投资有限公司已立项12,345,678.90西湖区');
    await expect.element(rows.nth(1)).toHaveTextContent('立项中0.00');
    await expect.element(screen.getByText(`第 1 / ${Math.ceil(30 / BOARD_PAGE_SIZE)} 页`)).toBeVisible();
    expect(apiCalls.find((c) => c.path === 'desktop/board-projects')?.query).toEqual({ current: 1, size: BOARD_PAGE_SIZE });
    await expect.element(screen.getByTestId('board-company-line')).toHaveTextContent('中科筑云科技有限公司 科技公司1,250,000.61');
    await expect.element(screen.getByTestId('board-publication-line')).toHaveTextContent('施工图出版 滨江新区文化艺术中心出版中 2026-12-01');
    await screen.getByRole('link', { name: '中科筑云科技有限公司' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('/board/company?id=100002');
  });

  it('pages the project list and opens a project', async () => {
    const screen = await renderAt('/board/list', <BoardListPage />, await createI18n('zh'));
    await screen.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => apiCalls.filter((c) => c.path === 'desktop/board-projects').map((c) => c.query?.current)).toEqual([1, 2]);
    await screen.getByRole('link', { name: '城市地下综合管廊' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('/board/detail?id=502');
  });

  it("shows a company's figures and contracts, in English", async () => {
    const screen = await renderAt('/board/company?id=100002', <BoardCompanyPage />, await createI18n('en'));
    await expect.element(screen.getByTestId('board-company-name')).toHaveTextContent('中科筑云科技有限公司');
    await expect.element(screen.getByTestId('board-figure-contractAmount')).toHaveTextContent('Contract total (CNY)1,250,000.61');
    await expect.element(screen.getByTestId('board-figure-receivedRate')).toHaveTextContent('24.00%');
    await expect.element(screen.getByTestId('board-company-contract').first()).toHaveTextContent('统计合同A匠心工程设计工作室');
    await expect.element(screen.getByTestId('board-company-contract').first()).toHaveTextContent('1,000,000.01300,000.01');
    expect(apiCalls.find((c) => c.path === 'desktop/board-company')?.query).toEqual({ id: '100002' });
    await expect.poll(() => screen.getByTestId('board-company-chart').element().querySelector('canvas')).not.toBeNull();
  });

  it('says a bad id is not found without asking the server', async () => {
    const screen = await renderAt('/board/company?id=abc', <BoardCompanyPage />, await createI18n('zh'));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('未找到该公司');
    expect(apiCalls.filter((c) => c.path === 'desktop/board-company')).toEqual([]);
  });
});
