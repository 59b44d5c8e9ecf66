/**
 * The data board's home (/board/index) in real Chromium with fixture answers for desktop/head-stat/*:
 * the head figures through the shared money formatter, the map and trend drawn by ECharts on a canvas,
 * the top partners and the partner counts, in both languages. Only the desktop core is faked.
 */
import { boardEndpoints } from '@shared/api/boardEndpoints';
import type { BoardHeadNums, BoardMonthTrend, BoardPartnerCount, BoardPartnerStat, BoardProvinceStat } from '@shared/domain/board';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import BoardIndexPage from '../../src/renderer/src/pages/board/index/BoardIndexPage';
import { answerApiCalls, apiCalls } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const NUMS: BoardHeadNums = {
  projects: [
    { status: 2, count: 5 },
    { status: 4, count: 2 },
  ],
  projectTotal: 7,
  signedYearCount: 3,
  signedYearAmount: '1250000.35',
  signedTotalCount: 9,
  signedTotalAmount: '98765432.10',
  invoiced: '1500.10',
  arrived: '500.35',
  receivable: '999.75',
  paidOut: '0.05',
};
const PROVINCES: BoardProvinceStat[] = [
  { code: '31', name: '上海市', mapName: '上海', projectCount: 2, contractCount: 2, contractAmount: '1300000.10' },
  { code: '15', name: '内蒙古自治区', mapName: '内蒙古', projectCount: 0, contractCount: 1, contractAmount: '49.65' },
];
const PARTNERS: BoardPartnerStat[] = [
  { id: 'yz1', name: '城投建设集团', contractCount: 2, contractAmount: '1300000.10' },
  { id: 'yz2', name: '滨江开发公司', contractCount: 1, contractAmount: '250000.25' },
];
const COUNTS: BoardPartnerCount[] = [
  { category: 'sc', count: 4 },
  { category: 'yz', count: 2 },
];
const TRENDS: BoardMonthTrend[] = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, signed: i === 10 ? '1250000.35' : '0.00', arrived: i === 10 ? '500.35' : '0.00' }));

function answerBoard() {
  const byPath = new Map<string, unknown>([
    [boardEndpoints.nums.path, NUMS],
    [boardEndpoints.projects.path, PROVINCES],
    [boardEndpoints.ptList.path, PARTNERS],
    [boardEndpoints.ptNums.path, COUNTS],
    [boardEndpoints.trends.path, TRENDS],
  ]);
  answerApiCalls((call) => {
    if (!byPath.has(call.path)) throw new Error(`unexpected call ${call.path}`);
    return byPath.get(call.path);
  });
}

describe('data board home', () => {
  it('shows the head figures, the map and trend on canvases, the top partners (zh)', async () => {
    answerBoard();
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <BoardIndexPage />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('board-value-signedTotal')).toHaveTextContent('98,765,432.10');
    await expect.element(screen.getByTestId('board-value-projects')).toHaveTextContent('7');
    await expect.element(screen.getByTestId('board-figure-projects')).toHaveTextContent('进行中 5 · 已完成 2');
    await expect.element(screen.getByTestId('board-value-signedYear')).toHaveTextContent('1,250,000.35');
    await expect.element(screen.getByTestId('board-figure-signedYear')).toHaveTextContent('3 份合同');
    await expect.element(screen.getByTestId('board-value-invoiced')).toHaveTextContent('1,500.10');
    await expect.element(screen.getByTestId('board-value-arrived')).toHaveTextContent('500.35');
    await expect.element(screen.getByTestId('board-value-receivable')).toHaveTextContent('999.75');
    await expect.element(screen.getByTestId('board-value-paidOut')).toHaveTextContent('0.05');
    await expect.element(screen.getByText('项目分布与合同金额')).toBeVisible();
    await expect.element(screen.getByTestId('board-partners')).toHaveTextContent('1城投建设集团1,300,000.10');
    await expect.element(screen.getByTestId('board-partner-counts')).toHaveTextContent('生产团队 4业主单位 2');
    await expect.element(screen.getByTestId('board-time')).toHaveTextContent(/数据时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    for (const id of ['board-map', 'board-trend']) {
      const box = screen.getByTestId(id).element();
      await expect.poll(() => box.querySelector('canvas')).not.toBeNull();
      expect(box.getBoundingClientRect().height).toBeGreaterThan(200);
    }
    expect(new Set(apiCalls.map((c) => `${c.module} ${c.path}`))).toEqual(new Set(Object.values(boardEndpoints).map((e) => `system ${e.path}`)));
  });

  it('labels in English', async () => {
    answerBoard();
    const screen = await render(
      <ListHarness i18n={await createI18n('en')}>
        <BoardIndexPage />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('board-figure-projects')).toHaveTextContent('Running 5 · Completed 2');
    await expect.element(screen.getByTestId('board-figure-signedTotal')).toHaveTextContent('Signed in total98,765,432.109 contracts');
    await expect.element(screen.getByTestId('board-partner-counts')).toHaveTextContent('Production team 4Owner unit 2');
  });
});
