/**
 * The cooperation fee's return form in real Chromium: the returned amount follows the deduction as it
 * is typed — paid − deduction while the deduction is lower, 0.00 once it reaches what was paid —
 * through the shared formula the server runs again (feeReturnFormula). Labels are the resource's own.
 */
import { feeReturnFormula } from '@shared/domain/financeCooperationFee';
import { financeDepositZh } from '@shared/i18n/finance/deposit.zh';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { ComputedField } from '../../src/renderer/src/crud/fields/ComputedField';
import { MoneyField } from '../../src/renderer/src/crud/fields/MoneyFields';
import { TextField } from '../../src/renderer/src/crud/fields';
import { createI18n, FieldHarness } from './support/FieldHarness';

const labels = financeDepositZh.resources.cooperationFees.fields;

describe('cooperation fee return form', () => {
  it('computes the returned amount live from the paid amount and the deduction', async () => {
    const i18n = await createI18n('zh');
    const screen = await render(
      <FieldHarness i18n={i18n} resource="cooperationFees" schema={z.object({})} defaultValues={{ payAmount: '1000.05', deductAmount: '', restitutionAmount: '' }} onSubmit={vi.fn()}>
        <TextField name="payAmount" readOnly />
        <MoneyField name="deductAmount" />
        <ComputedField name="restitutionAmount" formula={feeReturnFormula} suffix="yuan" />
      </FieldHarness>,
    );
    const deduct = screen.getByRole('textbox', { name: labels.deductAmount });
    const back = screen.getByRole('textbox', { name: labels.restitutionAmount });
    // No deduction yet: everything paid comes back.
    await expect.element(back).toHaveValue('1000.05');
    await userEvent.type(deduct, '100.02');
    await expect.element(back).toHaveValue('900.03');
    await userEvent.clear(deduct);
    await userEvent.type(deduct, '1000.05');
    await expect.element(back).toHaveValue('0.00');
    await userEvent.clear(deduct);
    await userEvent.type(deduct, '-');
    await expect.element(back).toHaveValue('');
  });
});
