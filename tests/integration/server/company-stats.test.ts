import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { statAliases, statEndpoints } from '@shared/api/statEndpoints';
import type { BoardCompany, BoardProject, CompanyStat, InnerStatMonth, MgrStatTotal } from '@shared/domain/companyStat';
import { toFen } from '@shared/domain/contractMoney';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/** The first day of the month `back` months before this one, as a timestamp. */
const monthAgo = (back: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - back, 1, 10, 0, 0);
  return timestamp(d);
};
const monthOf = (back: number) => monthAgo(back).slice(0, 7);

type StatEndpoint = (typeof statEndpoints)['techCompanyStat'];

/**
 * The statistics calls against figures computed by hand. Only the operator's attention rows of the
 * demo are kept; then the technology company 100002 has brought in 100008 (this month), 100009 and
 * 100010, and the management company 100003 has brought in 100009. The owner contracts (yuan):
 *   100008  A 1 000 000.01 signed (this month), B 250 000.50 paused (signed two months ago),
 *           C 99.99 unsigned, D 300.00 voided
 *   100009  E 0.10 archived (signed this month), F 12 345 678.90 draft
 *   100007  G 777.00 signed — brought in by nobody here
 * Owner arrivals: A 300 000.00 (this month) and 0.01 (last month), C 10.00, E 0.10, G 7.00; plus a
 * platform arrival of 5 000.00 on A, which is not the owner's money.
 * So 100002: 3 contracts (A, B, E), 1 250 000.61, received 300 000.11; 100003: 1, 0.10, 0.10.
 */
describe.each(BACKENDS)('statistics desktop/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;
  let sj: ApiClient;
  let sc: ApiClient;
  let st: ApiClient;
  const ids: Record<string, string> = {};
  let projectId = '';

  async function contract(key: string, tenantId: string, status: number, amount: string, signDate = ''): Promise<void> {
    const id = newId();
    ids[key] = id;
    const now = timestamp();
    await db
      .insertInto('contract_owner')
      .values({ id, tenant_id: tenantId, name: `统计合同${key}`, code: `TJ-${key}`, status_contract: status, status_time: now, sign_date: signDate, curr_contract_amount: toFen(amount), create_user: '1', create_dept: '1', create_time: now, update_time: now })
      .execute();
  }
  async function arrival(key: string, amount: string, day: string, kind: 'owner' | 'platform' = 'owner'): Promise<void> {
    const now = timestamp();
    const tenantId = (await db.selectFrom('contract_owner').select('tenant_id').where('id', '=', ids[key]).executeTakeFirstOrThrow()).tenant_id;
    await db
      .insertInto('finance_arrival')
      .values({ id: newId(), tenant_id: tenantId, kind, contract_owner_id: ids[key], invoice_id: newId(), amount: toFen(amount), arrive_date: day, create_user: '1', create_time: now, update_time: now })
      .execute();
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    // The demo partners of every organisation would blur the counts: only the operator's are kept.
    await db.deleteFrom('biz_attention').where('tenant_id', '<>', '000000').execute();
    const now = timestamp();
    await db
      .insertInto('biz_attention')
      .values([
        { id: newId(), tenant_id: '100002', target_tenant_id: '100008', create_time: now },
        { id: newId(), tenant_id: '100002', target_tenant_id: '100009', create_time: '2020-01-01 00:00:00' },
        { id: newId(), tenant_id: '100002', target_tenant_id: '100010', create_time: '2020-01-01 00:00:00' },
        { id: newId(), tenant_id: '100002', target_tenant_id: '100004', create_time: '2020-01-01 00:00:00' },
        { id: newId(), tenant_id: '100003', target_tenant_id: '100009', create_time: '2020-01-01 00:00:00' },
      ])
      .execute();
    // 100004 keeps demo contracts, and 100002 looks after it: its own contracts go to a status that does not count.
    await db.updateTable('contract_owner').set({ status_contract: 4 }).where('tenant_id', '=', '100004').execute();
    await contract('A', '100008', 2, '1000000.01', monthAgo(0));
    await contract('B', '100008', 3, '250000.50', monthAgo(2));
    await contract('C', '100008', 1, '99.99');
    await contract('D', '100008', 4, '300.00', monthAgo(0));
    await contract('E', '100009', 5, '0.10', monthAgo(0));
    await contract('F', '100009', 0, '12345678.90');
    await contract('G', '100007', 2, '777.00', monthAgo(0));
    await arrival('A', '300000.00', monthAgo(0));
    await arrival('A', '0.01', monthAgo(1));
    await arrival('A', '5000.00', monthAgo(0), 'platform');
    await arrival('C', '10.00', monthAgo(0));
    await arrival('E', '0.10', monthAgo(0));
    await arrival('G', '7.00', monthAgo(0));
    // A project of 100008 associated with A (counted) and C (not): its board line shows A's amount only.
    const demo = await db.selectFrom('project').selectAll().where('tenant_id', '=', '100004').orderBy('id').executeTakeFirstOrThrow();
    projectId = newId();
    await db.insertInto('project').values({ ...demo, id: projectId, tenant_id: '100008', code: 'KB-001', name: '看板统计项目', owner_name: '滨江新区城市建设投资有限公司' }).execute();
    for (const key of ['A', 'C']) await db.insertInto('contract_owner_project').values({ id: newId(), tenant_id: '100008', contract_owner_id: ids[key], project_id: projectId, create_time: now }).execute();
    [admin, kj, sj, sc, st] = await signIn(server, 'admin', 'kj_admin', 'sj_admin', 'sc_admin', 'st_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const stat = async (api: ApiClient, endpoint: StatEndpoint, query: Record<string, string | number> = {}) => expectOk<Page<CompanyStat>>(await api.call(endpoint, { query }));

  it.skipIf(skip)('gives each technology company the organisations it brought in and their counted contracts, exact to the fen', async () => {
    const page = await stat(admin, statEndpoints.techCompanyStat);
    expect(page.total).toBe(1);
    expect(page.records[0]).toEqual({
      id: '100002',
      compName: '中科筑云科技有限公司',
      code: 'ORG100002',
      orgCount: 4,
      monthOrgCount: 1,
      contractCount: 3,
      contractAmount: '1250000.61',
      receivedAmount: '300000.11',
    });
  });

  it.skipIf(skip)('answers the same at the desk-module paths of before', async () => {
    for (const kind of ['techCompanyStat', 'mgrCompanyStat', 'designCompanyStat'] as const) {
      expect(await stat(admin, statAliases[kind])).toEqual(await stat(admin, statEndpoints[kind]));
    }
  });

  it.skipIf(skip)('lists management and design companies in their own lists, each with its own organisations', async () => {
    expect((await stat(admin, statEndpoints.mgrCompanyStat)).records.map((r) => [r.compName, r.orgCount, r.contractCount, r.contractAmount, r.receivedAmount])).toEqual([
      ['华建项目管理有限公司', 1, 1, '0.10', '0.10'],
    ]);
    expect((await stat(admin, statEndpoints.designCompanyStat)).records.map((r) => [r.compName, r.contractCount, r.contractAmount])).toEqual([['远景建筑设计研究院有限公司', 0, '0.00']]);
  });

  it.skipIf(skip)('totals the three lists in mgr-stat', async () => {
    expect(expectOk<MgrStatTotal[]>(await admin.call(statEndpoints.mgrStat))).toEqual([
      { kind: 'tech', companyCount: 1, orgCount: 4, contractCount: 3, contractAmount: '1250000.61', receivedAmount: '300000.11' },
      { kind: 'mgr', companyCount: 1, orgCount: 1, contractCount: 1, contractAmount: '0.10', receivedAmount: '0.10' },
      { kind: 'design', companyCount: 1, orgCount: 0, contractCount: 0, contractAmount: '0.00', receivedAmount: '0.00' },
    ]);
  });

  it.skipIf(skip)('searches by company name, pages, and orders by contract amount when asked', async () => {
    expect((await stat(admin, statEndpoints.techCompanyStat, { compName: '筑云' })).total).toBe(1);
    expect((await stat(admin, statEndpoints.techCompanyStat, { compName: '不存在' })).records).toEqual([]);
    expect(await stat(admin, statEndpoints.techCompanyStat, { current: 2, size: 1 })).toMatchObject({ total: 1, records: [] });
    // A second technology company for the operator (the group, which it already looks after, made kj for
    // this test): with no counted contracts it comes after 100002 by amount, whatever the names' order.
    await db.updateTable('tenant').set({ category: 'kj' }).where('tenant_id', '=', '100001').execute();
    try {
      expect((await stat(admin, statEndpoints.techCompanyStat)).records.map((r) => r.id).sort()).toEqual(['100001', '100002']);
      const byAmount = await stat(admin, statEndpoints.techCompanyStat, { orderBy: 'contractAmount' });
      expect(byAmount.records.map((r) => [r.id, r.contractAmount])).toEqual([
        ['100002', '1250000.61'],
        ['100001', '0.00'],
      ]);
      expect((await stat(admin, statEndpoints.techCompanyStat, { orderBy: 'contractAmount', size: 1 })).records.map((r) => r.id)).toEqual(['100002']);
    } finally {
      await db.updateTable('tenant').set({ category: 'ss' }).where('tenant_id', '=', '100001').execute();
    }
  });

  it.skipIf(skip)('answers only the companies the caller organisation looks after', async () => {
    expect((await stat(kj, statEndpoints.designCompanyStat)).records.map((r) => r.id)).toEqual(['100004']);
    expect((await stat(kj, statEndpoints.techCompanyStat)).total).toBe(0);
    for (const kind of ['techCompanyStat', 'mgrCompanyStat', 'designCompanyStat'] as const) expect((await stat(sj, statEndpoints[kind])).total).toBe(0);
    expect(expectOk<MgrStatTotal[]>(await sj.call(statEndpoints.mgrStat)).map((t) => t.companyCount)).toEqual([0, 0, 0]);
  });

  it.skipIf(skip)('gives the caller organisation its own signed amounts and arrivals for the last twelve months', async () => {
    const months = expectOk<InnerStatMonth[]>(await sc.call(statEndpoints.innerStat));
    expect(months).toHaveLength(12);
    expect(months[11].month).toBe(monthOf(0));
    expect(months[0].month).toBe(monthOf(11));
    const at = (back: number) => months.find((m) => m.month === monthOf(back));
    // This month: A signed (D voided does not count); arrivals 300 000.00 on A and 10.00 on C, not the platform's 5 000.
    expect(at(0)).toEqual({ month: monthOf(0), signedCount: 1, signedAmount: '1000000.01', arrivedAmount: '300010.00' });
    expect(at(1)).toEqual({ month: monthOf(1), signedCount: 0, signedAmount: '0.00', arrivedAmount: '0.01' });
    expect(at(2)).toEqual({ month: monthOf(2), signedCount: 1, signedAmount: '250000.50', arrivedAmount: '0.00' });
    // Another organisation sees only its own: E, archived, signed this month.
    expect(expectOk<InnerStatMonth[]>(await st.call(statEndpoints.innerStat))[11]).toEqual({ month: monthOf(0), signedCount: 1, signedAmount: '0.10', arrivedAmount: '0.10' });
  });

  it.skipIf(skip)("lists the caller's projects for the board with their counted contract amounts", async () => {
    const page = expectOk<Page<BoardProject>>(await sc.call(statEndpoints.boardProjects, { query: { name: '看板统计' } }));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: projectId, name: '看板统计项目', code: 'KB-001', ownerName: '滨江新区城市建设投资有限公司', contractAmount: '1000000.01' });
    expect(page.records[0].regionName).not.toBe('');
    // Another organisation's board does not list it.
    expect(expectOk<Page<BoardProject>>(await sj.call(statEndpoints.boardProjects, { query: { name: '看板统计' } })).total).toBe(0);
  });

  it.skipIf(skip)('shows a managed company with its counted contracts, largest first, and no other organisation', async () => {
    const board = expectOk<BoardCompany>(await admin.call(statEndpoints.boardCompany, { query: { id: '100002' } }));
    expect(board.company).toMatchObject({ id: '100002', category: 'kj', contractCount: 3, contractAmount: '1250000.61', receivedAmount: '300000.11' });
    expect(board.contracts.map((c) => [c.name, c.orgName, c.statusContract, c.contractAmount, c.receivedAmount])).toEqual([
      ['统计合同A', '匠心工程设计工作室', 2, '1000000.01', '300000.01'],
      ['统计合同B', '匠心工程设计工作室', 3, '250000.50', '0.00'],
      ['统计合同E', '华信施工图审查中心有限公司', 5, '0.10', '0.10'],
    ]);
    // The design institute looks after nobody; 100008 is no company the operator looks after.
    expectEnvelopeFailure(await sj.call(statEndpoints.boardCompany, { query: { id: '100002' } }), 404, '请求的资源不存在');
    expectEnvelopeFailure(await admin.call(statEndpoints.boardCompany, { query: { id: '100008' } }), 404, '请求的资源不存在');
  });

  it.skipIf(skip)('refuses bad paging, an over-long name and a bad id with 400 and the Chinese message', async () => {
    expectEnvelopeFailure(await admin.call(statEndpoints.techCompanyStat, { query: { current: 0 } }), 400, '页码必须为正整数');
    expectEnvelopeFailure(await admin.call(statEndpoints.designCompanyStat, { query: { compName: '名'.repeat(101) } }), 400);
    expectEnvelopeFailure(await admin.call(statEndpoints.techCompanyStat, { query: { orderBy: 'name; drop' } }), 400);
    expectEnvelopeFailure(await admin.call(statEndpoints.boardCompany, { query: { id: 'x' } }), 400);
  });
});
