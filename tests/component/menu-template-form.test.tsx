/**
 * The menu template form (/system/menu) in real Chromium: the parent comes from menu/tree, a button
 * has no path or icon, the categories are a multi-select held comma-joined as the server stores them,
 * and the shared schema's messages show inline.
 */
import type { ApiCall } from '@shared/bridge';
import { MENU_TEMPLATE_MESSAGES, menuTemplateSubmitSchema } from '@shared/domain/roleGrant';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { menuTemplate } from '../../src/renderer/src/resources/menuTemplate';
import { MenuTemplateFields } from '../../src/renderer/src/resources/menuTemplate/Fields';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const entry = (id: string, name: string, children: unknown[] = []) => ({ id, parentId: '0', code: `m${id}`, name, path: '', icon: '', sort: 0, category: 1, isShow: 1, categories: '', operatorOnly: 0, roles: '', hasChildren: children.length > 0, createTime: '', children });

beforeEach(() =>
  answerApiCalls((call: ApiCall) => {
    if (call.path === 'menu/tree') return [entry('1', '通知公告', [entry('2', '公告管理')])];
    throw new Error(`unexpected ${call.path}`);
  }),
);

describe('menu template form', () => {
  it('picks a parent and several categories, hides path for a button, and shows the messages', { timeout: 60_000 }, async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="menuTemplate" schema={menuTemplateSubmitSchema.omit({ id: true })} defaultValues={menuTemplate.empty} onSubmit={onSubmit}>
        <MenuTemplateFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(MENU_TEMPLATE_MESSAGES.name)).toBeVisible();
    await expect.element(screen.getByText(MENU_TEMPLATE_MESSAGES.code)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: '上级菜单' }));
    await userEvent.click(screen.getByRole('option', { name: '公告管理' }));
    await userEvent.click(screen.getByRole('combobox', { name: '菜单类型' }));
    await userEvent.click(screen.getByRole('option', { name: '按钮' }));
    await expect.element(screen.getByRole('textbox', { name: '路由地址' })).not.toBeInTheDocument();
    await userEvent.fill(screen.getByRole('textbox', { name: '菜单名称' }), '归档');
    await userEvent.fill(screen.getByRole('textbox', { name: '菜单编号' }), 'notice-archive');
    await userEvent.click(screen.getByRole('combobox', { name: '适用企业类型' }));
    await userEvent.click(screen.getByText('设计公司', { exact: true }));
    await userEvent.click(screen.getByText('科技公司', { exact: true }));
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('combobox', { name: '适用企业类型' })).toHaveTextContent('科技公司, 设计公司');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText(MENU_TEMPLATE_MESSAGES.codeFormat)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '菜单编号' }), 'notice_archive');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ parentId: '2', category: 2, name: '归档', code: 'notice_archive', categories: 'kj,sj', isShow: 1, operatorOnly: 0 });
  });
});
