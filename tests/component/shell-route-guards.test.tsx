/**
 * The route table's rules in real Chromium (real sessionStorage and localStorage), each loader called
 * as React Router calls it: what a visitor is sent to, which detail ids a route takes, who may open the
 * data board, and what every layout and board page is called in its tab and window title. The e2e
 * journeys (tests/e2e/shell-navigation.spec.ts, shell-layout.spec.ts) walk a few of these routes in
 * the app; the whole tables are checked here, where a check costs no page load.
 */
import type { OrgCategory } from '@shared/domain/organisation';
import type { SessionUser } from '@shared/domain/session';
import { translations } from '@shared/i18n';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStateQuery } from '../../src/renderer/src/api/sessionQueries';
import { requireBoardCategory, requireNumericId, requireSession } from '../../src/renderer/src/router/sessionLoaders';
import { BOARD_PAGES, MAIN_PAGES, PUBLIC_PAGES, matchStaticPage } from '../../src/renderer/src/router/staticPages';

const user = (orgCategory: OrgCategory): SessionUser => ({
  userId: '1',
  account: 'someone',
  realName: '某人',
  avatar: '',
  tenantId: '100001',
  deptId: '1',
  roleId: '1',
  roleName: 'admin',
  orgCategory,
  orgName: '某单位',
  orgCode: '',
  bizType: undefined,
});

/** A query client whose cached session is the given person (null: a visitor), as the core's events keep it. */
function clientWith(person: SessionUser | null): QueryClient {
  const client = new QueryClient();
  client.setQueryData(sessionStateQuery().queryKey, { user: person, secretStorage: 'memory' });
  return client;
}

const args = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`http://app${path}`), params, context: undefined }) as LoaderFunctionArgs;

/** Where a loader's answer sends the person (null: the route renders). */
const target = (answer: unknown): string | null => (answer instanceof Response ? answer.headers.get('Location') : null);

describe('a visitor without a session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is sent to /login from every route the app declares, with nothing of a previous session left', async () => {
    const guard = requireSession(clientWith(null));
    // The layout's pages, the resources' screens (客户跟进, 系统设置, 统计), details and embedded pages alike.
    for (const path of ['/desk/index', '/notice/index', '/info/about', '/contract/zq_details/12', '/myiframe/system_help', '/customer/follow', '/system/setting', '/desk/stat', '/board/index']) {
      sessionStorage.setItem('cem.tabs', JSON.stringify({ paths: ['/desk/index', '/notice'], active: '/notice' }));
      localStorage.setItem('left-over', '1');
      expect(target(await guard(args(path))), path).toBe('/login');
      expect(sessionStorage.length + localStorage.length, `${path} leaves no traces`).toBe(0);
    }
  });

  it('gets /404 for a path only a server menu could give, logged out locally all the same', async () => {
    // None of the app's own routes (a menu page without a screen, as the finance pages were until issue 17).
    const menuOnly = '/e2e-menu-only/page';
    expect(matchStaticPage(MAIN_PAGES, menuOnly)).toBeUndefined();
    sessionStorage.setItem('cem.tabs', JSON.stringify({ paths: ['/desk/index', menuOnly], active: menuOnly }));
    expect(target(await requireSession(clientWith(null))(args(menuOnly)))).toBe('/404');
    expect(sessionStorage.length).toBe(0);
  });

  it('lets a signed-in person through', async () => {
    expect(target(await requireSession(clientWith(user('sj')))(args('/notice/index')))).toBeNull();
  });
});

describe('detail routes', () => {
  it('take numeric ids only, else /404', () => {
    const details = MAIN_PAGES.filter((p) => p.withId).map((p) => p.path);
    expect(details).toEqual(['/contract/fzq_details', '/contract/zq_details', '/contract/yz_details', '/project/details', '/inside/details']);
    for (const path of details) {
      expect(target(requireNumericId(args(`${path}/123`, { id: '123' }))), path).toBeNull();
      expect(matchStaticPage(MAIN_PAGES, `${path}/123`)?.id, path).toBe('123');
      for (const id of ['12a', '-1', '1.5', '1'.repeat(33)]) expect(target(requireNumericId(args(`${path}/${id}`, { id }))), `${path}/${id}`).toBe('/404');
    }
    expect(target(requireNumericId(args(`/project/details/${'9'.repeat(32)}`, { id: '9'.repeat(32) })))).toBeNull();
  });
});

describe('the data board', () => {
  it('opens for categories ss, kj, gl and pt only; anyone else, or a visitor, gets /403', async () => {
    const allowed: OrgCategory[] = ['ss', 'kj', 'gl', 'pt'];
    for (const category of ['ss', 'kj', 'gl', 'pt', 'sj', 'yz'] as OrgCategory[]) {
      const answer = await requireBoardCategory(clientWith(user(category)))();
      expect(target(answer), category).toBe(allowed.includes(category) ? null : '/403');
    }
    expect(target(await requireBoardCategory(clientWith(null))())).toBe('/403');
  });
});

describe('page names', () => {
  // What the tab and the window title call each of the layout's and the board's own pages in Chinese
  // when the menu does not name them (/biz/biz is named by the menu: its journey is in shell-navigation.spec.ts).
  const NAMES: Record<string, string> = {
    '/desk/index': '工作台',
    '/notice/index': '通知公告',
    '/notice': '消息中心',
    '/dict-horizontal/index': '数据字典',
    '/dict-vertical/index': '数据字典（纵向）',
    '/info/index': '个人中心',
    '/info/cert': '专家认证',
    '/info/account': '账号安全',
    '/info/join': '加入企业',
    '/info/reg': '注册协议',
    '/info/prip': '隐私政策',
    '/info/about': '关于我们',
    '/test': '测试页',
    '/board/index': '数据看板',
    '/board/list': '看板列表',
    '/board/detail': '看板详情',
    '/board/company': '单位看板',
  };

  it('gives every public page its name, which its "coming" page announces', () => {
    const named = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations.zh);
    // The e2e visitor journey opens /invite and /protocol; the others are the same page with these names.
    for (const [path, name] of Object.entries({ '/succes': '注册成功', '/protocol': '服务协议', '/promotion': '推广活动' })) {
      expect(named(matchStaticPage(PUBLIC_PAGES, path)!.page.label), path).toBe(name);
    }
  });

  it('gives every page of the layout and the board its own name', () => {
    const named = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations.zh);
    for (const [path, name] of Object.entries(NAMES)) {
      const page = matchStaticPage([...MAIN_PAGES, ...BOARD_PAGES], path)?.page;
      expect(page, path).toBeDefined();
      expect(named(page!.label), path).toBe(name);
    }
  });
});
