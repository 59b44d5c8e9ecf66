import { describe, expect, it } from 'vitest';
import { grantedIds, grantState, menuGrantTree, roleGrantSchema, roleSubmitSchema, ROLE_MESSAGES, scopeGrantTree, toggleGrant } from '@shared/domain/roleGrant';

const rows = [
  { id: '1', parentId: '0', name: '公告', category: 1, sort: 20 },
  { id: '2', parentId: '1', name: '公告管理', category: 1, sort: 10 },
  { id: '3', parentId: '2', name: '发布公告', category: 2, sort: 10 },
  { id: '4', parentId: '2', name: '删除公告', category: 2, sort: 20 },
  { id: '5', parentId: '0', name: '工作台', category: 1, sort: 10 },
];
const tree = menuGrantTree(rows);

describe('grant trees (spec 3 §2 permission form)', () => {
  it('shapes the menu with its buttons as leaves, in display order', () => {
    expect(tree.map((n) => n.title)).toEqual(['工作台', '公告']);
    expect(tree[1].children[0]).toMatchObject({ id: '2', kind: 'menu' });
    expect(tree[1].children[0].children.map((c) => [c.id, c.kind])).toEqual([
      ['3', 'button'],
      ['4', 'button'],
    ]);
  });

  it('groups scopes under their resource or module; groups are never granted', () => {
    const scopes = scopeGrantTree([
      { id: 's1', name: '本部门', group: 'customer' },
      { id: 's2', name: '本人', group: 'follow-record' },
      { id: 's3', name: '全部', group: 'customer' },
    ]);
    expect(scopes.map((g) => [g.id, g.kind, g.children.map((c) => c.id)])).toEqual([
      ['group:customer', 'group', ['s1', 's3']],
      ['group:follow-record', 'group', ['s2']],
    ]);
    expect(grantedIds(scopes, ['group:customer', 's2'])).toEqual(['s2']);
    expect(toggleGrant(scopes, [], 'group:customer', true)).toEqual(['s1', 's3']);
    expect(grantState(scopes[0], new Set(['s1']))).toBe('mixed');
    expect(grantState(scopes[0], new Set(['s1', 's3']))).toBe(true);
    expect(grantState(scopes[0], new Set())).toBe(false);
  });

  it('checks a node with everything below it and the menu entries above it; unchecks its descendants', () => {
    expect(toggleGrant(tree, [], '2', true).sort()).toEqual(['1', '2', '3', '4']);
    expect(toggleGrant(tree, [], '4', true).sort()).toEqual(['1', '2', '4']);
    expect(toggleGrant(tree, ['1', '2', '3', '4'], '2', false)).toEqual(['1']);
    expect(toggleGrant(tree, ['5'], 'unknown', true)).toEqual(['5']);
    expect(grantState(tree[1], new Set(['1', '2', '3']))).toBe('mixed');
    expect(grantState(tree[1].children[0].children[0], new Set(['3']))).toBe(true);
  });

  it('checks role input with the messages the form shows', () => {
    const fail = (input: unknown) => roleSubmitSchema.safeParse(input).error?.issues[0].message;
    expect(fail({ alias: 'x' })).toBe(ROLE_MESSAGES.name);
    expect(fail({ name: '角色', alias: '' })).toBe(ROLE_MESSAGES.alias);
    expect(fail({ name: '角', alias: 'a', parentId: 'x' })).toBe(ROLE_MESSAGES.parentUnknown);
    expect(roleSubmitSchema.parse({ name: ' 角色 ', alias: 'a' })).toMatchObject({ name: '角色', parentId: '0', sort: 0, remark: '' });
    expect(roleGrantSchema.parse({ roleIds: '1,2', menuIds: ['3'] })).toEqual({ roleIds: ['1', '2'], menuIds: ['3'], dataScopeIds: [], apiScopeIds: [] });
    expect(roleGrantSchema.safeParse({ roleIds: [] }).error?.issues[0].message).toBe(ROLE_MESSAGES.rolesRequired);
  });
});
