import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardEndpoints as e } from '@shared/api/boardEndpoints';
import { lastMonths, type BoardHeadNums, type BoardMonthTrend, type BoardPartnerCount, type BoardPartnerStat, type BoardProvinceStat } from '@shared/domain/board';
import { toFen } from '@shared/domain/contractMoney';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, KJ } from './contract-production-support';

const GL = '100003';
const TABLES = ['finance_payment', 'finance_payment_request', 'finance_arrival', 'finance_invoice', 'contract_owner', 'project', 'biz_attention'] as const;

/**
 * The data board's head statistics (issue 18) against figures computed by hand. The management
 * company 100003 (a board category) loses its demo projects, contracts, money and partners first, so
 * every figure is the rows this test inserts; another organisation's rows (100002) stay and must not
 * count. Its manager, granted 本人 on owner contracts, sees the money of the contracts they created.
 */
describe.each(BACKENDS)('data board head statistics ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let glAdmin: ApiClient;
  let glManager: ApiClient;
  let sjAdmin: ApiClient;
  const today = timestamp().slice(0, 10);
  const year = today.slice(0, 4);
  const months = lastMonths(today);
  const thisMonth = months[11]!;
  const lastYearDay = `${Number(year) - 1}-06-15 00:00:00`;

  async function owner(tenantId: string, amount: string, over: Record<string, unknown>): Promise<string> {
    const id = await insertOwnerContract(db, tenantId, amount, '0.00');
    await db.updateTable('contract_owner').set(over).where('id', '=', id).execute();
    return id;
  }
  async function invoice(owner: string, amount: string, over: Record<string, unknown> = {}): Promise<string> {
    const id = newId();
    const now = timestamp();
    await db.insertInto('finance_invoice').values({ id, tenant_id: GL, kind: 'owner', contract_owner_id: owner, name: `发票${id.slice(-6)}`, status: 1, amount: toFen(amount), invoice_date: now, create_user: '1', create_time: now, update_time: now, ...over } as never).execute();
    return id;
  }
  async function arrival(owner: string, invoiceId: string, amount: string, day: string): Promise<void> {
    const now = timestamp();
    await db.insertInto('finance_arrival').values({ id: newId(), tenant_id: GL, kind: 'owner', contract_owner_id: owner, invoice_id: invoiceId, amount: toFen(amount), arrive_date: day, create_user: '1', create_time: now, update_time: now } as never).execute();
  }
  async function payment(tenantId: string, owner: string, amounts: string[]): Promise<void> {
    const now = timestamp();
    const request = newId();
    await db
      .insertInto('finance_payment_request')
      .values({ id: request, tenant_id: tenantId, contract_kind: 'production', contract_id: newId(), contract_owner_id: owner, request_org_id: '100008', request_user_id: '1', amount: toFen('99999.00'), paid_amount: 0, pay_status: 1, request_date: now, create_user: '1', create_time: now, update_time: now } as never)
      .execute();
    for (const amount of amounts) await db.insertInto('finance_payment').values({ id: newId(), tenant_id: tenantId, request_id: request, amount: toFen(amount), pay_date: now, create_user: '1', create_time: now, update_time: now } as never).execute();
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    const base = await db.selectFrom('project').selectAll().where('tenant_id', '=', GL).executeTakeFirstOrThrow();
    for (const table of TABLES) await db.deleteFrom(table).where('tenant_id', '=', GL).execute();
    const manager = await db.selectFrom('app_user').select('id').where('account', '=', 'gl_manager').executeTakeFirstOrThrow();

    // Projects: two running in Shanghai (31), one completed in Hubei (42), one paused without a region.
    for (const [status, region] of [[2, '310115'], [2, '310101'], [4, '420106'], [3, '']] as const) {
      const id = newId();
      await db.insertInto('project').values({ ...base, id, code: `B${id.slice(-10)}`, status_initiation: status, region_id: region }).execute();
    }
    // Owner contracts. Signed this year: A 1 000 000.10 (Shanghai, 业主甲, the manager's), B 250 000.25
    // (Hubei, 业主乙). Paused, signed last year: C 300 000.00 (Shanghai, 业主甲). Archived last year:
    // D 49.65 (Inner Mongolia, 业主丙). Unsigned E 777 and voided F 888: never counted.
    const signedNow = `${today} 09:00:00`;
    const a = await owner(GL, '1000000.10', { status_contract: 2, sign_date: signedNow, region_code: '310115', party_jia_id: 'yz1', party_jia_name: '业主甲', create_user: manager.id });
    const b = await owner(GL, '250000.25', { status_contract: 2, sign_date: signedNow, region_code: '420106', party_jia_id: 'yz2', party_jia_name: '业主乙' });
    const c = await owner(GL, '300000.00', { status_contract: 3, sign_date: lastYearDay, region_code: '310101', party_jia_id: 'yz1', party_jia_name: '业主甲' });
    await owner(GL, '49.65', { status_contract: 5, sign_date: lastYearDay, region_code: '150102', party_jia_id: 'yz3', party_jia_name: '业主丙' });
    await owner(GL, '777.00', { status_contract: 1, region_code: '310115', party_jia_name: '业主丁' });
    await owner(GL, '888.00', { status_contract: 4, sign_date: signedNow, region_code: '310115', party_jia_name: '业主丁' });
    // Invoices: A 1000.10 with 400.05 + 100.00 arrived this month; B 500.00 with 0.30 arrived; a voided
    // 999.00 on A with an arrival of 9.00 and a platform invoice of 5000.00: neither counts.
    const ia = await invoice(a, '1000.10', { status: 2 });
    await arrival(a, ia, '400.05', `${today} 10:00:00`);
    await arrival(a, ia, '100.00', `${today} 11:00:00`);
    await arrival(b, await invoice(b, '500.00', { status: 2 }), '0.30', `${today} 12:00:00`);
    await arrival(a, await invoice(a, '999.00', { status: 4 }), '9.00', `${today} 12:00:00`);
    await invoice(a, '5000.00', { kind: 'platform', contract_platform_id: newId() });
    // Paid out: 200.20 + 0.05 under A, 1000.00 under C.
    await payment(GL, a, ['200.20', '0.05']);
    await payment(GL, c, ['1000.00']);
    // Partners: two owner units and a production team.
    for (const target of ['100005', '100008', KJ]) await db.insertInto('biz_attention').values({ id: newId(), tenant_id: GL, target_tenant_id: target, create_time: timestamp() }).execute();
    // Another organisation's contract, invoice and payment: never counted here.
    const other = await owner(KJ, '123456.00', { status_contract: 2, sign_date: signedNow, region_code: '310115', party_jia_name: '业主甲' });
    await payment(KJ, other, ['50.00']);

    // The manager's role holds 本人 on owner contracts.
    const role = (await db.selectFrom('role').select('id').where('tenant_id', '=', GL).where('alias', '=', 'manager').executeTakeFirstOrThrow()).id;
    const scope = newId();
    const now = timestamp();
    await db
      .insertInto('data_scope')
      .values({ id: scope, tenant_id: OPERATOR_TENANT, name: 'board-own', code: `t_${scope.slice(-8)}`, resource: 'contract-owner', scope_type: 'own', scope_column: '', scope_value: '', remark: '', create_user: '', create_time: now, update_time: now })
      .execute();
    await db.insertInto('role_scope').values({ role_id: role, scope_id: scope, kind: 'data' }).execute();
    [glAdmin, sjAdmin] = await signIn(server, 'gl_admin', 'sj_admin');
    glManager = apiClient(server.url);
    await glManager.login('gl_manager', GL);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('nums: projects by status, signed amounts this year and in total, invoiced, arrived, receivable and paid out', async () => {
    expect(expectOk<BoardHeadNums>(await glAdmin.call(e.nums))).toEqual({
      projects: [
        { status: 2, count: 2 },
        { status: 3, count: 1 },
        { status: 4, count: 1 },
      ],
      projectTotal: 4,
      signedYearCount: 2,
      signedYearAmount: '1250000.35',
      signedTotalCount: 4,
      signedTotalAmount: '1550050.00',
      invoiced: '1500.10',
      arrived: '500.35',
      receivable: '999.75',
      paidOut: '1200.25',
    });
  });

  it.skipIf(skip)('projects per province for the map, pt-list and pt-nums, the monthly trend', async () => {
    expect(expectOk<BoardProvinceStat[]>(await glAdmin.call(e.projects))).toEqual([
      { code: '31', name: '上海市', mapName: '上海', projectCount: 2, contractCount: 2, contractAmount: '1300000.10' },
      { code: '42', name: '湖北省', mapName: '湖北', projectCount: 1, contractCount: 1, contractAmount: '250000.25' },
      { code: '15', name: '内蒙古自治区', mapName: '内蒙古', projectCount: 0, contractCount: 1, contractAmount: '49.65' },
    ]);
    expect(expectOk<BoardPartnerStat[]>(await glAdmin.call(e.ptList))).toEqual([
      { id: 'yz1', name: '业主甲', contractCount: 2, contractAmount: '1300000.10' },
      { id: 'yz2', name: '业主乙', contractCount: 1, contractAmount: '250000.25' },
      { id: 'yz3', name: '业主丙', contractCount: 1, contractAmount: '49.65' },
    ]);
    expect(expectOk<BoardPartnerCount[]>(await glAdmin.call(e.ptNums))).toEqual([
      { category: 'kj', count: 1 },
      { category: 'sc', count: 1 },
      { category: 'yz', count: 1 },
    ]);
    const trends = expectOk<BoardMonthTrend[]>(await glAdmin.call(e.trends));
    expect(trends.map((t) => t.month)).toEqual(months);
    // This month holds A and B and their arrivals; C and D, signed last June, show there while it is among the twelve months.
    expect(trends[11]).toEqual({ month: thisMonth, signed: '1250000.35', arrived: '500.35' });
    const june = `${Number(year) - 1}-06`;
    expect(trends.find((t) => t.month === june)).toEqual(months.includes(june) ? { month: june, signed: '300049.65', arrived: '0.00' } : undefined);
    expect(trends.filter((t) => t.month !== thisMonth && t.month !== june).every((t) => t.signed === '0.00' && t.arrived === '0.00')).toBe(true);
  });

  it.skipIf(skip)('a data scope of 本人 narrows the money to the contracts the person created', async () => {
    const nums = expectOk<BoardHeadNums>(await glManager.call(e.nums));
    expect([nums.signedTotalCount, nums.signedTotalAmount, nums.signedYearAmount, nums.invoiced, nums.arrived, nums.receivable, nums.paidOut]).toEqual([1, '1000000.10', '1000000.10', '1000.10', '500.05', '500.05', '200.25']);
    // Projects carry no data scope: the organisation's count.
    expect(nums.projectTotal).toBe(4);
    expect(expectOk<BoardPartnerStat[]>(await glManager.call(e.ptList))).toEqual([{ id: 'yz1', name: '业主甲', contractCount: 1, contractAmount: '1000000.10' }]);
    expect(expectOk<BoardProvinceStat[]>(await glManager.call(e.projects)).map((p) => [p.code, p.projectCount, p.contractAmount])).toEqual([
      ['31', 2, '1000000.10'],
      ['42', 1, '0.00'],
    ]);
  });

  it.skipIf(skip)('organisations without the board are refused with a clear message', async () => {
    for (const endpoint of Object.values(e)) expectEnvelopeFailure(await sjAdmin.call(endpoint), 403, '当前组织类型无权查看数据看板');
  });
});
