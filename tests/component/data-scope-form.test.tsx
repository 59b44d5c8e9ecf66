/**
 * The data-scope form in real Chromium: a custom rule's field and values appear only for the custom
 * type, the field's choices follow the resource, and the shared schema's messages show inline.
 */
import { dataScopeSchema } from '@shared/domain/dataScope';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { dataScopes } from '../../src/renderer/src/resources/dataScopes';
import { DataScopeFields } from '../../src/renderer/src/resources/dataScopes/Fields';
import { createI18n, FieldHarness } from './support/FieldHarness';

async function renderForm(language: 'zh' | 'en' = 'zh') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} schema={dataScopeSchema} defaultValues={dataScopes.empty} onSubmit={onSubmit} resource="dataScopes">
      <DataScopeFields />
    </FieldHarness>,
  );
  const choose = async (field: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: field }));
    await userEvent.click(screen.getByRole('option', { name: option }));
  };
  return { screen, onSubmit, choose, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('data scope form', () => {
  it('offers the rule field and values only for a custom rule, with the fields of the chosen resource', async () => {
    const { screen, choose } = await renderForm();
    await expect.element(screen.getByRole('combobox', { name: '规则字段' })).not.toBeInTheDocument();
    await choose('权限类型', '自定义');
    await userEvent.click(screen.getByRole('combobox', { name: '规则字段' }));
    await expect.element(screen.getByRole('option', { name: '合作状态' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await choose('数据资源', '跟进记录');
    await userEvent.click(screen.getByRole('combobox', { name: '规则字段' }));
    await expect.element(screen.getByRole('option', { name: '客户编号' })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: '合作状态' })).not.toBeInTheDocument();
  });

  it('shows the messages of a custom rule left incomplete, then submits the trimmed values', async () => {
    const { screen, onSubmit, choose, submit } = await renderForm();
    await userEvent.fill(screen.getByRole('textbox', { name: '权限名称' }), '合作中的客户');
    await userEvent.fill(screen.getByRole('textbox', { name: '权限编号' }), 'customer_cooperating');
    await choose('权限类型', '自定义');
    await submit();
    await expect.element(screen.getByText('请选择规则字段')).toBeVisible();
    await choose('规则字段', '合作状态');
    await userEvent.fill(screen.getByRole('textbox', { name: '规则取值' }), 'a');
    await submit();
    await expect.element(screen.getByText('规则取值格式有误')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '规则取值' }), ' 1, 2 ');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ resource: 'customer', scopeType: 'custom', scopeColumn: 'status', scopeValue: '1,2' });
  });

  it('speaks English', async () => {
    const { screen, choose } = await renderForm('en');
    await choose('Scope type', 'Custom');
    await expect.element(screen.getByRole('combobox', { name: 'Rule field' })).toBeVisible();
  });
});
