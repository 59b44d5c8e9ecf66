/**
 * The statistics screen's chart container in real Chromium: it asks for the top companies by contract
 * amount, draws them with ECharts on a canvas (loaded lazily), and its tooltip shows each amount
 * exactly with two decimals — even where the bar's number could not hold the fen. Only the core is faked.
 */
import type { CompanyStat } from '@shared/domain/companyStat';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CompanyStatChart, TOP_COMPANIES } from '../../src/renderer/src/resources/stats/CompanyStatChart';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const stat = (id: string, compName: string, contractAmount: string, receivedAmount: string): CompanyStat => ({
  id,
  compName,
  code: `ORG${id}`,
  orgCount: 1,
  monthOrgCount: 0,
  contractCount: 1,
  contractAmount,
  receivedAmount,
});

let records: CompanyStat[] = [];
beforeEach(() => {
  records = [stat('1', '中科筑云科技有限公司', '9999999999999.99', '1234567.01'), stat('2', '华建项目管理有限公司', '0.10', '0.00')];
  answerApiCalls((call) => {
    if (call.path.endsWith('-company-stat')) return pageOf(records);
    throw new Error(`unexpected ${call.path}`);
  });
});

async function renderChart(language: 'zh' | 'en') {
  return render(
    <ListHarness i18n={await createI18n(language)}>
      <div style={{ width: '800px' }}>
        <CompanyStatChart kind="tech" />
      </div>
    </ListHarness>,
  );
}

describe('company statistics chart', () => {
  it('asks for the top companies by contract amount and draws them on a canvas, with exact amounts in the tooltip', async () => {
    const screen = await renderChart('zh');
    await expect.element(screen.getByText(`合同金额前 ${TOP_COMPANIES} 名公司`)).toBeVisible();
    const box = screen.getByTestId('stat-chart-canvas-tech');
    await expect.poll(() => box.element().querySelector('canvas')).not.toBeNull();
    expect(apiCalls.map((c) => [c.module, c.path, c.query])).toEqual([['system', 'desktop/tech-company-stat', { orderBy: 'contractAmount', current: 1, size: TOP_COMPANIES }]]);
    // The same ECharts module the component loaded lazily: show the first company's tooltip as a pointer would.
    const echarts = await import('echarts/core');
    await expect.poll(() => echarts.getInstanceByDom(box.element() as HTMLElement)?.getOption()?.series).toBeTruthy();
    echarts.getInstanceByDom(box.element() as HTMLElement)!.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 0 });
    await expect.poll(() => box.element().textContent).toContain('合同金额（元）: 9,999,999,999,999.99');
    expect(box.element().textContent).toContain('已回款（元）: 1,234,567.01');
    expect(box.element().textContent).toContain('中科筑云科技有限公司');
  });

  it('says so when no company has contracts, without a chart, in English', async () => {
    records = [];
    const screen = await renderChart('en');
    await expect.element(screen.getByText('No contracts yet')).toBeVisible();
    await expect.element(screen.getByText('Top 10 companies by contract amount')).toBeVisible();
    expect(document.querySelector('[data-testid="stat-chart-canvas-tech"]')).toBeNull();
  });
});
