import { describe, expect, it } from 'vitest';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import { buildMenu, findPage, isForbiddenPath, permissionFlags, searchPages } from '@shared/domain/menuRules';

let next = 0;
function entry(code: string, path: string, extra: Partial<MenuRoute> = {}, children: MenuRoute[] = []): MenuRoute {
  next += 1;
  return { id: String(next), parentId: '0', code, name: extra.name ?? code, path, icon: '', sort: next, isShow: 1, meta: {}, children, ...extra };
}

const MENU: MenuRoute[] = [
  entry('desk', '/desk', { name: '工作台' }, [entry('desk_board', '/board/index', { name: '数据看板', query: { target: '_blank' } }), entry('desk_stat', '/desk/stat', { name: '统计报表' })]),
  entry('contract', '/contract', { name: '合同管理' }, [
    entry('contract_owner', '/contract/owner', { name: '业主项目合同', meta: { keepAlive: true } }),
    entry('contract_history', '/contract/history', { name: '合同变更记录', isShow: 0 }),
  ]),
  entry('finance', '/finance', { name: '财务管理' }, [entry('finance_invoice', '/finance/invoice', { name: '发票管理' })]),
  entry('organization', '/organization', { name: '组织管理' }, [
    entry('organization_structure', '/organization/structure', { name: '组织架构' }, [entry('organization_bankcard', '/organization/bankcard', { name: '银行卡', isShow: 0 })]),
    entry('organization_role', '/organization/role', { name: '角色权限' }),
  ]),
  entry('admin_only', '/secret', { name: 'Secret' }, [entry('secret_child', '/secret/child', { name: 'Child' })]),
  entry('system', '/system', { name: '系统管理' }, [entry('system_help', 'https://help.example.com/manual.html', { name: '帮助中心' })]),
  entry('report', '/report', { name: 'Reports' }),
];

const ADMIN = { tenantId: '100004', roleName: 'administrator' };
const STAFF = { tenantId: '100004', roleName: 'staff,manager' };
const OPERATOR = { tenantId: '000000', roleName: 'administrator' };
const paths = (viewer = ADMIN) => buildMenu(MENU, viewer).pages.map((p) => p.path);

describe('menu rules (spec 1 §2, §6)', () => {
  it('appends /index to top-level leaf entries only', () => {
    expect(paths()).toContain('/report/index');
    expect(paths()).toContain('/contract/owner');
    expect(paths()).not.toContain('/contract/owner/index');
  });

  it('routes http and html targets to /myiframe/<code>, keeping the address for the frame', () => {
    const help = buildMenu(MENU, ADMIN).pages.find((p) => p.code === 'system_help')!;
    expect(help).toMatchObject({ path: '/myiframe/system_help', src: 'https://help.example.com/manual.html' });
  });

  it('gives the workbench and organisation structure a first child to their index and hides the rest (still routable)', () => {
    const model = buildMenu(MENU, ADMIN);
    const desk = model.nodes.find((n) => n.code === 'desk')!;
    expect(desk.page?.path).toBe('/desk/index');
    expect(desk.children).toEqual([]);
    expect(findPage(model, '/desk/stat')).toMatchObject({ visible: false });
    expect(findPage(model, '/board/index')).toMatchObject({ query: { target: '_blank' }, visible: false });
    const org = model.nodes.find((n) => n.code === 'organization')!;
    expect(org.children[0].page?.path).toBe('/organization/structure/index');
    expect(findPage(model, '/organization/bankcard')).toMatchObject({ visible: false });
  });

  it('hides sub-items with isShow 0 from the sidebar but keeps their routes', () => {
    const model = buildMenu(MENU, ADMIN);
    const contract = model.nodes.find((n) => n.code === 'contract')!;
    expect(contract.children.map((c) => c.code)).toEqual(['contract_owner']);
    expect(findPage(model, '/contract/history')).toBeDefined();
  });

  it('makes every page a tab unless its meta says tab: false (spec 1 §2)', () => {
    const menu: MenuRoute[] = [
      entry('report', '/report', { name: 'Reports' }),
      entry('silent', '/silent', { name: 'No tab', meta: { tab: false } }),
      entry('contract', '/contract', { name: '合同管理' }, [
        entry('contract_owner', '/contract/owner', { name: '业主项目合同', meta: { tab: true } }),
        entry('contract_print', '/contract/print', { name: '合同打印', meta: { keepAlive: true, tab: false } }),
        entry('contract_help', 'https://help.example.com/contract.html', { name: '合同帮助', meta: { tab: false } }),
      ]),
    ];
    const model = buildMenu(menu, ADMIN);
    const tabOf = (path: string) => findPage(model, path)?.tab;
    expect(tabOf('/report/index')).toBe(true);
    expect(tabOf('/contract/owner')).toBe(true);
    expect(tabOf('/silent/index')).toBe(false);
    expect(tabOf('/contract/print')).toBe(false);
    expect(tabOf('/myiframe/contract_help')).toBe(false);
    // Only the tab flag changes: the page stays routable and keeps its other meta.
    expect(findPage(model, '/contract/print')).toMatchObject({ keepAlive: true, visible: true });
  });

  it('shows what the server granted; an app screen missing from the menu is forbidden, any other path is not', () => {
    // The server leaves out what the person's roles were not granted: here, 角色权限.
    const granted = MENU.map((e) => (e.code === 'organization' ? { ...e, children: e.children.filter((c) => c.code !== 'organization_role') } : e));
    expect(buildMenu(granted, STAFF).pages.map((p) => p.path)).not.toContain('/organization/role');
    expect(isForbiddenPath(granted, STAFF, '/organization/role', ['/organization/role', '/customer/follow'])).toBe(true);
    expect(isForbiddenPath(granted, STAFF, '/organization/role/', ['/organization/role'])).toBe(true);
    expect(isForbiddenPath(granted, STAFF, '/organization/role', [])).toBe(false);
    expect(isForbiddenPath(granted, STAFF, '/contract/owner', ['/contract/owner'])).toBe(false);
    expect(isForbiddenPath(granted, STAFF, '/nowhere', ['/organization/role'])).toBe(false);
    expect(paths(ADMIN)).toContain('/organization/role');
    expect(paths(ADMIN)).toContain('/secret/child');
  });

  it('never shows contract or finance to the operator tenant', () => {
    expect(paths(OPERATOR).filter((p) => p.startsWith('/contract') || p.startsWith('/finance'))).toEqual([]);
    expect(isForbiddenPath(MENU, OPERATOR, '/contract/owner')).toBe(true);
  });

  it('searches visible leaves by the start of their name, ignoring case', () => {
    const pages = buildMenu(MENU, ADMIN).pages;
    expect(searchPages(pages, '业主').map((p) => p.code)).toEqual(['contract_owner']);
    expect(searchPages(pages, 'rep').map((p) => p.code)).toEqual(['report']);
    expect(searchPages(pages, 'REP').map((p) => p.code)).toEqual(['report']);
    expect(searchPages(pages, '合同变更')).toEqual([]);
    expect(searchPages(pages, '项目')).toEqual([]);
    expect(searchPages(pages, '  ')).toEqual([]);
  });

  it('turns the leaves of the button tree into permission flags', () => {
    const tree: ButtonNode[] = [
      { id: '1', code: 'contract', name: '合同', children: [{ id: '2', code: 'contract_owner', name: '业主', children: [{ id: '3', code: 'contract_add', name: '新增', children: [] }] }] },
      { id: '4', code: 'notice_add', name: '发布', children: [] },
    ];
    expect([...permissionFlags(tree)].sort()).toEqual(['contract_add', 'notice_add']);
  });
});
