/**
 * ReferencePicker in real Chromium on a fixture form: a contract picker whose pick fills the amount,
 * and a partner picker filtered by the chosen contract (disabled until one is chosen, cleared when the
 * contract changes), with status-2 partners disabled, a pick filling the bank account, and "load more"
 * past the first page. The lists come through the renderer's real callEndpoint and bridge client;
 * the desktop core is the one faked part (support/fakeCore.ts), answering pages as the server would.
 */
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { requiredText } from '@shared/domain/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { ReferencePicker } from '../../src/renderer/src/crud/fields/ReferencePicker';
import { TextField } from '../../src/renderer/src/crud/fields';
import { answerApiCalls, apiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

interface Contract { id: string; contractName: string; amount: string }
interface Partner { id: string; contractId: string; partnerName: string; bankAccount: string; status: number }

// Fixture endpoints of the shape every list endpoint of the catalogue has.
const contractList = { module: 'system', method: 'GET', path: 'fixture/contracts' } as Endpoint<{ contractName?: string; current?: number; size?: number }, Page<Contract>>;
const partnerList = { module: 'system', method: 'GET', path: 'fixture/partners' } as Endpoint<{ contractId?: string; partnerName?: string; current?: number; size?: number }, Page<Partner>>;

const CONTRACTS: Contract[] = [
  { id: 'c1', contractName: '滨江设计合同', amount: '100000.00' },
  { id: 'c2', contractName: '城北勘察合同', amount: '2500.50' },
];
const PARTNERS: Partner[] = [
  { id: 'p1', contractId: 'c1', partnerName: '华东设计研究院', bankAccount: '6222 0001', status: 1 },
  { id: 'p2', contractId: 'c1', partnerName: '华北设计研究院', bankAccount: '6222 0002', status: 2 },
  { id: 'p3', contractId: 'c2', partnerName: '甲勘察队', bankAccount: '6222 0003', status: 1 },
  { id: 'p4', contractId: 'c2', partnerName: '乙勘察队', bankAccount: '6222 0004', status: 1 },
  { id: 'p5', contractId: 'c2', partnerName: '丙勘察队', bankAccount: '6222 0005', status: 1 },
];

function paged<T>(all: T[], query: Record<string, unknown> | undefined): Page<T> {
  const size = Number(query?.size ?? 100);
  const current = Number(query?.current ?? 1);
  return { records: all.slice((current - 1) * size, current * size), total: all.length, size, current, pages: Math.ceil(all.length / size) };
}

const RESOURCE = 'pickerFixture';
const LABELS = {
  zh: { contractId: '所属合同', amount: '合同金额', partnerId: '合作单位', partnerName: '合作单位名称', bankAccount: '银行账号' },
  en: { contractId: 'Contract', amount: 'Contract amount', partnerId: 'Partner', partnerName: 'Partner name', bankAccount: 'Bank account' },
};
const schema = z.object({ contractId: z.string(), amount: z.string(), partnerId: requiredText('请选择合作单位'), partnerName: z.string(), bankAccount: z.string() });

function Fields() {
  return (
    <>
      <ReferencePicker
        name="contractId"
        endpoint={contractList}
        search="contractName"
        value={(c) => c.id}
        label={(c) => c.contractName}
        onPick={(c, form) => form.setValue('amount', c.amount)}
      />
      <TextField name="amount" readOnly />
      <ReferencePicker
        name="partnerId"
        nameField="partnerName"
        required
        endpoint={partnerList}
        search="partnerName"
        pageSize={2}
        filters={(v) => (v.contractId ? { contractId: String(v.contractId) } : null)}
        waitingFor="contractId"
        disabled={(p) => p.status === 2}
        onPick={(p, form) => form.setValue('bankAccount', p.bankAccount)}
        value={(p) => p.id}
        label={(p) => p.partnerName}
      />
      <TextField name="bankAccount" readOnly />
    </>
  );
}

async function renderForm(language: 'zh' | 'en' = 'zh', defaults: Record<string, string> = {}) {
  const i18n = await createI18n(language);
  for (const lng of ['zh', 'en'] as const) i18n.addResourceBundle(lng, 'translation', { resources: { [RESOURCE]: { fields: LABELS[lng] } } }, true, true);
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={i18n} resource={RESOURCE} schema={schema} defaultValues={{ contractId: '', amount: '', partnerId: '', partnerName: '', bankAccount: '', ...defaults }} onSubmit={onSubmit}>
      <Fields />
    </FieldHarness>,
  );
  return { screen, onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

const partnerQueries = () => apiCalls.filter((c) => c.path === 'fixture/partners').map((c) => c.query);

beforeEach(() => {
  answerApiCalls((call) => {
    const q = call.query ?? {};
    if (call.path === 'fixture/contracts') return paged(CONTRACTS.filter((c) => c.contractName.includes(String(q.contractName ?? ''))), q);
    if (call.path === 'fixture/partners') return paged(PARTNERS.filter((p) => p.contractId === q.contractId && p.partnerName.includes(String(q.partnerName ?? ''))), q);
    throw new Error(`unexpected ${call.path}`);
  });
});

describe('ReferencePicker', () => {
  it('waits for the contract, then lists its partners; a pick fills the other fields', async () => {
    const { screen, submit, onSubmit } = await renderForm();
    const partner = screen.getByRole('combobox', { name: '合作单位' });
    await expect.element(partner).toBeDisabled();
    await expect.element(partner).toHaveAttribute('placeholder', '请先选择所属合同');
    // Nothing is asked for the partners before a contract is chosen.
    expect(partnerQueries()).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: '所属合同' }));
    await userEvent.click(screen.getByRole('option', { name: '滨江设计合同' }));
    await expect.element(screen.getByRole('textbox', { name: '合同金额' })).toHaveValue('100000.00');
    await expect.element(partner).toBeEnabled();
    await userEvent.click(partner);
    await userEvent.click(screen.getByRole('option', { name: '华东设计研究院' }));
    await expect.element(partner).toHaveValue('华东设计研究院');
    await expect.element(screen.getByRole('textbox', { name: '银行账号' })).toHaveValue('6222 0001');
    expect(partnerQueries()).toEqual([{ contractId: 'c1', current: 1, size: 2 }]);

    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ contractId: 'c1', amount: '100000.00', partnerId: 'p1', partnerName: '华东设计研究院', bankAccount: '6222 0001' });
  });

  it('shows a status-2 partner disabled, and it cannot be picked', async () => {
    const { screen, submit, onSubmit } = await renderForm('zh', { contractId: 'c1' });
    const partner = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(partner);
    const disabled = screen.getByRole('option', { name: '华北设计研究院（已停用）' });
    await expect.element(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { force: true });
    await userEvent.keyboard('{Escape}');
    await expect.element(partner).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: '银行账号' })).toHaveValue('');
    await submit();
    await expect.element(screen.getByText('请选择合作单位')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-queries when the contract changes and clears the partner chosen under the old one', async () => {
    const { screen } = await renderForm();
    const contract = screen.getByRole('combobox', { name: '所属合同' });
    const partner = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(contract);
    await userEvent.click(screen.getByRole('option', { name: '滨江设计合同' }));
    await userEvent.click(partner);
    await userEvent.click(screen.getByRole('option', { name: '华东设计研究院' }));
    await expect.element(partner).toHaveValue('华东设计研究院');

    await userEvent.click(contract);
    await userEvent.click(screen.getByRole('option', { name: '城北勘察合同' }));
    await expect.element(partner).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: '合同金额' })).toHaveValue('2500.50');
    await userEvent.click(partner);
    await expect.element(screen.getByRole('option', { name: '甲勘察队' })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: '华东设计研究院' })).not.toBeInTheDocument();
    expect(partnerQueries().at(-1)).toEqual({ contractId: 'c2', current: 1, size: 2 });
  });

  it('keeps a loaded choice: a record opened with its partner is not cleared', async () => {
    const { screen } = await renderForm('zh', { contractId: 'c1', partnerId: 'p1', partnerName: '华东设计研究院' });
    await expect.element(screen.getByRole('combobox', { name: '合作单位' })).toHaveValue('华东设计研究院');
  });

  it('loads more past the first page, and searches by keyword', async () => {
    const { screen } = await renderForm('zh', { contractId: 'c2' });
    const partner = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(partner);
    await expect.element(screen.getByRole('option', { name: '乙勘察队' })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: '丙勘察队' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '加载更多' }));
    await expect.element(screen.getByRole('option', { name: '丙勘察队' })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: '加载更多' })).not.toBeInTheDocument();
    expect(partnerQueries().at(-1)).toEqual({ contractId: 'c2', current: 2, size: 2 });

    await userEvent.type(partner, '乙');
    await expect.element(screen.getByRole('option', { name: '甲勘察队' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('option', { name: '乙勘察队' })).toBeVisible();
    expect(partnerQueries().at(-1)).toEqual({ contractId: 'c2', partnerName: '乙', current: 1, size: 2 });
  });

  it('speaks English: waiting for the contract, disabled partners and load more', async () => {
    const { screen } = await renderForm('en');
    const partner = screen.getByRole('combobox', { name: 'Partner', exact: true });
    await expect.element(partner).toHaveAttribute('placeholder', 'Choose Contract first');
    await userEvent.click(screen.getByRole('combobox', { name: 'Contract', exact: true }));
    await userEvent.click(screen.getByRole('option', { name: '滨江设计合同' }));
    await userEvent.click(partner);
    await expect.element(screen.getByRole('option', { name: '华北设计研究院 (disabled)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Contract', exact: true }));
    await userEvent.click(screen.getByRole('option', { name: '城北勘察合同' }));
    await userEvent.click(partner);
    await expect.element(screen.getByRole('option', { name: 'Load more' })).toBeVisible();
  });
});
