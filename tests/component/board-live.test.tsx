/**
 * The live board (issue 18): the core's data-changed event for a write of what the board counts
 * refetches its figures at once, a burst of them costs one refetch, and a write of something the
 * board does not count costs none. Real Chromium; only the desktop core is faked (its events too).
 */
import { boardEndpoints } from '@shared/api/boardEndpoints';
import type { BridgeEvent } from '@shared/bridge';
import type { BoardHeadNums } from '@shared/domain/board';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import BoardIndexPage from '../../src/renderer/src/pages/board/index/BoardIndexPage';
import { DATA_CHANGE_COALESCE_MS, useDataChangeSync } from '../../src/renderer/src/offline/useDataChangeSync';
import { answerApiCalls, apiCalls, emitBridgeEvent } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const nums = (arrived: string): BoardHeadNums => ({
  projects: [{ status: 2, count: 1 }],
  projectTotal: 1,
  signedYearCount: 1,
  signedYearAmount: '1000.00',
  signedTotalCount: 1,
  signedTotalAmount: '1000.00',
  invoiced: '800.00',
  arrived,
  receivable: '0.00',
  paidOut: '0.00',
});

let arrived = '100.00';
function answerBoard() {
  arrived = '100.00';
  answerApiCalls((call) => {
    if (call.path === boardEndpoints.nums.path) return nums(arrived);
    if (call.path === boardEndpoints.trends.path || call.path === boardEndpoints.projects.path || call.path === boardEndpoints.ptList.path || call.path === boardEndpoints.ptNums.path) return [];
    throw new Error(`unexpected call ${call.path}`);
  });
}

/** The board as a window shows it: the page and the hook RootLayout mounts once per window. */
function LiveBoard() {
  useDataChangeSync();
  return <BoardIndexPage />;
}

const numsCalls = () => apiCalls.filter((c) => c.path === boardEndpoints.nums.path).length;
const arrival: BridgeEvent = { type: 'data-changed', module: 'contract', family: 'contract-owner-arrive' };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the board hears of writes', () => {
  it('refetches its figures after an arrival is saved elsewhere, once for a burst', async () => {
    answerBoard();
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <LiveBoard />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('board-value-arrived')).toHaveTextContent('100.00');
    await wait(50);
    const before = numsCalls();

    arrived = '1334.56';
    for (let i = 0; i < 5; i++) emitBridgeEvent(arrival);
    // Well before the 60 s timer, and without the refresh button.
    await expect.element(screen.getByTestId('board-value-arrived'), { timeout: 3_000 }).toHaveTextContent('1,334.56');
    await wait(DATA_CHANGE_COALESCE_MS * 2);
    expect(numsCalls()).toBe(before + 1);
  });

  it('does not refetch for a write of something it does not count', async () => {
    answerBoard();
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <LiveBoard />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('board-value-arrived')).toHaveTextContent('100.00');
    await wait(50);
    const before = numsCalls();
    emitBridgeEvent({ type: 'data-changed', module: 'system', family: 'feedback' });
    emitBridgeEvent({ type: 'cache-updated', module: 'system', path: 'dict/dictionary' });
    await wait(DATA_CHANGE_COALESCE_MS * 2);
    expect(numsCalls()).toBe(before);

    // A partner (system biz-attention) is counted: that one refetches.
    emitBridgeEvent({ type: 'data-changed', module: 'system', family: 'biz-attention' });
    await expect.poll(numsCalls, { timeout: 3_000 }).toBe(before + 1);
  });
});
