/**
 * The resource-provider service contract form in real Chromium: picking the owner contract fills its
 * figures read-only, the commission amount follows the percent as it is typed (the shared formula),
 * and the parties are held as the {bizId, deptName, code, logo} objects the body sends.
 */
import { resourceContractSchema } from '@shared/domain/contractResource';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ResourceContractFields } from '../../src/renderer/src/resources/contractResources/Fields';
import { contractResources } from '../../src/renderer/src/resources/contractResources/index';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const OWNER = {
  id: '501',
  name: '滨江新区文化艺术中心设计合同',
  code: 'YZ-2026-001',
  statusContract: 2,
  currContractAmount: '12000000.00',
  bizFee: '600000.00',
  projectCostFee: '10800000.00',
  productContractAmount: '2000000.00',
  resourceContractAmount: '500000.00',
  otherAmount: '0.00',
  costSurplus: '8300000.00',
  partyJia: { bizId: '100005', deptName: '滨江新区建设发展有限公司', code: '', logo: '' },
  partyYi: { bizId: '100006', deptName: '长江工程咨询有限公司', code: '', logo: '' },
};
const PROVIDER = { id: '9', tenantId: '100007', compName: '蓝图工程资源服务有限公司', orgCategory: 'zy', code: 'ZY', frameworkAgreement: 1, createTime: '', status: 1, attentionStatus: 1, remark: '' };

describe('resource-provider service contract form', () => {
  it('fills the owner figures, computes the commission live, and sends the parties as objects', async () => {
    answerApiCalls((call) =>
      call.path === 'oauth/user-info'
        ? { userId: '1', realName: 'x', tenantId: '100004', orgCategory: 'sj', orgName: '远景建筑设计研究院有限公司' }
        : call.path === 'contract-owner/list'
          ? pageOf([OWNER])
          : pageOf([PROVIDER]),
    );
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={resourceContractSchema} defaultValues={{ ...contractResources.empty, signDate: '2026-11-20 10:00:00' }} onSubmit={onSubmit} resource="contractResources">
        <ResourceContractFields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('0<当前资源方提成比例<=100。')).toBeVisible();
    await expect.element(screen.getByText('请选择乙方单位')).toBeVisible();

    await userEvent.click(screen.getByTestId('resource-contractOwnerId'));
    await userEvent.click(screen.getByRole('option', { name: /滨江新区文化艺术中心设计合同.*YZ-2026-001/ }));
    await expect.element(screen.getByTestId('computed-costSurplus')).toHaveValue('8300000.00');
    await expect.element(screen.getByTestId('computed-yz_currContractAmount')).toHaveValue('12000000.00');
    await expect.element(screen.getByTestId('computed-commissionAmount')).toHaveValue('');
    await userEvent.fill(screen.getByTestId('percent-commissionPercent'), '12.5');
    await expect.element(screen.getByTestId('computed-commissionAmount')).toHaveValue('1500000.00');
    await expect.element(screen.getByTestId('computed-commissionAmountAfter')).toHaveValue('2000000.00');
    await userEvent.fill(screen.getByTestId('percent-commissionPercent'), '0.01');
    await expect.element(screen.getByTestId('computed-commissionAmount')).toHaveValue('1200.00');

    // Party A: this organisation or the owner contract's parties; party B: the zy partners.
    await userEvent.click(screen.getByTestId('party-partyJia'));
    await expect.element(screen.getByRole('option', { name: '长江工程咨询有限公司' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: '远景建筑设计研究院有限公司' }));
    await userEvent.click(screen.getByTestId('party-partyYi'));
    await userEvent.click(screen.getByRole('option', { name: '蓝图工程资源服务有限公司' }));
    await userEvent.fill(screen.getByRole('textbox', { name: '合同名称' }), '资源对接服务合同');
    await userEvent.fill(screen.getByRole('textbox', { name: '服务内容及规模' }), '项目资源对接');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      contractOwnerId: '501',
      yzCode: 'YZ-2026-001',
      commissionPercent: '0.01',
      partyJia: { bizId: '100004', deptName: '远景建筑设计研究院有限公司' },
      partyYi: { bizId: '100007', deptName: '蓝图工程资源服务有限公司' },
    });
  });
});
