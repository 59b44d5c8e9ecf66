/**
 * ComputedField and useFormula in real Chromium: a fixture form with an amount and a ratio whose
 * platform fee (amount × ratio / 100) and total (amount + an optional extra) are computed by a shared
 * formula as the person types, half-typed input included. Nothing is mocked: these fields never call
 * the core.
 */
import { blankAsUndefined, moneyText, percentText } from '@shared/domain/fields';
import { defineFormula } from '@shared/domain/formula';
import { blankAsZero, draftApplyRate, draftSum } from '@shared/domain/money';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { ComputedField } from '../../src/renderer/src/crud/fields/ComputedField';
import { MoneyField, PercentField } from '../../src/renderer/src/crud/fields/MoneyFields';
import { createI18n, FieldHarness } from './support/FieldHarness';

const RESOURCE = 'formulaFixture';
const LABELS = {
  zh: { amount: '合同金额', ratio: '平台费率', extra: '追加金额', platformFee: '平台服务费', total: '合计' },
  en: { amount: 'Contract amount', ratio: 'Platform rate', extra: 'Extra', platformFee: 'Platform fee', total: 'Total' },
};

const contractFees = defineFormula(['platformFee', 'total'], (v) => ({
  platformFee: draftApplyRate(v.amount, v.ratio),
  total: draftSum(v.amount, blankAsZero(v.extra)),
}));

const schema = z.object({
  amount: moneyText,
  ratio: percentText,
  extra: z.preprocess(blankAsUndefined, moneyText.optional()),
  // Computed values travel with the submit; the server recomputes them and ignores these.
  platformFee: z.string(),
  total: z.string(),
});

async function renderForm(language: 'zh' | 'en' = 'zh') {
  const i18n = await createI18n(language);
  for (const lng of ['zh', 'en'] as const) i18n.addResourceBundle(lng, 'translation', { resources: { [RESOURCE]: { fields: LABELS[lng] } } }, true, true);
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={i18n} resource={RESOURCE} schema={schema} defaultValues={{ amount: '', ratio: '', extra: '', platformFee: '', total: '' }} onSubmit={onSubmit}>
      <MoneyField name="amount" />
      <PercentField name="ratio" />
      <MoneyField name="extra" />
      <ComputedField name="platformFee" formula={contractFees} suffix="yuan" />
      <ComputedField name="total" suffix="yuan" />
    </FieldHarness>,
  );
  const input = (name: string) => screen.getByRole('textbox', { name });
  return { screen, onSubmit, input, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('ComputedField', () => {
  it('follows each key typed, showing no result while an operand is half-typed', async () => {
    const { input } = await renderForm();
    const amount = input('合同金额');
    const ratio = input('平台费率');
    const fee = input('平台服务费');
    await expect.element(fee).toHaveValue('');
    await expect.element(fee).toHaveAttribute('placeholder', '自动计算');
    await expect.element(fee).toHaveAttribute('readonly');

    await userEvent.type(ratio, '6');
    // The amount is still empty: no result yet, not 0.00 and never NaN.
    await expect.element(fee).toHaveValue('');
    await userEvent.type(amount, '1');
    await expect.element(fee).toHaveValue('0.06');
    await expect.element(input('合计')).toHaveValue('1.00');
    await userEvent.type(amount, '.');
    await expect.element(amount).toHaveValue('1.');
    await expect.element(fee).toHaveValue('0.06');
    await userEvent.type(amount, '5');
    await expect.element(fee).toHaveValue('0.09'); // 1.5 × 6% = 0.09

    await userEvent.clear(amount);
    await expect.element(fee).toHaveValue('');
    await expect.element(input('合计')).toHaveValue('');
    await userEvent.type(amount, '-');
    await expect.element(fee).toHaveValue('');
    await userEvent.type(amount, '200');
    await expect.element(fee).toHaveValue('-12.00');
  });

  it.each([
    ['33.33', '12.5', '4.17'], // 4.16625 half up
    ['1.10', '5', '0.06'], // 0.055 half up
    ['0.1', '300', '0.30'], // 0.1 × 3 without float error
    ['１０００', '６', '60.00'], // full-width digits from an IME
    ['1,000', '6', '60.00'],
  ])('computes %s at %s percent exactly as %s', async (amountText, ratioText, fee) => {
    const { input } = await renderForm();
    await userEvent.fill(input('合同金额'), amountText);
    await userEvent.fill(input('平台费率'), ratioText);
    await expect.element(input('平台服务费')).toHaveValue(fee);
  });

  it('adds 0.1 and 0.2 as 0.30, an optional extra left blank counting as zero', async () => {
    const { input } = await renderForm();
    await userEvent.fill(input('合同金额'), '0.1');
    await expect.element(input('合计')).toHaveValue('0.10');
    await userEvent.fill(input('追加金额'), '0.2');
    await expect.element(input('合计')).toHaveValue('0.30');
    await userEvent.fill(input('追加金额'), 'abc');
    await expect.element(input('合计')).toHaveValue('');
  });

  it('submits the computed values with the typed ones', async () => {
    const { input, submit, onSubmit } = await renderForm();
    await userEvent.fill(input('合同金额'), '1000');
    await userEvent.fill(input('平台费率'), '6.5');
    await userEvent.tab();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: '1000.00', ratio: '6.50', extra: undefined, platformFee: '65.00', total: '1000.00' });
  });

  it('speaks English', async () => {
    const { input } = await renderForm('en');
    await expect.element(input('Platform fee')).toHaveAttribute('placeholder', 'Computed automatically');
  });
});
