/**
 * The member list's search by job post and role in real Chromium: the choices are the organisation's
 * job posts (post/select) and its role tree flattened parents first (role/tree), the same look-ups as
 * the permission form; the chosen ids go to member/list as postId and roleId. The desktop core is
 * the one faked part (support/fakeCore.ts), answering as the server would.
 */
import type { JobPostOption, RoleNode } from '@shared/api/orgPickerEndpoints';
import type { MemberRecord } from '@shared/domain/member';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ListPage } from '../../src/renderer/src/crud/ListPage';
import { members } from '../../src/renderer/src/resources/members';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const POSTS: JobPostOption[] = [
  { id: '31', postCode: 'director', postName: '所长', category: 2 },
  { id: '32', postCode: 'designer', postName: '设计师', category: 3 },
];
const role = (id: string, name: string, children: RoleNode[] = []): RoleNode => ({ id, parentId: '0', name, alias: name, children });
const ROLES = [role('41', '管理员'), role('42', '项目经理', [role('43', '专业负责人')])];

const member = (id: string, realName: string, postId: string, roleIds: string[]): MemberRecord => ({
  id,
  userId: `9${id}`,
  realName,
  account: '',
  sex: 1,
  phone: `1390000000${id}`,
  deptId: '1',
  deptName: '设计一所',
  postId,
  postName: POSTS.find((p) => p.id === postId)?.postName ?? '',
  roleIds,
  roleNames: roleIds.map((r) => [...ROLES, ...ROLES.flatMap((x) => x.children)].find((x) => x.id === r)!.name),
  isExpert: 0,
  joinTime: '2026-11-20 09:00:00',
  joinStatus: 'JOINED',
  updateTime: '2026-11-20 09:00:00',
});
const MEMBERS = [member('1', '王所长', '31', ['41']), member('2', '李设计', '32', ['43']), member('3', '赵经理', '32', ['42'])];

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'menu/buttons') return [];
    if (call.path === 'post/select') return POSTS;
    if (call.path === 'role/tree') return ROLES;
    if (call.path === 'member/list') {
      const { postId, roleId } = (call.query ?? {}) as Record<string, string>;
      return pageOf(MEMBERS.filter((m) => (!postId || m.postId === postId) && (!roleId || m.roleIds.includes(roleId))));
    }
    throw new Error(`unexpected ${call.path}`);
  });
});

async function renderList(language: 'zh' | 'en') {
  return render(
    <ListHarness i18n={await createI18n(language)}>
      <ListPage resource={members} />
    </ListHarness>,
  );
}

const listQueries = () => apiCalls.filter((c) => c.path === 'member/list').map((c) => c.query);

describe('member search by job post and role', () => {
  it('offers the job posts and the role tree, parents first, and searches by both', async () => {
    const screen = await renderList('zh');
    await expect.element(screen.getByRole('row', { name: /赵经理/ })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: '岗位' }));
    expect(screen.getByRole('listbox').getByRole('option').elements().map((o) => o.textContent)).toEqual(['所长', '设计师']);
    await userEvent.click(screen.getByRole('option', { name: '设计师' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await expect.element(screen.getByRole('row', { name: /王所长/ })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('row', { name: /李设计/ })).toBeVisible();
    expect(listQueries().at(-1)).toMatchObject({ postId: '32', current: 1 });

    await userEvent.click(screen.getByRole('combobox', { name: '角色' }));
    await expect.element(screen.getByRole('option', { name: '专业负责人' })).toBeVisible();
    expect(screen.getByRole('listbox').getByRole('option').elements().map((o) => o.textContent)).toEqual(['管理员', '项目经理', '专业负责人']);
    await userEvent.click(screen.getByRole('option', { name: '专业负责人' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await expect.element(screen.getByRole('row', { name: /赵经理/ })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('row', { name: /李设计/ })).toBeVisible();
    expect(listQueries().at(-1)).toMatchObject({ postId: '32', roleId: '43' });
  });

  it('labels both searches in English', async () => {
    const screen = await renderList('en');
    await expect.element(screen.getByRole('combobox', { name: 'Job post' })).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: 'Role', exact: true })).toBeVisible();
  });
});
