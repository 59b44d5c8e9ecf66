/**
 * The bid deposit form's tender in real Chromium: picked through the app's one tender picker (the
 * tender list, contract/bid-preparation/list, searched by name), which offers the organisation's
 * tenders with their purchasing codes; a picked tender fills the purchasing code and the amount.
 */
import { depositSchema } from '@shared/domain/financeDeposit';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BidDepositFields } from '../../src/renderer/src/resources/bidDeposits/Fields';
import { bidDeposits } from '../../src/renderer/src/resources/bidDeposits/index';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const LIBRARY = { id: '11', name: '江北新区图书馆设计招标', purchasingCode: 'CG-2026-011', guarantee: '50000.00' };
const ROAD = { id: '12', name: '南湖片区道路设计招标', purchasingCode: 'CG-2026-012', guarantee: '8000.00' };

describe('bid deposit form', () => {
  it('picks its tender through the tender list by name and takes its purchasing code and guarantee', async () => {
    answerApiCalls((call) => {
      if (call.module === 'contract' && call.path === 'bid-preparation/list') return pageOf(String(call.query?.name ?? '') === '图书馆' ? [LIBRARY] : [LIBRARY, ROAD]);
      return []; // the deposit type's dictionary
    });
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={depositSchema} defaultValues={bidDeposits.empty} onSubmit={vi.fn()} resource="bidDeposits">
        <BidDepositFields mode="add" />
      </FieldHarness>,
    );
    const picker = screen.getByRole('combobox', { name: '投标项目' });
    await userEvent.click(picker);
    await expect.element(screen.getByRole('option', { name: /南湖片区道路设计招标/ })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: /江北新区图书馆设计招标/ })).toHaveTextContent('CG-2026-011');
    await userEvent.fill(picker, '图书馆');
    await expect.element(screen.getByRole('option', { name: /南湖片区道路设计招标/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /江北新区图书馆设计招标/ }));
    await expect.element(screen.getByRole('textbox', { name: '采购编号' })).toHaveValue('CG-2026-011');
    await expect.element(screen.getByTestId('money-guarantee')).toHaveValue('50000.00');
    const lookups = apiCalls.filter((c) => c.path === 'bid-preparation/list');
    expect(lookups.map((c) => c.query?.name ?? '')).toEqual(['', '图书馆']);
    expect(lookups.every((c) => c.module === 'contract' && c.query?.size === 100)).toBe(true);
  });
});
