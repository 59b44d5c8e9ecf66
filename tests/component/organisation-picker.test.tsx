/**
 * OrganisationPicker in real Chromium: searching, a disabled organisation, choosing one. The list
 * comes from GET biz-attention/list through the renderer's real callEndpoint and bridge client; the
 * desktop core behind the bridge is the one mocked part (support/fakeCore.ts): it cannot run in a
 * component test, so it answers fixed pages filtered by the typed name, as the server does.
 */
import type { BizAttention } from '@shared/domain/bizAttention';
import { requiredText } from '@shared/domain/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { OrganisationPicker } from '../../src/renderer/src/crud/fields/Pickers';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const org = (tenantId: string, compName: string, status: number, attentionStatus: 1 | 2 = 1): BizAttention => ({
  id: `9${tenantId}`,
  tenantId,
  compName,
  orgCategory: 'sj',
  code: `C${tenantId}`,
  frameworkAgreement: 0,
  createTime: '2026-11-01 09:00:00',
  status,
  attentionStatus,
  remark: '',
});
const ORGANISATIONS = [org('100004', '华东设计研究院', 1), org('100011', '华北设计研究院', 2), org('100005', '滨江业主单位', 1), org('100012', '西南勘察设计院', 1, 2)];

const schema = z.object({ orgId: requiredText('请选择合作单位'), orgName: z.string() });

async function renderPicker(language: 'zh' | 'en' = 'zh') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} schema={schema} defaultValues={{ orgId: '', orgName: '' }} onSubmit={onSubmit}>
      <OrganisationPicker name="orgId" nameField="orgName" required />
    </FieldHarness>,
  );
  return { screen, onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

const namesAsked = () => apiCalls.filter((c) => c.path === 'biz-attention/list').map((c) => c.query?.compName);

beforeEach(() => {
  answerApiCalls((call) => {
    const name = String(call.query?.compName ?? '');
    return pageOf(ORGANISATIONS.filter((o) => o.compName.includes(name)));
  });
});

describe('OrganisationPicker', () => {
  it('asks for the typed name once the typing settles, and lists what matches', async () => {
    const { screen } = await renderPicker();
    const picker = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(picker);
    await expect.element(screen.getByRole('option', { name: '滨江业主单位' })).toBeVisible();
    await userEvent.type(picker, '设计');
    await expect.element(screen.getByRole('option', { name: '滨江业主单位' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('option', { name: '华东设计研究院' })).toBeVisible();
    // One request for the whole word after the pause, none for the half-typed 设.
    expect(namesAsked()).toEqual([undefined, '设计']);
    expect(apiCalls.at(-1)?.query).toMatchObject({ compName: '设计', size: 100 });
  });

  it('shows an organisation not in normal standing disabled, and it cannot be chosen', async () => {
    const { screen, onSubmit, submit } = await renderPicker();
    const picker = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(picker);
    const disabled = screen.getByRole('option', { name: '华北设计研究院（已停用）' });
    await expect.element(disabled).toHaveAttribute('aria-disabled', 'true');
    // A real click on it (force: Playwright itself will not click what is marked disabled).
    await userEvent.click(disabled, { force: true });
    // The list stays open on the refused choice; the person closes it, nothing was chosen.
    await expect.element(disabled).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Escape}');
    await expect.element(picker).toHaveValue('');
    await submit();
    await expect.element(screen.getByText('请选择合作单位')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a partner this organisation disabled (its standing here, status 2) disabled, though the organisation itself is in normal standing', async () => {
    const { screen } = await renderPicker();
    await userEvent.click(screen.getByRole('combobox', { name: '合作单位' }));
    await expect.element(screen.getByRole('option', { name: '西南勘察设计院（已停用）' })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('option', { name: '华东设计研究院' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('writes the chosen organisation id and name into the form', async () => {
    const { screen, onSubmit, submit } = await renderPicker();
    const picker = screen.getByRole('combobox', { name: '合作单位' });
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('option', { name: '华东设计研究院' }));
    await expect.element(picker).toHaveValue('华东设计研究院');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ orgId: '100004', orgName: '华东设计研究院' });
  });

  it('marks a disabled organisation in English', async () => {
    const { screen } = await renderPicker('en');
    await userEvent.click(screen.getByRole('combobox', { name: 'Partner' }));
    await expect.element(screen.getByRole('option', { name: '华北设计研究院 (disabled)' })).toHaveAttribute('aria-disabled', 'true');
  });
});
