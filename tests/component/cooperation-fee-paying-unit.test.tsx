/**
 * The cooperation fee's paying unit in real Chromium: a new payment starts with the signed-in person's
 * organisation chosen (they pay on its behalf; the server accepts no other unit), and a recorded fee
 * keeps the unit it was paid by. The person's organisation comes from the session (userInfoQuery).
 */
import type { UserInfo } from '@shared/api/endpoints';
import { financeDepositZh } from '@shared/i18n/finance/deposit.zh';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { userInfoQuery } from '../../src/renderer/src/api/sessionQueries';
import { OwnCompanyField } from '../../src/renderer/src/resources/cooperationFees/BankPicker';
import { createI18n, FieldHarness } from './support/FieldHarness';

const labels = financeDepositZh.resources.cooperationFees.fields;
const ORG = '100004';
const ORG_NAME = '远景建筑设计研究院有限公司';

function signedIn(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const me: UserInfo = { userId: '1', account: 'sj_admin', realName: '张明远', avatar: '', phone: '', tenantId: ORG, deptId: '', deptName: '', roleId: '', roleName: '', orgCategory: 'sj', orgName: ORG_NAME };
  client.setQueryData(userInfoQuery().queryKey, me);
  return client;
}

async function renderField(payCompanyId: string, onSubmit: (v: unknown) => void) {
  return render(
    <FieldHarness i18n={await createI18n('zh')} resource="cooperationFees" queryClient={signedIn()} schema={z.object({ payCompanyId: z.string().min(1) })} defaultValues={{ payCompanyId }} onSubmit={onSubmit}>
      <OwnCompanyField name="payCompanyId" />
    </FieldHarness>,
  );
}

describe('cooperation fee paying unit', () => {
  it('starts as the signed-in organisation and is sent as its id', async () => {
    const onSubmit = vi.fn();
    const screen = await renderField('', onSubmit);
    await expect.element(screen.getByRole('combobox', { name: labels.payCompanyId })).toHaveTextContent(ORG_NAME);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ payCompanyId: ORG });
  });

  it('keeps the unit a recorded fee was paid by', async () => {
    const onSubmit = vi.fn();
    const screen = await renderField('100001', onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ payCompanyId: '100001' });
  });
});
