/**
 * 导出 on every list (issue 18), in real Chromium with the fixture deals list: what the page asks the
 * core to write (the shown columns with their headers and kinds, the list's page endpoint, the
 * search on screen, a file name of the title and the time), the progress the core reports while it
 * writes, the server's message when it fails (and 导出 again), and no button where a list opts out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXCEL_MESSAGES, type ExcelExportRequest } from '@shared/domain/excel';
import { moneyColumn } from '../../src/renderer/src/crud/columns';
import type { Column } from '../../src/renderer/src/crud/types';
import { answerBridgeMethod, clearBridgeMethods, emitBridgeEvent, Refusal } from './support/fakeCore';
import { serveDeals } from './support/dealCore';
import { openDealList } from './support/dealList';
import { deals, type Deal } from './support/fixtureResource';

const withMoney = { ...deals, columns: [{ key: 'code' }, { key: 'partner' }, moneyColumn<Deal>('amount')] } as typeof deals;

/** Holds the core's answer to exportList until the test lets it go. */
function holdExport() {
  const asked: ExcelExportRequest[] = [];
  let release: (answer: () => unknown) => void = () => undefined;
  answerBridgeMethod('excel.exportList', (request) => {
    asked.push(request as ExcelExportRequest);
    return new Promise((resolve, reject) => {
      release = (answer) => {
        try {
          resolve(answer());
        } catch (e) {
          reject(e as Error);
        }
      };
    });
  });
  return { asked, release: (answer: () => unknown) => release(answer) };
}

describe('the list export', () => {
  beforeEach(() => serveDeals([]));
  afterEach(() => clearBridgeMethods());

  it('asks the core for the shown columns by kind, shows its progress, and says where it saved', async () => {
    const core = holdExport();
    const screen = await openDealList(withMoney);
    const button = screen.getByTestId('excel-export');
    await expect.element(button).toHaveTextContent('导出');
    await button.click();
    await expect.poll(() => core.asked.length).toBe(1);
    const request = core.asked[0];
    expect(request.sheet.fileName).toMatch(/^合同\d{14}$/);
    expect(request.sheet.columns).toEqual([
      { key: 'code', label: '合同编号' },
      { key: 'partner', label: '合作单位' },
      { key: 'amount', label: '合同金额', kind: 'money' },
    ]);
    expect(request.endpoint).toEqual({ module: deals.endpoints.page.module, path: 'deal/page' });
    expect(request.query).toEqual({});

    emitBridgeEvent({ type: 'excel-export-progress', id: request.progressId!, written: 2, total: 3 });
    await expect.element(screen.getByTestId('excel-export-progress')).toHaveTextContent('正在导出 2 / 3 条');
    // Another export's progress is not this list's.
    emitBridgeEvent({ type: 'excel-export-progress', id: 'other', written: 1, total: 9 });
    await expect.element(screen.getByTestId('excel-export-progress')).toHaveTextContent('正在导出 2 / 3 条');
    await expect.element(button).toBeDisabled();

    core.release(() => ({ name: '合同20261126120000.xlsx', path: '/home/me/合同20261126120000.xlsx' }));
    await expect.element(screen.getByText('已保存 合同20261126120000.xlsx')).toBeVisible();
    expect(screen.getByTestId('excel-export-progress').elements()).toHaveLength(0);
    await expect.element(button).toBeEnabled();
  });

  it('shows the server’s message when a page fails, and exports again', async () => {
    const core = holdExport();
    const screen = await openDealList(withMoney);
    await screen.getByTestId('excel-export').click();
    await expect.poll(() => core.asked.length).toBe(1);
    core.release(() => {
      throw new Refusal(EXCEL_MESSAGES.exportTooLarge);
    });
    await expect.element(screen.getByText('导出数据过多，请缩小查询范围')).toBeVisible();
    await screen.getByTestId('excel-export').click();
    await expect.poll(() => core.asked.length).toBe(2);
  });

  it('sends each column’s way of exporting what it shows: a part of its objects, a join, a rich text, a file size; a composed column left out', async () => {
    const core = holdExport();
    const composed: Column<Deal>[] = [
      { key: 'partner', exportAs: { part: 'deptName', from: 'parties' }, render: () => '' },
      { key: 'code', exportAs: { join: ', ' }, render: (r) => r.code },
      { key: 'remark', exportAs: 'richText', render: () => '' },
      { key: 'amount', exportAs: 'fileSize', render: () => '' },
      { key: 'contractCode', exportAs: false, render: () => '' },
    ];
    const screen = await openDealList({ ...deals, columns: composed } as typeof deals);
    await screen.getByTestId('excel-export').click();
    await expect.poll(() => core.asked.length).toBe(1);
    expect(core.asked[0].sheet.columns).toEqual([
      // The heading is the column's; the value is read from `from`, each party's name joined by 、 as the list joins them.
      { key: 'parties', label: '合作单位', part: 'deptName', separator: '、' },
      { key: 'code', label: '合同编号', separator: ', ' },
      { key: 'remark', label: '备注', kind: 'richText' },
      { key: 'amount', label: '合同金额', kind: 'fileSize' },
    ]);
    core.release(() => null);
  });

  it('shows a money column as it exports it: yuan with two decimals, head and cells right-aligned', async () => {
    const screen = await openDealList(withMoney);
    const cell = screen.getByRole('cell', { name: '1,000.00' });
    await expect.element(cell).toBeVisible();
    const head = screen.getByRole('columnheader', { name: '合同金额' });
    expect(getComputedStyle(head.element()).textAlign).toBe('right');
    expect(getComputedStyle(cell.element()).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'HT-001' }).element()).textAlign).not.toBe('right');
  });

  it('has no 导出 where a list opts out', async () => {
    const screen = await openDealList({ ...deals, export: false });
    expect(screen.getByTestId('excel-export').elements()).toHaveLength(0);
  });
});
