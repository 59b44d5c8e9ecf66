/**
 * The forms of tenants, packages and clients in real Chromium: the shared schemas' messages show
 * inline, the client's grant types are held comma-joined, a package's menus are the checked
 * entries of the template's tree, and the tenant setting takes -1 or a positive quota.
 */
import type { ApiCall } from '@shared/bridge';
import { CLIENT_MESSAGES, clientSchema } from '@shared/domain/oauthClient';
import { TENANT_MESSAGES, tenantSettingFormSchema } from '@shared/domain/tenant';
import { TENANT_PACKAGE_MESSAGES, tenantPackageFormSchema } from '@shared/domain/tenantPackage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { clients } from '../../src/renderer/src/resources/clients';
import { ClientFields } from '../../src/renderer/src/resources/clients/Fields';
import { tenantPackages } from '../../src/renderer/src/resources/tenantPackages';
import { TenantPackageFields } from '../../src/renderer/src/resources/tenantPackages/Fields';
import { TenantSettingFields } from '../../src/renderer/src/resources/tenants/Fields';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const entry = (id: string, code: string, name: string, children: unknown[] = []) => ({ id, parentId: '0', code, name, path: '', icon: '', sort: 0, category: 1, isShow: 1, categories: '', operatorOnly: 0, roles: '', hasChildren: children.length > 0, createTime: '', children });

beforeEach(() =>
  answerApiCalls((call: ApiCall) => {
    if (call.path === 'menu/tree') return [entry('1', 'xx_desk', '工作台'), entry('2', 'xx_customer', '客户管理', [entry('3', 'xx_follow', '客户跟进')])];
    throw new Error(`unexpected ${call.path}`);
  }),
);

describe('tenant, package and client forms', () => {
  it('client: required id and grant types, lifetimes in range, grant types sent comma-joined', { timeout: 60_000 }, async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="clients" schema={clientSchema} defaultValues={{ ...clients.empty, grantTypes: '' }} onSubmit={onSubmit}>
        <ClientFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(CLIENT_MESSAGES.clientIdRequired)).toBeVisible();
    await expect.element(screen.getByText(CLIENT_MESSAGES.grantTypesRequired)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '客户端编号' }), 'mobile');
    await userEvent.click(screen.getByRole('combobox', { name: '授权类型' }));
    await userEvent.click(screen.getByText('刷新令牌', { exact: true }));
    await userEvent.click(screen.getByText('密码', { exact: true }));
    await userEvent.keyboard('{Escape}');
    await userEvent.fill(screen.getByRole('textbox', { name: '令牌有效期（秒）', exact: true }), '30');
    await userEvent.fill(screen.getByRole('textbox', { name: '刷新令牌有效期（秒）' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(CLIENT_MESSAGES.accessValidity)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '令牌有效期（秒）', exact: true }), '600');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(CLIENT_MESSAGES.refreshValidity)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '刷新令牌有效期（秒）' }), '3600');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ clientId: 'mobile', grantTypes: 'password,refresh_token', accessTokenValidity: 600, refreshTokenValidity: 3600 });
  });

  it('package: a name and at least one menu of the tree; checking a section checks its pages', { timeout: 60_000 }, async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="tenantPackages" schema={tenantPackageFormSchema} defaultValues={tenantPackages.empty} onSubmit={onSubmit}>
        <TenantPackageFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(TENANT_PACKAGE_MESSAGES.nameRequired)).toBeVisible();
    await expect.element(screen.getByText(TENANT_PACKAGE_MESSAGES.menusRequired)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '套餐名称' }), '客户包');
    await userEvent.click(screen.getByTestId('tree-item-2').getByRole('checkbox').first());
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ packageName: '客户包', remark: '' });
    expect(String(onSubmit.mock.calls[0][0].menuIds).split(',').sort()).toEqual(['2', '3']);
  });

  it('tenant setting: the quota is -1 or a positive whole number; the expiry may stay empty', { timeout: 60_000 }, async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('en')} resource="tenants" schema={tenantSettingFormSchema} defaultValues={{ accountNumber: '0', expireTime: '' }} onSubmit={onSubmit}>
        <TenantSettingFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('The account quota must be -1 (unlimited) or a positive whole number')).toBeVisible();
    expect(TENANT_MESSAGES.accountNumber).toMatch(/-1/);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Account quota' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ accountNumber: 50, expireTime: '' });
  });
});
