import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import type { DictEntry } from '@shared/domain/dictionary';
import type { ButtonNode, MenuRoute } from '@shared/domain/menu';
import type { Notice } from '@shared/domain/notice';
import { REGION_MESSAGES, type Region, type RegionNode } from '@shared/domain/region';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** Every dictionary code the three spec documents name. */
const SPEC_DICTIONARIES = [
  'htzt', 'fpzt', 'fplx', 'fpnr', 'zclx', 'dzhx', 'bdzt', 'bzjzt', 'bzjlx', 'fbhtlx', 'qkfkzt', 'srlx', 'xyzt', 'xylx',
  'xmzlfl', 'baxmzt', 'archivedType', 'publicationStatus', 'paperSize', 'paperType', 'org_category', 'userStatus',
  'user_type', 'sex', 'mobileType', 'feedbackStatus', 'notice',
];

describe.each(BACKENDS)('menus, dictionaries, regions and notices ($label)', ({ backend, skip }) => {
  let server: TestServer;
  const sessions: Record<string, ApiClient> = {};
  const as = (account: string) => sessions[account];

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    const accounts = ['admin', 'sj_admin', 'multi', 'yz_admin'];
    for (const [i, client] of (await signIn(server, ...accounts)).entries()) sessions[accounts[i]] = client;
  });
  afterAll(() => server?.close());

  describe.skipIf(skip)('menus', () => {
    const menusOf = async (account: string) => flatten(expectOk<MenuRoute[]>(await as(account).call(endpoints.menuRoutes)));

    it('gives the operator tenant no contract or finance entry, and a design institute both', async () => {
      const operator = await menusOf('admin');
      expect(operator.map((m) => m.code)).toEqual(expect.arrayContaining(['desk', 'customer', 'project', 'archive', 'organization', 'notice', 'system', 'system_dict']));
      expect(operator.filter((m) => m.code === 'contract' || m.code === 'finance' || m.code.startsWith('contract_') || m.code.startsWith('finance_'))).toEqual([]);

      const design = await menusOf('sj_admin');
      const codes = design.map((m) => m.code);
      expect(codes).toEqual(expect.arrayContaining(['desk', 'contract', 'contract_owner', 'finance', 'finance_invoice', 'finance_arrive', 'finance_payment', 'finance_deposit', 'finance_tender', 'project', 'archive', 'organization', 'organization_structure', 'notice', 'system']));
      // Platform-wide administration is the operator's only.
      expect(codes).not.toContain('system_dict');
    });

    it('serves the data the client rules need: a link target, a hidden sub-item; an administrator-only entry only to administrators', async () => {
      const menus = await menusOf('sj_admin');
      expect(menus.find((m) => /^https?:\/\//.test(m.path))).toBeDefined();
      expect(menus.find((m) => m.isShow === 0 && m.parentId !== '0')).toBeDefined();
      // Grants decide: the administrator gets the administrator-only entry, a manager never sees it.
      expect(menus.find((m) => m.code === 'organization_info')).toBeDefined();
      expect((await menusOf('multi')).find((m) => m.code === 'organization_info')).toBeUndefined();
      for (const m of menus) expect(m.meta).not.toHaveProperty('roles');
      const notices = menus.find((m) => m.code === 'notice')!;
      expect(notices.children.map((c) => c.path)).toEqual(['/notice/index', '/notice']);
      expect(menus.find((m) => m.code === 'organization')!.children.map((c) => c.code)).toContain('organization_structure');
      for (const m of menus) expect(m).toMatchObject({ id: expect.any(String), name: expect.any(String), sort: expect.any(Number), meta: expect.any(Object) });
    });

    it('differs by organisation category', async () => {
      const owner = (await menusOf('yz_admin')).map((m) => m.code);
      expect(owner).toContain('contract_owner');
      expect(owner).not.toContain('contract_platform');
      expect(owner).not.toContain('customer');
    });

    it('narrows to one top entry with topMenuId', async () => {
      const top = expectOk<MenuRoute[]>(await as('sj_admin').call(endpoints.menuRoutes)).find((m) => m.code === 'finance')!;
      const children = expectOk<MenuRoute[]>(await as('sj_admin').call(endpoints.menuRoutes, { query: { topMenuId: top.id } }));
      expect(children.map((c) => c.code)).toEqual(top.children.map((c) => c.code));
    });
  });

  describe.skipIf(skip)('buttons', () => {
    const codesOf = async (account: string) =>
      flatten(expectOk<ButtonNode[]>(await as(account).call(endpoints.menuButtons)))
        .filter((n) => n.children.length === 0)
        .map((n) => n.code);

    it('grants buttons by role', async () => {
      const admin = await codesOf('sj_admin');
      expect(admin).toEqual(expect.arrayContaining(['contract_add', 'contract_edit', 'contract_delete', 'notice_add', 'attach_download', 'member_add']));
      const manager = await codesOf('multi');
      expect(manager).toEqual(expect.arrayContaining(['contract_add', 'contract_edit', 'attach_download']));
      expect(manager).not.toContain('contract_delete');
      expect(manager).not.toContain('notice_add');
    });

    it('gives the operator no contract buttons', async () => {
      const operator = await codesOf('admin');
      expect(operator).toEqual(expect.arrayContaining(['customer_add', 'notice_add']));
      expect(operator.filter((c) => c.startsWith('contract_') || c.startsWith('invoice_'))).toEqual([]);
    });
  });

  describe.skipIf(skip)('dictionaries', () => {
    const dict = async (code: string) => expectOk<DictEntry[]>(await as('multi').call(endpoints.dictionary, { query: { code } }));

    it('serves the contract statuses exactly', async () => {
      expect((await dict('htzt')).map((e) => [e.dictKey, e.dictValue])).toEqual([['1', '未签订'], ['2', '已签订'], ['3', '已暂停'], ['4', '已作废'], ['5', '已归档']]);
    });

    it('serves every dictionary the spec names, in Chinese and sorted', async () => {
      for (const code of SPEC_DICTIONARIES) {
        const entries = await dict(code);
        expect(entries.length, code).toBeGreaterThan(1);
        expect(entries.every((e) => e.code === code && e.dictValue.length > 0)).toBe(true);
        expect(entries.map((e) => e.sort)).toEqual([...entries.map((e) => e.sort)].sort((a, b) => a - b));
      }
      expect((await dict('bdzt')).map((e) => e.dictKey)).toEqual(expect.arrayContaining(['4', '5', '6', '7', '8']));
      expect((await dict('org_category')).map((e) => e.dictKey)).toEqual(['ss', 'kj', 'gl', 'sj', 'yz', 'pt', 'zy', 'sc', 'st', 'cb']);
      for (const type of await dict('fplx')) expect(Number(type.remark)).toBeGreaterThan(0);
    });

    it('keeps industries under 70 and project phases under 410', async () => {
      const industries = expectOk<DictEntry[]>(await as('multi').call(endpoints.dictListParentId, { query: { code: 'xmhy', parentId: '70' } }));
      expect(industries.length).toBeGreaterThan(5);
      expect(industries.every((e) => e.parentId === '70' && e.code === 'xmhy')).toBe(true);
      expect(industries.map((e) => e.dictValue)).toContain('建筑工程');
      expect(await dict('xmhy')).toEqual(industries);

      const phases = expectOk<DictEntry[]>(await as('multi').call(endpoints.dictChildList, { query: { code: 'xmjd', parentId: '410' } }));
      expect(phases.map((e) => e.dictValue)).toEqual(expect.arrayContaining(['方案设计', '初步设计', '施工图设计']));
      expect(phases.every((e) => e.parentId === '410')).toBe(true);
    });

    it('answers an unknown code with an empty list and a missing code with 400', async () => {
      expect(await dict('nosuchdict')).toEqual([]);
      expectEnvelopeFailure(await as('multi').call(endpoints.dictionary), 400, '请输入字典编码');
      expectEnvelopeFailure(await as('multi').call(endpoints.dictChildList, { query: { code: 'xmjd' } }), 400);
    });
  });

  describe.skipIf(skip)('regions', () => {
    const api = () => as('multi');

    it('lists the provinces under the root, each with children', async () => {
      const provinces = expectOk<RegionNode[]>(await api().call(endpoints.regionLazyTree));
      expect(provinces).toHaveLength(31);
      expect(provinces.find((p) => p.title === '广东省')).toEqual({ id: '44', parentId: '00', title: '广东省', value: '44', key: '44', hasChildren: true });
      expect(provinces.every((p) => p.hasChildren)).toBe(true);
      expect(expectOk<RegionNode[]>(await api().call(endpoints.regionLazyTree, { query: { parentCode: '00' } }))).toEqual(provinces);
    });

    it('walks province, city, county and town', async () => {
      const cities = expectOk<Region[]>(await api().call(endpoints.regionSelect, { query: { code: '44' } }));
      expect(cities).toContainEqual({ code: '4401', parentCode: '44', name: '广州市', level: 2 });
      const counties = expectOk<Region[]>(await api().call(endpoints.regionSelect, { query: { code: '4401' } }));
      expect(counties).toContainEqual({ code: '440106', parentCode: '4401', name: '天河区', level: 3 });
      const towns = expectOk<RegionNode[]>(await api().call(endpoints.regionLazyTree, { query: { parentCode: '440106' } }));
      expect(towns.length).toBeGreaterThan(5);
      expect(towns.every((t) => /^440106\d{3}$/.test(t.value) && !t.hasChildren)).toBe(true);
      expect(expectOk<Region>(await api().call(endpoints.regionDetail, { query: { code: towns[0].value } }))).toEqual({ code: towns[0].value, parentCode: '440106', name: towns[0].title, level: 4 });
      expect(expectOk<Region[]>(await api().call(endpoints.regionSelect))).toHaveLength(31);
    });

    it('answers an unknown or malformed code with 400', async () => {
      expectEnvelopeFailure(await api().call(endpoints.regionDetail, { query: { code: '999999' } }), 400, REGION_MESSAGES.unknown);
      expectEnvelopeFailure(await api().call(endpoints.regionDetail, { query: { code: '44a' } }), 400, REGION_MESSAGES.codeFormat);
      expectEnvelopeFailure(await api().call(endpoints.regionDetail), 400);
    });
  });

  describe.skipIf(skip)('notices', () => {
    it('counts the open notices the caller has not read', async () => {
      expect(expectOk(await as('multi').call(endpoints.noticeUnreadCount))).toBe(2);
      // The organisation's administrator has read the newest one.
      expect(expectOk(await as('sj_admin').call(endpoints.noticeUnreadCount))).toBe(1);
    });

    it('lists the caller organisation notices for the marquee', async () => {
      const page = expectOk<Page<Notice>>(await as('sj_admin').call(endpoints.noticeList, { query: { category: 1, size: -1 } }));
      expect(page).toMatchObject({ total: 2, size: -1, current: 1, pages: 1 });
      expect(page.records.map((n) => [n.status, n.isRead, n.categoryName])).toEqual([[1, 1, '通知公告'], [1, 0, '通知公告']]);
      expect(page.records[0]).toMatchObject({ title: '关于系统升级维护的通知', createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    });

    it('pages through every category, closed notices included', async () => {
      const page = expectOk<Page<Notice>>(await as('multi').call(endpoints.noticeList, { query: { current: 3, size: 1 } }));
      expect(page).toMatchObject({ total: 3, size: 1, current: 3, pages: 3 });
      expect(page.records).toHaveLength(1);
      expect(page.records[0].status).toBe(0);
    });

    it('shows each organisation only its own notices', async () => {
      const own = expectOk<Page<Notice>>(await as('multi').call(endpoints.noticeList, { query: { size: -1 } })).records.map((n) => n.id);
      const other = expectOk<Page<Notice>>(await as('yz_admin').call(endpoints.noticeList, { query: { size: -1 } })).records.map((n) => n.id);
      expect(own).toHaveLength(3);
      expect(other.filter((id) => own.includes(id))).toEqual([]);
    });
  });
});
