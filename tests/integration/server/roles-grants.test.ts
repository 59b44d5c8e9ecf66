import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { orgPickerEndpoints, type RoleNode } from '@shared/api/orgPickerEndpoints';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import type { Notice } from '@shared/domain/notice';
import { MENU_TEMPLATE_MESSAGES, ROLE_MESSAGES, type GrantKeys, type GrantNode, type GrantTree, type MenuTemplateEntry, type Role, type RoleMember } from '@shared/domain/roleGrant';
import { maxLengthMessage } from '@shared/domain/rules';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const SJ = '100004';
const KJ = '100002';

const flatten = (nodes: { children: unknown[] }[]): { id: string; code?: string; title?: string; path?: string; kind?: string }[] =>
  nodes.flatMap((n) => [n as never, ...flatten(n.children as { children: unknown[] }[])]);

/**
 * Roles and grants (spec 3 §7 role, menu, user grant): what a role is granted is what its members
 * see and may do — menu/routes, menu/buttons and every button check follow role_menu — and only
 * the operator's administrator reaches another organisation's roles or the template.
 */
describe.each(BACKENDS)('roles, grants and the menu template ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sjAdmin: ApiClient;
  let multi: ApiClient;
  let kjAdmin: ApiClient;
  let operator: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sjAdmin, multi, kjAdmin, operator] = await signIn(server, 'sj_admin', 'multi', 'kj_admin', 'admin');
    expect(multi.session.tenantId).toBe(SJ);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const roles = async (api: ApiClient, tenantId?: string) => expectOk<Page<Role>>(await api.call(grantEndpoints.roleList, { query: { size: -1, ...(tenantId ? { tenantId } : {}) } })).records;
  const roleOf = async (alias: string, tenantId = SJ) => (await roles(tenantId === SJ ? sjAdmin : operator, tenantId === SJ ? undefined : tenantId)).find((r) => r.alias === alias)!;
  const keysOf = async (roleId: string) => expectOk<GrantKeys>(await sjAdmin.call(grantEndpoints.menuRoleTreeKeys, { query: { roleIds: roleId } }));
  const menuCodes = async (api: ApiClient) => flatten(expectOk<MenuRoute[]>(await api.call(endpoints.menuRoutes))).map((m) => m.code);
  const buttonCodes = async (api: ApiClient) => flatten(expectOk<ButtonNode[]>(await api.call(endpoints.menuButtons))).map((m) => m.code);
  const sjMenu = async (code: string) => (await db.selectFrom('menu').select('id').where('tenant_id', '=', SJ).where('code', '=', code).execute()).map((r) => r.id);
  const grant = async (roleId: string, menuIds: string[], keys?: GrantKeys) =>
    sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [roleId], menuIds, dataScopeIds: keys?.dataScope ?? [], apiScopeIds: keys?.apiScope ?? [] } });

  it.skipIf(skip)("lists the organisation's roles as a list and a tree, with their members", async () => {
    const list = await roles(sjAdmin);
    expect(list.map((r) => r.alias)).toEqual(expect.arrayContaining(['administrator', 'manager', 'staff']));
    expect(list.every((r) => r.tenantId === SJ)).toBe(true);
    expect(list.find((r) => r.alias === 'administrator')!.memberCount).toBeGreaterThan(0);
    const tree = expectOk<RoleNode[]>(await sjAdmin.call(orgPickerEndpoints.roleTree));
    expect(tree.map((r) => r.alias)).toEqual(expect.arrayContaining(['administrator', 'manager']));
    const manager = list.find((r) => r.alias === 'manager')!;
    const members = expectOk<RoleMember[]>(await sjAdmin.call(grantEndpoints.roleUsers, { query: { roleId: manager.id } }));
    expect(members.map((m) => m.realName)).toContain('林一鸣');
    expect(expectOk<RoleNode[]>(await sjAdmin.call(grantEndpoints.roleTreeById, { query: { roleId: manager.id } }))[0]).toMatchObject({ id: manager.id, alias: 'manager' });
  });

  it.skipIf(skip)("refuses another organisation's roles to anyone but the operator's administrator", async () => {
    const kjRoles = await roles(kjAdmin);
    const kjManager = kjRoles.find((r) => r.alias === 'manager')!;
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleList, { query: { tenantId: KJ } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(orgPickerEndpoints.roleTree, { query: { tenantId: KJ } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleSubmit, { json: { tenantId: KJ, id: kjManager.id, name: '改名', alias: 'manager' } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleRemove, { json: { tenantId: KJ, ids: kjManager.id } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { tenantId: KJ, roleIds: [kjManager.id], menuIds: [] } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.menuGrantTree, { query: { tenantId: KJ } }), 403, MESSAGES.forbidden);
    // Naming it without tenantId: it is not a role of the caller's organisation.
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleRemove, { json: { ids: kjManager.id } }), 400, ROLE_MESSAGES.notFound);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [kjManager.id], menuIds: [] } }), 400, ROLE_MESSAGES.notFound);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleUsers, { query: { roleId: kjManager.id } }), 400, ROLE_MESSAGES.notFound);
    const kjMenu = (await db.selectFrom('menu').select('id').where('tenant_id', '=', KJ).limit(1).executeTakeFirstOrThrow()).id;
    const manager = await roleOf('manager');
    expectEnvelopeFailure(await grant(manager.id, [kjMenu]), 400, ROLE_MESSAGES.menuUnknown);
    expect(await roles(kjAdmin)).toEqual(kjRoles);
    // The operator's administrator manages every organisation's roles.
    expect((await roles(operator, KJ)).map((r) => r.id)).toEqual(kjRoles.map((r) => r.id));
    expect(expectOk<GrantTree>(await operator.call(grantEndpoints.menuGrantTree, { query: { tenantId: KJ } })).menu.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)('adds, edits and removes a role, with a clear message for each bad input', async () => {
    const bad = async (json: Record<string, unknown>, message: string) => expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleSubmit, { json }), 400, message);
    await bad({ alias: 'x' }, ROLE_MESSAGES.name);
    await bad({ name: '测试', alias: ' ' }, ROLE_MESSAGES.alias);
    await bad({ name: '一'.repeat(21), alias: 'x' }, maxLengthMessage(20));
    await bad({ name: '测试', alias: 'manager' }, ROLE_MESSAGES.aliasTaken);
    await bad({ name: '测试', alias: 'tester', remark: '长'.repeat(201) }, maxLengthMessage(200));
    await bad({ name: '测试', alias: 'tester', parentId: '999999999' }, ROLE_MESSAGES.parentUnknown);
    const before = (await roles(sjAdmin)).length;
    const added = expectOk<Role>(await sjAdmin.call(grantEndpoints.roleSubmit, { json: { name: '测试角色', alias: 'tester', sort: 9, remark: '试用' } }));
    expect(added).toMatchObject({ name: '测试角色', alias: 'tester', parentId: '0', memberCount: 0, tenantId: SJ });
    const child = expectOk<Role>(await sjAdmin.call(grantEndpoints.roleSubmit, { json: { name: '下级', alias: 'tester_child', parentId: added.id } }));
    expect(child.parentName).toBe('测试角色');
    await bad({ id: added.id, name: '测试角色', alias: 'tester', parentId: child.id }, ROLE_MESSAGES.parentLoop);
    const admin = await roleOf('administrator');
    await bad({ id: admin.id, name: '管理员', alias: 'boss' }, ROLE_MESSAGES.administratorAlias);
    expect(expectOk<Role>(await sjAdmin.call(grantEndpoints.roleSubmit, { json: { id: added.id, name: '测试角色二', alias: 'tester' } })).name).toBe('测试角色二');

    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleRemove, { json: { ids: admin.id } }), 400, ROLE_MESSAGES.removeAdministrator);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleRemove, { json: { ids: (await roleOf('manager')).id } }), 400, ROLE_MESSAGES.removeHeld);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleRemove, { json: { ids: added.id } }), 400, ROLE_MESSAGES.removeChildren);
    expect((await roles(sjAdmin)).length).toBe(before + 2);
    expectOk(await sjAdmin.call(grantEndpoints.roleRemove, { json: { ids: `${added.id},${child.id}` } }));
    expect((await roles(sjAdmin)).length).toBe(before);
    // Managing roles is the administrator's: a manager is refused, whatever the client shows.
    expectEnvelopeFailure(await multi.call(grantEndpoints.roleSubmit, { json: { name: '越权', alias: 'sneaky' } }), 403, MESSAGES.forbidden);
    expect((await roles(sjAdmin)).length).toBe(before);
  });

  it.skipIf(skip)('menu/routes and the route follow grants at the next load: revoke an entry from a role, grant it back', async () => {
    const manager = await roleOf('manager');
    const keys = await keysOf(manager.id);
    const [noticeManage] = await sjMenu('notice_manage');
    expect(keys.menu).toContain(noticeManage);
    expect(await menuCodes(multi)).toContain('notice_manage');
    expectOk(await grant(manager.id, keys.menu.filter((id) => id !== noticeManage), keys));
    expect(await menuCodes(multi)).not.toContain('notice_manage');
    // The section stays while another entry of it is granted; the administrator is untouched.
    expect(await menuCodes(sjAdmin)).toContain('notice_manage');
    expectOk(await grant(manager.id, keys.menu, keys));
    expect(await menuCodes(multi)).toContain('notice_manage');
    expect((await keysOf(manager.id)).menu.sort()).toEqual([...keys.menu].sort());
  });

  it.skipIf(skip)('a button not granted is refused with 403 and changes nothing; granted, it is allowed', async () => {
    const manager = await roleOf('manager');
    const keys = await keysOf(manager.id);
    const noticeAdd = await sjMenu('notice_add');
    const notice = { category: 1, title: '经理发布的公告', content: '<p>内容</p>', status: 1 };
    const count = async () => expectOk<Page<Notice>>(await sjAdmin.call(endpoints.noticePage, { query: { size: -1 } })).records.length;
    const before = await count();
    expect(await buttonCodes(multi)).not.toContain('notice_add');
    expectEnvelopeFailure(await multi.call(endpoints.noticeSave, { json: notice }), 403, MESSAGES.forbidden);
    expect(await count()).toBe(before);

    expectOk(await grant(manager.id, [...keys.menu, ...noticeAdd], keys));
    expect(await buttonCodes(multi)).toContain('notice_add');
    expectOk(await multi.call(endpoints.noticeSave, { json: notice }));
    expect(await count()).toBe(before + 1);

    expectOk(await grant(manager.id, keys.menu, keys));
    expectEnvelopeFailure(await multi.call(endpoints.noticeSave, { json: notice }), 403, MESSAGES.forbidden);
    expect(await count()).toBe(before + 1);
  });

  it.skipIf(skip)('serves the grant tree (menus with buttons, scopes grouped) and refuses bad grants, changing nothing', async () => {
    const tree = expectOk<GrantTree>(await sjAdmin.call(grantEndpoints.menuGrantTree));
    const [noticeManage] = await sjMenu('notice_manage');
    const notices = flatten(tree.menu).find((n) => n.id === noticeManage) as GrantNode;
    expect(notices.kind).toBe('menu');
    expect(notices.children.map((c) => c.kind)).toContain('button');
    expect(Array.isArray(tree.dataScope) && Array.isArray(tree.apiScope)).toBe(true);
    for (const group of [...tree.dataScope, ...tree.apiScope]) expect(group).toMatchObject({ kind: 'group' });

    const manager = await roleOf('manager');
    const keys = await keysOf(manager.id);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [], menuIds: [] } }), 400, ROLE_MESSAGES.rolesRequired);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [manager.id], menuIds: ['99999999'] } }), 400, ROLE_MESSAGES.menuUnknown);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [manager.id], menuIds: [], dataScopeIds: ['99999999'] } }), 400, ROLE_MESSAGES.scopeUnknown);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.roleGrant, { json: { roleIds: [manager.id], menuIds: [], apiScopeIds: ['99999999'] } }), 400, ROLE_MESSAGES.scopeUnknown);
    expect((await keysOf(manager.id)).menu.sort()).toEqual([...keys.menu].sort());
    // The grant form is the administrator's.
    expectEnvelopeFailure(await multi.call(grantEndpoints.menuGrantTree), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await multi.call(grantEndpoints.roleGrant, { json: { roleIds: [manager.id], menuIds: [] } }), 403, MESSAGES.forbidden);
    expect((await keysOf(manager.id)).menu.length).toBe(keys.menu.length);
  });

  it.skipIf(skip)('adds members to a role and removes them, keeping a JOINED administrator', async () => {
    const staff = await roleOf('staff');
    const admin = await roleOf('administrator');
    const members = async (roleId: string) => expectOk<RoleMember[]>(await sjAdmin.call(grantEndpoints.roleUsers, { query: { roleId } }));
    const multiId = (await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow()).id;
    const sjAdminId = (await db.selectFrom('app_user').select('id').where('account', '=', 'sj_admin').executeTakeFirstOrThrow()).id;
    const kjAdminId = (await db.selectFrom('app_user').select('id').where('account', '=', 'kj_admin').executeTakeFirstOrThrow()).id;
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.userGrant, { json: { userIds: [], roleId: staff.id } }), 400, ROLE_MESSAGES.usersRequired);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.userGrant, { json: { userIds: [kjAdminId], roleId: staff.id } }), 400, ROLE_MESSAGES.memberUnknown);
    expectOk(await sjAdmin.call(grantEndpoints.userGrant, { json: { userIds: [multiId], roleId: staff.id } }));
    expect((await members(staff.id)).map((m) => m.userId)).toContain(multiId);
    expectOk(await sjAdmin.call(grantEndpoints.userRevoke, { json: { userIds: multiId, roleId: staff.id } }));
    expect((await members(staff.id)).map((m) => m.userId)).not.toContain(multiId);

    const admins = await members(admin.id);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.userRevoke, { json: { userIds: admins.map((m) => m.userId), roleId: admin.id } }), 400, ROLE_MESSAGES.lastAdministrator);
    expect(await members(admin.id)).toEqual(admins);
    expect(admins.map((m) => m.userId)).toContain(sjAdminId);
    expectEnvelopeFailure(await multi.call(grantEndpoints.userGrant, { json: { userIds: [multiId], roleId: admin.id } }), 403, MESSAGES.forbidden);
    expect((await members(admin.id)).map((m) => m.userId)).not.toContain(multiId);
  });

  it.skipIf(skip)("edits the menu template (operator's administrator only) and reaches every organisation's copy", async () => {
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.menuList), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await sjAdmin.call(grantEndpoints.menuSubmit, { json: { name: '越权', code: 'sneaky', category: 1 } }), 403, MESSAGES.forbidden);
    const tree = expectOk<Page<MenuTemplateEntry>>(await operator.call(grantEndpoints.menuList)).records;
    const notice = tree.find((e) => e.code === 'notice')!;
    expect(notice.children!.map((c) => c.code)).toContain('notice_manage');
    const lazy = expectOk<MenuTemplateEntry[]>(await operator.call(grantEndpoints.menuLazyList, { query: { parentId: notice.id } }));
    expect(lazy.find((e) => e.code === 'notice_manage')).toMatchObject({ hasChildren: true });

    const bad = async (json: Record<string, unknown>, message: string) => expectEnvelopeFailure(await operator.call(grantEndpoints.menuSubmit, { json }), 400, message);
    await bad({ code: 'x', category: 1 }, MENU_TEMPLATE_MESSAGES.name);
    await bad({ name: '新菜单', category: 1 }, MENU_TEMPLATE_MESSAGES.code);
    await bad({ name: '新菜单', code: 'a-b', category: 1 }, MENU_TEMPLATE_MESSAGES.codeFormat);
    await bad({ name: '新菜单', code: 'ab', category: 3 }, MENU_TEMPLATE_MESSAGES.category);
    await bad({ name: '新菜单', code: 'ab', category: 1, parentId: '99999999' }, MENU_TEMPLATE_MESSAGES.parentUnknown);

    const added = expectOk<MenuTemplateEntry>(
      await operator.call(grantEndpoints.menuSubmit, { json: { parentId: notice.id, name: '公告归档', code: 'notice_archive', path: '/notice/archive', category: 1, sort: 90 } }),
    );
    const copies = await db.selectFrom('menu').select(['tenant_id']).where('template_id', '=', added.id).execute();
    expect(copies.map((c) => c.tenant_id)).toEqual(expect.arrayContaining([SJ, KJ, '000000']));
    // Granted to the administrator; the administrator grants it on.
    expect(await menuCodes(sjAdmin)).toContain('notice_archive');
    expect(await menuCodes(multi)).not.toContain('notice_archive');
    const button = expectOk<MenuTemplateEntry>(await operator.call(grantEndpoints.menuSubmit, { json: { parentId: added.id, name: '归档', code: 'notice_archive_do', category: 2 } }));
    expect(await buttonCodes(sjAdmin)).toContain('notice_archive_do');
    await bad({ parentId: button.id, name: '按钮下', code: 'nested', category: 2 }, MENU_TEMPLATE_MESSAGES.parentButton);

    expectOk(await operator.call(grantEndpoints.menuSubmit, { json: { id: added.id, parentId: notice.id, name: '公告存档', code: 'notice_archive', path: '/notice/archive', category: 1 } }));
    expect(expectOk<MenuTemplateEntry>(await operator.call(grantEndpoints.menuDetail, { query: { id: added.id } })).name).toBe('公告存档');
    expect(flatten(expectOk<MenuRoute[]>(await sjAdmin.call(endpoints.menuRoutes))).find((m) => m.code === 'notice_archive')).toMatchObject({ name: '公告存档' });

    expectEnvelopeFailure(await operator.call(grantEndpoints.menuRemove, { json: { ids: added.id } }), 400, MENU_TEMPLATE_MESSAGES.removeChildren);
    expectOk(await operator.call(grantEndpoints.menuRemove, { json: { ids: button.id } }));
    expectOk(await operator.call(grantEndpoints.menuRemove, { json: { ids: added.id } }));
    expect(await db.selectFrom('menu').select('id').where('template_id', 'in', [added.id, button.id]).execute()).toEqual([]);
    expect(await menuCodes(sjAdmin)).not.toContain('notice_archive');
    expectEnvelopeFailure(await operator.call(grantEndpoints.menuDetail, { query: { id: added.id } }), 400, MENU_TEMPLATE_MESSAGES.notFound);
  });

  it.skipIf(skip)("moves an entry's organisations when its categories change: copies in, granted to the administrator; copies and grants out", async () => {
    const tree = expectOk<Page<MenuTemplateEntry>>(await operator.call(grantEndpoints.menuList)).records;
    const notice = tree.find((e) => e.code === 'notice')!;
    const submit = async (json: Record<string, unknown>) => expectOk<MenuTemplateEntry>(await operator.call(grantEndpoints.menuSubmit, { json }));
    const entry = { parentId: notice.id, name: '公告统计', code: 'notice_stats', path: '/notice/stats', category: 1, categories: 'sj', roles: 'administrator' };
    const added = await submit(entry);
    expect(added).toMatchObject({ categories: 'sj', roles: 'administrator' });
    const button = await submit({ parentId: added.id, name: '导出', code: 'notice_stats_export', category: 2 });
    // Watched organisations: sj (another demo organisation shares its category), kj and the operator.
    const tenantsOf = async (templateId: string) =>
      (await db.selectFrom('menu').select('tenant_id').where('template_id', '=', templateId).where('tenant_id', 'in', [SJ, KJ, '000000']).execute()).map((r) => r.tenant_id).sort();
    expect(await tenantsOf(added.id)).toEqual([SJ]);
    expect(await menuCodes(kjAdmin)).not.toContain('notice_stats');
    expectEnvelopeFailure(await operator.call(grantEndpoints.menuSubmit, { json: { ...entry, id: added.id, roles: 'a-b' } }), 400, MENU_TEMPLATE_MESSAGES.rolesFormat);
    expect(await tenantsOf(added.id)).toEqual([SJ]);

    // kj newly covered: the entry and its button reach it, granted to its administrator.
    await submit({ ...entry, id: added.id, categories: 'sj,kj' });
    expect(await tenantsOf(added.id)).toEqual([KJ, SJ]);
    expect(await tenantsOf(button.id)).toEqual([KJ, SJ]);
    expect(await menuCodes(kjAdmin)).toContain('notice_stats');
    expect(await buttonCodes(kjAdmin)).toContain('notice_stats_export');
    const kjCopy = await db.selectFrom('menu').select('parent_id').where('template_id', '=', added.id).where('tenant_id', '=', KJ).executeTakeFirstOrThrow();
    const kjNotice = await db.selectFrom('menu').select('id').where('template_id', '=', notice.id).where('tenant_id', '=', KJ).executeTakeFirstOrThrow();
    expect(kjCopy.parent_id).toBe(kjNotice.id);

    // sj no longer covered: its copies and their grants go, kj keeps its own.
    const sjCopies = (await db.selectFrom('menu').select('id').where('tenant_id', '=', SJ).where('template_id', 'in', [added.id, button.id]).execute()).map((r) => r.id);
    expect(sjCopies).toHaveLength(2);
    await submit({ ...entry, id: added.id, categories: 'kj' });
    expect(await tenantsOf(added.id)).toEqual([KJ]);
    expect(await tenantsOf(button.id)).toEqual([KJ]);
    expect(await db.selectFrom('role_menu').select('menu_id').where('menu_id', 'in', sjCopies).execute()).toEqual([]);
    expect(await menuCodes(sjAdmin)).not.toContain('notice_stats');
    expect(await menuCodes(kjAdmin)).toContain('notice_stats');

    // Operator only: only the operator tenant keeps it.
    await submit({ ...entry, id: added.id, categories: '', operatorOnly: 1 });
    expect(await tenantsOf(added.id)).toEqual(['000000']);
    expectOk(await operator.call(grantEndpoints.menuRemove, { json: { ids: [button.id, added.id] } }));
    expect(await tenantsOf(added.id)).toEqual([]);
  });
});
