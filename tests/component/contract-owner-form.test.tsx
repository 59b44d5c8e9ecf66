/**
 * The owner contract form (issue 16) in real Chromium: the fees follow the amount and ratios as they
 * are typed (the shared formula the server runs again), the associated projects are rows whose
 * messages stand under them, party B's message shows with the others on submit, and the consortium
 * switch makes party B several.
 */
import { ownerContractSchema } from '@shared/domain/contractOwnerSchema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OwnerContractFields } from '../../src/renderer/src/resources/contractOwners/Fields';
import { EMPTY } from '../../src/renderer/src/resources/contractOwners/values';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const PLATFORMS = [
  { id: '9100006', tenantId: '100006', compName: '长江工程咨询有限公司', orgCategory: 'pt', code: 'C1', frameworkAgreement: 1, createTime: '', status: 1, attentionStatus: 1, remark: '' },
  { id: '9100014', tenantId: '100014', compName: '西南平台有限公司', orgCategory: 'pt', code: 'C2', frameworkAgreement: 1, createTime: '', status: 1, attentionStatus: 1, remark: '' },
];

beforeEach(() =>
  answerApiCalls((call) =>
    call.path === 'oauth/user-info' ? { userId: '1', realName: 'x', tenantId: '100004', orgCategory: 'sj', orgName: '远景' } : /dict|region/.test(call.path) ? [] : pageOf(PLATFORMS),
  ),
);

async function renderForm() {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n('zh')} schema={ownerContractSchema} defaultValues={EMPTY} onSubmit={onSubmit} resource="contractOwners">
      <OwnerContractFields mode="add" />
    </FieldHarness>,
  );
  return { screen, onSubmit };
}

describe('OwnerContractFields', () => {
  it('computes the fees live, half-typed input showing no result', async () => {
    const { screen } = await renderForm();
    await userEvent.fill(screen.getByTestId('money-currContractAmount'), '12000000');
    await userEvent.fill(screen.getByTestId('percent-platformFeeRatio'), '3');
    await userEvent.fill(screen.getByTestId('percent-sysFeeRatio'), '2');
    await expect.element(screen.getByTestId('computed-platformFee')).toHaveValue('360000.00');
    await expect.element(screen.getByTestId('computed-exProjectFee')).toHaveValue('11400000.00');
    // A blank ratio counts as 0 %; the business fee ratio typed, the cost follows.
    await userEvent.fill(screen.getByTestId('percent-bizFeeRatio'), '5');
    await expect.element(screen.getByTestId('computed-projectCostFee')).toHaveValue('10800000.00');
    await userEvent.fill(screen.getByTestId('money-currContractAmount'), '12000000.');
    await expect.element(screen.getByTestId('computed-bizFee')).toHaveValue('600000.00');
    await userEvent.fill(screen.getByTestId('money-currContractAmount'), '-');
    await expect.element(screen.getByTestId('computed-projectCostFee')).toHaveValue('');
    await userEvent.fill(screen.getByTestId('money-surveyFee'), '1.10');
    await userEvent.fill(screen.getByTestId('money-designFee'), '2.20');
    await expect.element(screen.getByTestId('computed-surveyTotalFee')).toHaveValue('3.30');
  });

  it('shows 请选择乙方单位 on submit together with the other required fields’ messages', async () => {
    const { screen, onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择乙方单位')).toBeVisible();
    await expect.element(screen.getByText('请选择甲方单位')).toBeVisible();
    await expect.element(screen.getByText('请选择关联项目').or(screen.getByText('请删除没有选择项目的数据')).first()).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what the project rows lack under them, and makes party B several for a consortium', async () => {
    const { screen, onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请删除没有选择项目的数据')).toBeVisible();
    await userEvent.click(screen.getByTestId('owner-projects-remove-0'));
    await expect.element(screen.getByText('请选择关联项目')).toBeVisible();
    await userEvent.click(screen.getByTestId('owner-projects-add'));
    await expect.element(screen.getByTestId('owner-projects-row')).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: '联合体' }));
    await userEvent.click(screen.getByRole('option', { name: /是/ }));
    await userEvent.click(screen.getByTestId('party-partyYi'));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /长江/ }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /西南/ }));
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByTestId('party-partyYi')).toHaveTextContent(/长江.*西南/);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
