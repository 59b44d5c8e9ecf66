import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { statEndpoints } from '@shared/api/statEndpoints';
import type { CompanyStat } from '@shared/domain/companyStat';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

describe.each(BACKENDS)('managed-company statistics desktop/*-company-stat ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;
  let sj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    // The technology company (100002) brings in a production team this month and a review body long ago,
    // and looks after the design institute itself.
    const now = new Date();
    // The demo partners of every organisation would blur the counts: only the operator's are kept.
    await db.deleteFrom('biz_attention').where('tenant_id', '<>', '000000').execute();
    await db
      .insertInto('biz_attention')
      .values([
        { id: newId(), tenant_id: '100002', target_tenant_id: '100008', create_time: stamp(now) },
        { id: newId(), tenant_id: '100002', target_tenant_id: '100009', create_time: '2020-01-01 00:00:00' },
        { id: newId(), tenant_id: '100002', target_tenant_id: '100004', create_time: '2020-01-01 00:00:00' },
      ])
      .execute();
    [admin, kj, sj] = await signIn(server, 'admin', 'kj_admin', 'sj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const stat = async (api: ApiClient, endpoint: (typeof statEndpoints)[keyof typeof statEndpoints], query: Record<string, string | number> = {}) =>
    expectOk<Page<CompanyStat>>(await api.call(endpoint, { query }));

  it.skipIf(skip)('gives each technology company the organisations it brought in, with zero contract amounts as money text', async () => {
    const page = await stat(admin, statEndpoints.techCompanyStat);
    expect(page.total).toBe(1);
    expect(page.records[0]).toEqual({
      id: '100002',
      compName: '中科筑云科技有限公司',
      code: 'ORG100002',
      orgCount: 3,
      monthOrgCount: 1,
      contractCount: 0,
      contractAmount: '0.00',
      receivedAmount: '0.00',
    });
  });

  it.skipIf(skip)('lists management and design companies in their own lists', async () => {
    expect((await stat(admin, statEndpoints.mgrCompanyStat)).records.map((r) => [r.compName, r.orgCount])).toEqual([['华建项目管理有限公司', 0]]);
    expect((await stat(admin, statEndpoints.designCompanyStat)).records.map((r) => r.compName)).toEqual(['远景建筑设计研究院有限公司']);
  });

  it.skipIf(skip)('searches by company name and pages', async () => {
    expect((await stat(admin, statEndpoints.techCompanyStat, { compName: '筑云' })).total).toBe(1);
    expect((await stat(admin, statEndpoints.techCompanyStat, { compName: '不存在' })).records).toEqual([]);
    const second = await stat(admin, statEndpoints.techCompanyStat, { current: 2, size: 1 });
    expect(second).toMatchObject({ total: 1, records: [] });
  });

  it.skipIf(skip)('answers only the companies the caller organisation looks after', async () => {
    // The technology company looks after the design institute: its design list has it; the institute looks after nobody.
    expect((await stat(kj, statEndpoints.designCompanyStat)).records.map((r) => r.id)).toEqual(['100004']);
    expect((await stat(kj, statEndpoints.techCompanyStat)).total).toBe(0);
    for (const endpoint of Object.values(statEndpoints)) expect((await stat(sj, endpoint)).total).toBe(0);
  });

  it.skipIf(skip)('refuses bad paging and an over-long name with 400 and the Chinese message', async () => {
    expectEnvelopeFailure(await admin.call(statEndpoints.techCompanyStat, { query: { current: 0 } }), 400, '页码必须为正整数');
    expectEnvelopeFailure(await admin.call(statEndpoints.designCompanyStat, { query: { compName: '名'.repeat(101) } }), 400);
  });
});
