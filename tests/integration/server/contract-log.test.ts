import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractLogEndpoints as e } from '@shared/api/contractLogEndpoints';
import type { Page } from '@shared/api/envelope';
import type { ContractStatusLog } from '@shared/domain/contractLog';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const SJ = '100004';

/**
 * contract-log/list (the detail pages' 状态记录): one contract's status changes, newest first with
 * who and when, for a contract of the caller's organisation of the kind named; another kind's id,
 * another organisation's contract and bad input are refused with their messages.
 */
describe.each(BACKENDS)('contract status log ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  const owner = newId();
  const production = newId();
  let adminId: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
    const admin = await db.selectFrom('app_user').select('id').where('account', '=', 'sj_admin').executeTakeFirstOrThrow();
    adminId = admin.id;
    const made = { tenant_id: SJ, status_time: '2026-11-20 09:00:00', create_user: admin.id, create_dept: '0', create_time: '2026-11-20 09:00:00', update_time: '2026-11-20 09:00:00' };
    await db.insertInto('contract_owner').values({ ...made, id: owner, name: '状态记录测试合同', status_contract: 3 }).execute();
    await db.insertInto('contract_production').values({ ...made, id: production, contract_owner_id: owner, name: '生产服务合同', status_contract: 1 }).execute();
    // Signed, paused: as the owner contract's changeStatus writes them (statusLog.ts), a minute apart.
    const log = (id: string, kind: string, from: number, to: number, at: string, code = '') =>
      db.insertInto('contract_status_log').values({ id: newId(), tenant_id: SJ, contract_id: id, kind, from_status: from, to_status: to, code, create_user: admin.id, create_time: at }).execute();
    await log(owner, 'owner', 1, 2, '2026-11-21 10:00:00', 'HT-2026-001');
    await log(owner, 'owner', 2, 3, '2026-11-22 10:00:00');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const list = (api: ApiClient, query: Record<string, string | number>) => api.call(e.page, { query });

  it.skipIf(skip)('lists one contract’s changes newest first with who and when; isolation and bad input refused', async () => {
    const page = expectOk<Page<ContractStatusLog>>(await list(sj, { contractId: owner, kind: 'owner', size: 10 }));
    expect(page.total).toBe(2);
    expect(page.records.map((r) => [r.fromStatus, r.toStatus, r.code, r.createTime])).toEqual([
      [2, 3, '', '2026-11-22 10:00:00'],
      [1, 2, 'HT-2026-001', '2026-11-21 10:00:00'],
    ]);
    expect(page.records[0]).toMatchObject({ contractId: owner, kind: 'owner', createUser: adminId, createUserName: expect.stringMatching(/.+/) });
    // Paging; a staff member of the organisation reads it too (reading needs no button).
    const second = expectOk<Page<ContractStatusLog>>(await list(staff, { contractId: owner, kind: 'owner', size: 1, current: 2 }));
    expect(second.records.map((r) => r.toStatus)).toEqual([2]);
    // A production contract without changes: an empty log.
    expect(expectOk<Page<ContractStatusLog>>(await list(sj, { contractId: production, kind: 'production' })).total).toBe(0);
    // The id of another kind, another organisation's contract: not found, nothing told.
    expectEnvelopeFailure(await list(sj, { contractId: owner, kind: 'production' }), 400, '合同不存在或已删除');
    expectEnvelopeFailure(await list(sj, { contractId: production, kind: 'platform' }), 400, '合同不存在或已删除');
    expectEnvelopeFailure(await list(kj, { contractId: owner, kind: 'owner' }), 400, '合同不存在或已删除');
    expectEnvelopeFailure(await list(sj, { contractId: 'x1', kind: 'owner' }), 400, '编号格式有误');
    expectEnvelopeFailure(await list(sj, { contractId: owner, kind: 'nope' }), 400, '编号格式有误');
  });
});
