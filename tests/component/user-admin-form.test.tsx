/**
 * The user admin drawer form in real Chromium (spec 3 §5): required fields, 两次输入密码不一致!,
 * real name 2–5, the password pair only when adding, and the organisation's departments, job posts
 * and roles loaded for the chosen organisation (and cleared when it changes). The server's own
 * checks are in tests/integration/server/user-admin.test.ts. Only the desktop core is faked.
 */
import type { ApiCall } from '@shared/bridge';
import { userAddSchema, userEditValuesSchema } from '@shared/domain/userAdmin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { users } from '../../src/renderer/src/resources/users';
import { UserFields } from '../../src/renderer/src/resources/users/Fields';
import { answerApiCalls, apiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const named = (prefix: string, names: string[]) => names.map((name, i) => ({ id: `${prefix}${i + 1}`, name }));
function answer(call: ApiCall): unknown {
  if (call.path === 'dict/dictionary') return call.query?.code === 'user_type' ? [{ id: '1', parentId: '0', code: 'user_type', dictKey: '1', dictValue: '后台用户', sort: 1, remark: '', isSealed: 0 }] : [];
  if (call.path === 'user/tenant-options') return named('', ['运营中心', '设计院']).map((t, i) => ({ ...t, id: i === 0 ? '000000' : '100004' }));
  if (call.path === 'user/tenant-choices') {
    const where = call.query?.tenantId === '000000' ? '运营' : '设计院';
    return { depts: named('1', [`${where}一部`]), roles: named('2', [`${where}管理员`, `${where}员工`]), posts: named('3', [`${where}岗位`]) };
  }
  return [];
}

beforeEach(() => answerApiCalls(answer));

describe('user admin form', () => {
  it('asks for every required field, refuses a password pair that differs and a real name outside 2–5, and submits once correct', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={userAddSchema} defaultValues={users.empty} onSubmit={onSubmit} resource="users">
        <UserFields mode="add" />
      </FieldHarness>,
    );
    const field = (label: string) => screen.getByRole('textbox', { name: label, exact: true });
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await submit();
    for (const message of ['请输入登录账号', '请输入密码', '请输入确认密码', '请输入用户昵称', '请输入用户姓名', '请输入手机号', '请选择角色', '请选择所属部门', '请选择所属岗位']) {
      await expect.element(screen.getByText(message)).toBeVisible();
    }
    await userEvent.fill(field('登录账号'), 'ops_zhou');
    await userEvent.fill(field('密码'), 'Abc12345');
    await userEvent.fill(field('确认密码'), 'Abc12346');
    await userEvent.fill(field('用户昵称'), '小周');
    await userEvent.fill(field('用户姓名'), '周');
    await userEvent.fill(field('手机号码'), '13700000001');
    await submit();
    await expect.element(screen.getByText('两次输入密码不一致!')).toBeVisible();
    await expect.element(screen.getByText('用户姓名长度须为2到5个字符')).toBeVisible();
    await userEvent.fill(field('确认密码'), 'Abc12345');
    await userEvent.fill(field('用户姓名'), '周小川周小川');
    await expect.element(screen.getByText('两次输入密码不一致!')).not.toBeInTheDocument();
    await expect.element(screen.getByText('用户姓名长度须为2到5个字符')).toBeVisible();
    await userEvent.fill(field('用户姓名'), '周小川');

    // The operator's choices are loaded for the default organisation.
    await userEvent.click(screen.getByRole('combobox', { name: '所属角色' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '运营员工' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: '所属部门' }));
    await userEvent.click(screen.getByRole('option', { name: '运营一部' }));
    await userEvent.click(screen.getByRole('combobox', { name: '所属岗位' }));
    await userEvent.click(screen.getByRole('option', { name: '运营岗位' }));
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ account: 'ops_zhou', tenantId: '000000', roleIds: ['22'], deptId: '11', postId: '31', userType: 1 });
  });

  it('another organisation clears the department, job post and roles and offers its own', async () => {
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={userEditValuesSchema} defaultValues={{ ...users.empty, roleIds: '21', deptId: '11', postId: '31' }} onSubmit={vi.fn()} resource="users">
        <UserFields mode="edit" />
      </FieldHarness>,
    );
    // An edit never shows the password pair.
    await expect.element(screen.getByRole('textbox', { name: '确认密码' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('combobox', { name: '所属部门' })).toHaveValue('运营一部');
    await userEvent.click(screen.getByRole('combobox', { name: '所属租户' }));
    await userEvent.click(screen.getByRole('option', { name: '设计院' }));
    await expect.element(screen.getByRole('combobox', { name: '所属部门' })).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: '所属部门' }));
    await expect.element(screen.getByRole('option', { name: '设计院一部' })).toBeVisible();
    expect(apiCalls.some((c) => c.path === 'user/tenant-choices' && c.query?.tenantId === '100004')).toBe(true);
  });
});
