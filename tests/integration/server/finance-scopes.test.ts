import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { financePaymentEndpoints as e } from '@shared/api/financePaymentEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { PaymentRequest } from '@shared/domain/financePayment';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';
import { insertArrival, insertAttach, insertBankCard, insertScene, SC, SJ, type Scene } from './finance-payment-support';

const GONE = '请款记录不存在或已删除';
const CONTRACT_GONE = '合同不存在或已删除';

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string | number>): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  return api.request(endpoint.method, api.path(endpoint.module, path), endpoint.method === 'GET' ? {} : { json: {} });
}

const ids = (answer: Answer) => expectOk<Page<PaymentRequest>>(answer).records.map((r) => r.id).sort();

/**
 * Data scopes on payment requests (spec 3 §6, issue 17). The payer (设计院 100004) reads requests in
 * the scope of the contract they pay: its manager's role is granted 本人 on production contracts and
 * 本部门 on resource contracts, so of two scenes only the one whose production contract the manager
 * created and whose resource contract their department keeps is theirs to list, read, pay and refuse.
 * Party B (生产团队 100008) reads its own requests in the `finance-request` scope: its manager, granted
 * 本人, lists and withdraws only the requests they made. Grants are role_scope rows written directly.
 */
describe.each(BACKENDS)('payment requests inside the data scopes ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sjAdmin: ApiClient;
  let sjManager: ApiClient;
  let scAdmin: ApiClient;
  let scManager: ApiClient;
  let mine: Scene;
  let others: Scene;
  let bank: string;

  /** Grants role `alias` of `tenantId` one data scope of `scopeType` on `resource`. */
  async function grant(tenantId: string, alias: string, resource: string, scopeType: 'own' | 'dept') {
    const role = (await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirstOrThrow()).id;
    const id = newId();
    const now = timestamp();
    await db
      .insertInto('data_scope')
      .values({ id, tenant_id: OPERATOR_TENANT, name: `${resource}-${scopeType}`, code: `t_${id.slice(-8)}`, resource, scope_type: scopeType, scope_column: '', scope_value: '', remark: '', create_user: '', create_time: now, update_time: now })
      .execute();
    await db.insertInto('role_scope').values({ role_id: role, scope_id: id, kind: 'data' }).execute();
  }

  const member = async (account: string, tenantId: string) => {
    const user = await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const post = await db.selectFrom('post').select('dept_id').where('user_id', '=', user.id).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    return { id: user.id, dept: post.dept_id };
  };

  const request = async (api: ApiClient, contractId: string, contractType: 'production' | 'resource') =>
    expectOk<PaymentRequest>(
      await api.call(e.submit, {
        json: { contractType, contractId, currRequestAmount: '10.00', designCompanyId: SJ, bankId: bank, invoiceAttach: [await insertAttach(db, SC)], requestRemark: '请款' },
      }),
    ).id;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    const manager = await member('sj_manager', SJ);
    const admin = await member('sj_admin', SJ);
    mine = await insertScene(db);
    others = await insertScene(db);
    for (const s of [mine, others]) await insertArrival(db, s.owner, '10000.00');
    // 本人 on production: the manager created one; 本部门 on resource: the manager's department keeps one.
    await db.updateTable('contract_production').set({ create_user: manager.id }).where('id', '=', mine.production).execute();
    await db.updateTable('contract_production').set({ create_user: admin.id, create_dept: admin.dept }).where('id', '=', others.production).execute();
    await db.updateTable('contract_resource').set({ create_user: admin.id, create_dept: manager.dept }).where('id', '=', mine.resource).execute();
    await db.updateTable('contract_resource').set({ create_user: manager.id, create_dept: `${manager.dept}9` }).where('id', '=', others.resource).execute();
    await grant(SJ, 'manager', 'contract-production', 'own');
    await grant(SJ, 'manager', 'contract-resource', 'dept');
    await grant(SC, 'manager', 'finance-request', 'own');
    bank = await insertBankCard(db, SC);
    [sjAdmin, scAdmin] = await signIn(server, 'sj_admin', 'sc_admin');
    sjManager = apiClient(server.url);
    await sjManager.login('sj_manager', SJ);
    scManager = apiClient(server.url);
    await scManager.login('sc_manager', SC);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('the payer lists, reads, pays and refuses only requests on contracts in its scope', async () => {
    const ownProduction = await request(scAdmin, mine.production, 'production');
    const ownResource = await request(scAdmin, mine.resource, 'resource');
    const otherProduction = await request(scAdmin, others.production, 'production');
    const otherResource = await request(scAdmin, others.resource, 'resource');
    const owners = { query: { size: -1 } };

    expect(ids(await sjManager.call(e.payerPage, owners)).filter((id) => [otherProduction, otherResource].includes(id))).toEqual([]);
    expect(ids(await sjManager.call(e.payerPage, { query: { contractOwnerId: mine.owner } }))).toEqual([ownProduction, ownResource].sort());
    expect(ids(await sjManager.call(e.payerPage, { query: { contractOwnerId: others.owner } }))).toEqual([]);
    // Whoever has the whole organisation sees all four.
    expect(ids(await sjAdmin.call(e.payerPage, owners))).toEqual(expect.arrayContaining([ownProduction, ownResource, otherProduction, otherResource]));

    // Reads: a request or contract outside the scope answers as missing.
    expectOk(await call(sjManager, e.detail, { tenantId: SJ, id: ownResource, paymentId: -1 }));
    expectEnvelopeFailure(await call(sjManager, e.detail, { tenantId: SJ, id: otherResource, paymentId: -1 }), 400, GONE);
    expectOk(await call(sjManager, e.contract, { id: mine.production, tenantId: SJ }));
    expectEnvelopeFailure(await call(sjManager, e.contract, { id: others.production, tenantId: SJ }), 400, CONTRACT_GONE);

    // Paying and refusing another's request: missing, and nothing changes.
    const pay = async (id: string) => sjManager.call(e.pay, { json: { id, realityAmount: '1.00', payDate: '2026-11-26 10:00:00', payVoucher: [await insertAttach(db, SJ, 'pay.png')], remark: '' } });
    expectEnvelopeFailure(await pay(otherProduction), 400, GONE);
    expectEnvelopeFailure(await call(sjManager, e.changeStatus, { id: otherResource, payStatus: 3, tenantId: SJ }), 400, GONE);
    const untouched = await db.selectFrom('finance_payment_request').select(['paid_amount', 'pay_status']).where('id', 'in', [otherProduction, otherResource]).execute();
    expect(untouched.map((r) => [Number(r.paid_amount), Number(r.pay_status)])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(expectOk<PaymentRequest>(await pay(ownProduction)).realityAmount).toBe('1.00');
    expect(expectOk<PaymentRequest>(await call(sjManager, e.changeStatus, { id: ownResource, payStatus: 3, tenantId: SJ })).payStatus).toBe(3);
    // The administrator pays what the manager could not.
    expectOk(await sjAdmin.call(e.pay, { json: { id: otherProduction, realityAmount: '1.00', payDate: '2026-11-26 10:00:00', payVoucher: [await insertAttach(db, SJ, 'pay.png')], remark: '' } }));
  });

  it.skipIf(skip)("party B lists, reads and withdraws only the requests its scope leaves it", async () => {
    const byManager = await request(scManager, mine.production, 'production');
    const byAdmin = await request(scAdmin, mine.production, 'production');
    const list = { query: { contractId: mine.production } };
    expect(ids(await scManager.call(e.requests, list))).toEqual([byManager]);
    expect(ids(await scAdmin.call(e.requests, list))).toEqual(expect.arrayContaining([byManager, byAdmin]));
    expectOk(await call(scManager, e.detail, { tenantId: SJ, id: byManager, paymentId: -1 }));
    expectEnvelopeFailure(await call(scManager, e.detail, { tenantId: SJ, id: byAdmin, paymentId: -1 }), 400, GONE);
    expectEnvelopeFailure(await scManager.call(e.remove, { json: { id: byAdmin } }), 400, GONE);
    expect(await db.selectFrom('finance_payment_request').select('id').where('id', '=', byAdmin).executeTakeFirst()).toBeDefined();
    expectOk(await scManager.call(e.remove, { json: { id: byManager } }));
    // The contracts naming party B are the keeper's rows: party B's scopes do not narrow them (as my-contract).
    expectOk(await call(scManager, e.contract, { id: mine.production, tenantId: SJ }));
  });
});
