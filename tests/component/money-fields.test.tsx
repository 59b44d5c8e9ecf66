/**
 * MoneyField and PercentField in real Chromium: what a person sees when typing amounts and rates.
 * The schema is composed from the shared rules (moneyText, percentText, blankAsUndefined) the way a
 * resource's schema would compose them (no screen has a money field yet). Nothing is mocked here:
 * these fields never call the core.
 */
import { blankAsUndefined, FIELD_MESSAGES, moneyText, percentText } from '@shared/domain/fields';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { MoneyField, PercentField } from '../../src/renderer/src/crud/fields/MoneyFields';
import { createI18n, FieldHarness } from './support/FieldHarness';

const AMOUNT_REQUIRED = '请输入合同金额';
const schema = z.object({
  amount: z.preprocess(blankAsUndefined, moneyText.optional()).refine((v) => v !== undefined, AMOUNT_REQUIRED),
  deposit: z.preprocess(blankAsUndefined, moneyText.optional()),
  rate: z.preprocess(blankAsUndefined, percentText.optional()),
});

async function renderForm(language: 'zh' | 'en' = 'zh') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} schema={schema} defaultValues={{ amount: '', deposit: '', rate: '' }} onSubmit={onSubmit}>
      <MoneyField name="amount" required />
      <MoneyField name="deposit" />
      <PercentField name="rate" />
    </FieldHarness>,
  );
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));
  return { screen, onSubmit, submit };
}

describe('MoneyField', () => {
  it('shows 12.3 as 12.30 once the person leaves the field, and submits that text', async () => {
    const { screen, onSubmit, submit } = await renderForm();
    const amount = screen.getByRole('textbox', { name: '合同金额' });
    await userEvent.fill(amount, '12.3');
    await userEvent.tab();
    await expect.element(amount).toHaveValue('12.30');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    // The optional deposit left empty is fine.
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ amount: '12.30', deposit: undefined });
  });

  it.each(['1.234', '-1', 'abc'])('refuses %s inline with 请填写正确的数字 and does not submit', async (typed) => {
    const { screen, onSubmit, submit } = await renderForm();
    const amount = screen.getByRole('textbox', { name: '合同金额' });
    await userEvent.fill(amount, typed);
    await userEvent.tab();
    // Bad input is left as typed, not silently rewritten.
    await expect.element(amount).toHaveValue(typed);
    await submit();
    await expect.element(screen.getByText(FIELD_MESSAGES.number)).toBeVisible();
    await expect.element(amount).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a required amount left empty, and shows the yuan suffix', async () => {
    const { screen, onSubmit, submit } = await renderForm();
    await expect.element(screen.getByText('元').first()).toBeVisible();
    await submit();
    await expect.element(screen.getByText(AMOUNT_REQUIRED)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks English: the suffix and the number message', async () => {
    const { screen, onSubmit, submit } = await renderForm('en');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Deposit' }), '1.234');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Contract amount' }), '5');
    await submit();
    await expect.element(screen.getByText('Enter a valid number (at most two decimals)')).toBeVisible();
    await expect.element(screen.getByText('CNY').first()).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PercentField', () => {
  it('shows 12.5 as 12.50 with the % suffix', async () => {
    const { screen } = await renderForm();
    const rate = screen.getByRole('textbox', { name: '费率' });
    await userEvent.fill(rate, '12.5');
    await userEvent.tab();
    await expect.element(rate).toHaveValue('12.50');
    await expect.element(screen.getByText('%')).toBeVisible();
  });

  it('refuses 100.01 with 请填写正确的数字 and accepts 100', async () => {
    const { screen, onSubmit, submit } = await renderForm();
    await userEvent.fill(screen.getByRole('textbox', { name: '合同金额' }), '1');
    const rate = screen.getByRole('textbox', { name: '费率' });
    await userEvent.fill(rate, '100.01');
    await submit();
    await expect.element(screen.getByText(FIELD_MESSAGES.number)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected, the message goes away (the form checks again as the person types) and it submits.
    await userEvent.fill(rate, '100');
    await expect.element(screen.getByText(FIELD_MESSAGES.number)).not.toBeInTheDocument();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ amount: '1.00', rate: '100.00' });
  });
});
