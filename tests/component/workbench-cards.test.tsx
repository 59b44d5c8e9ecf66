/**
 * The workbench's cards of what a person acts on (issue 18) in real Chromium: a fixture answer of
 * desktop/workbench becomes cards with their counts, money and status labels in both languages;
 * each line opens its list; a part the answer lacks has no card; the notices card lists the marquee's
 * notices. Only the desktop core is faked.
 */
import type { Workbench } from '@shared/api/workbenchEndpoints';
import type { DictEntry } from '@shared/domain/dictionary';
import type { Notice } from '@shared/domain/notice';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { WorkbenchCards } from '../../src/renderer/src/pages/desk/WorkbenchCards';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const entry = (code: string, dictKey: string, dictValue: string): DictEntry => ({ id: `${code}${dictKey}`, parentId: '1', code, dictKey, dictValue, sort: Number(dictKey), remark: '', isSealed: 0 });
const DICTS: Record<string, DictEntry[]> = {
  xmzt: [entry('xmzt', '1', '待启动'), entry('xmzt', '2', '进行中'), entry('xmzt', '3', '已暂停')],
  qkfkzt: [entry('qkfkzt', '0', '待付款'), entry('qkfkzt', '1', '部分付款'), entry('qkfkzt', '2', '已付款'), entry('qkfkzt', '3', '已驳回')],
};
const notice = (id: string, title: string, createTime: string): Notice => ({ id, category: 1, categoryName: '', title, content: '', status: 1, isRead: 0, createTime });

const CONTRACTING: Workbench = {
  projects: [
    { status: 2, count: 7 },
    { status: 3, count: 1 },
  ],
  contracts: [
    { status: 0, count: 2 },
    { status: 2, count: 12 },
  ],
  invoices: { due: { count: 4, amount: '1870.00' }, overdue: { count: 3, amount: '1234567.5' } },
  payables: [{ status: 0, count: 2, amount: '1250.50' }],
};
const PARTY_B: Workbench = { projects: [], requests: [{ status: 1, count: 1, amount: '500.00' }] };

function answer(figures: Workbench) {
  answerApiCalls((call) => {
    if (call.path === 'desktop/workbench') return figures;
    if (call.path === 'dict/dictionary') return DICTS[String(call.query?.code)] ?? [];
    if (call.path === 'notice/list') return pageOf([notice('1', '春节放假通知', '2026-01-20 09:00:00'), notice('2', '系统升级公告', '2026-11-20 09:00:00')]);
    throw new Error(`unexpected ${call.path}`);
  });
}

const renderCards = async (language: 'zh' | 'en') =>
  render(
    <ListHarness i18n={await createI18n(language)}>
      <WorkbenchCards />
    </ListHarness>,
  );

describe('workbench cards', () => {
  beforeEach(() => answer(CONTRACTING));

  it('shows each part’s counts and money under its status labels, and no card for a part not sent', async () => {
    const screen = await renderCards('zh');
    await expect.element(screen.getByTestId('work-projects-status-2')).toHaveTextContent('进行中');
    await expect.element(screen.getByTestId('work-projects-status-2-count')).toHaveTextContent('7 项');
    await expect.element(screen.getByTestId('work-contracts-status-0')).toHaveTextContent('草稿');
    await expect.element(screen.getByTestId('work-contracts-status-2-count')).toHaveTextContent('12 项');
    await expect.element(screen.getByTestId('work-invoices-overdue')).toHaveTextContent('已逾期');
    await expect.element(screen.getByTestId('work-invoices-overdue-amount')).toHaveTextContent('1,234,567.50 元');
    await expect.element(screen.getByTestId('work-invoices-due-count')).toHaveTextContent('4 项');
    await expect.element(screen.getByTestId('work-payables-status-0')).toHaveTextContent('待付款');
    await expect.element(screen.getByTestId('work-payables-status-0-amount')).toHaveTextContent('1,250.50 元');
    await expect.element(screen.getByTestId('work-requests')).not.toBeInTheDocument();
    // One call answers every card.
    expect(apiCalls.filter((c) => c.path === 'desktop/workbench')).toHaveLength(1);
  });

  it.each([
    ['work-invoices-overdue', '/finance/invoice'],
    ['work-projects-status-3', '/project/mine'],
    ['work-contracts-open', '/contract/owner'],
    ['work-payables-open', '/finance/payment'],
    ['work-notices-open', '/notice'],
  ])('%s opens %s (the tabs follow the address)', async (testId, path) => {
    const screen = await renderCards('zh');
    await screen.getByTestId(testId).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('party B: its requests card, no contract, invoice or payables card; an empty part says so (English)', async () => {
    answer(PARTY_B);
    const screen = await renderCards('en');
    await expect.element(screen.getByTestId('work-requests-status-1')).toHaveTextContent('Partly paid');
    await expect.element(screen.getByTestId('work-requests-status-1-amount')).toHaveTextContent('¥500.00');
    await expect.element(screen.getByTestId('work-projects')).toHaveTextContent('Nothing here yet');
    for (const part of ['contracts', 'invoices', 'payables']) await expect.element(screen.getByTestId(`work-${part}`)).not.toBeInTheDocument();
    await screen.getByTestId('work-requests-status-1').click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('/finance/request');
  });

  it('lists the marquee’s notices newest first', async () => {
    const screen = await renderCards('zh');
    const titles = screen.getByTestId('work-notice');
    await expect.element(titles.first()).toHaveTextContent('系统升级公告');
    await expect.element(titles.nth(1)).toHaveTextContent('春节放假通知');
  });
});
