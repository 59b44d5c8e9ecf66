import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import type { BizAttention } from '@shared/domain/bizAttention';
import type { Member } from '@shared/domain/member';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('pickers: biz-info/members and biz-attention/list status ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz, admin] = await signIn(server, 'sj_admin', 'yz_admin', 'admin');
  });
  afterAll(() => server?.close());

  const members = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<Member>>(await api.call(pickerEndpoints.members, { query }));

  it.skipIf(skip)('lists the joined members of the caller organisation with their post and department', async () => {
    const page = await members(sj, { size: 100 });
    expect(page.records.map((m) => m.account).sort()).toEqual(['multi', 'sj_admin', 'sj_manager', 'sj_staff']);
    expect(page.total).toBe(4);
    expect(page.records.find((m) => m.account === 'multi')).toMatchObject({ realName: '林一鸣', postName: '项目经理', deptName: '远景建筑设计研究院有限公司' });
  });

  it.skipIf(skip)('searches by name and pages', async () => {
    const found = await members(sj, { realName: '林一' });
    expect(found.records.map((m) => m.account)).toEqual(['multi']);
    expect((await members(sj, { realName: '不存在的人' })).records).toEqual([]);
    const first = await members(sj, { size: 1, current: 1 });
    const second = await members(sj, { size: 1, current: 2 });
    expect(first.total).toBe(4);
    expect([first.records[0].id, second.records[0].id].sort()).toEqual(page2Ids(first, second));
  });

  it.skipIf(skip)('never lists another organisation, whatever tenantId the query names; a locked post is not a member', async () => {
    const asked = await members(sj, { tenantId: '100005', size: 100 });
    expect(asked.records.map((m) => m.account).sort()).toEqual(['multi', 'sj_admin', 'sj_manager', 'sj_staff']);
    // multi's post at the owner unit is locked: only its administrator is a member there.
    expect((await members(yz, { size: 100 })).records.map((m) => m.account).sort()).toEqual(['yz_admin', 'yz_manager', 'yz_staff']);
  });

  it.skipIf(skip)('refuses bad paging and an over-long search with the Chinese message, 400', async () => {
    expectEnvelopeFailure(await sj.call(pickerEndpoints.members, { query: { size: 0 } }), 400, '每页条数必须为1到1000之间的整数，或-1表示全部');
    expectEnvelopeFailure(await sj.call(pickerEndpoints.members, { query: { realName: '名'.repeat(101) } }), 400);
  });

  it.skipIf(skip)('gives each looked-after organisation its standing, so pickers can disable the ones not in normal standing', async () => {
    const page = expectOk<Page<BizAttention>>(await admin.call(endpoints.bizAttentionList, { query: { size: 100 } }));
    expect(page.records.length).toBeGreaterThan(0);
    for (const entry of page.records) expect(entry.status).toBe(1);
  });
});

/** Two one-row pages hold two different people. */
function page2Ids(a: Page<Member>, b: Page<Member>): string[] {
  expect(a.records[0].id).not.toBe(b.records[0].id);
  return [a.records[0].id, b.records[0].id].sort();
}
