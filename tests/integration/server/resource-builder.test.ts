/**
 * The resource builder's pieces that no product resource uses yet, proven on a test-only fixture
 * resource (tests/support/fixtureResource.ts) over loopback: path parameters, the conditional status
 * write under concurrency, modify with history in one transaction, computed fields, beforeWrite,
 * declared filters and sort, the parent rule and the data-scope hook.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { Customer } from '@shared/domain/customer';
import { openDatabase } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { createFixtureTable, FIXTURE_MESSAGES, fixtureEndpoints as fx, fixtureRoutes, type FixtureContract } from '../../support/fixtureResource';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const customer = { compName: '合同测试客户', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001' };

describe.each(BACKENDS)('the resource builder on a fixture resource ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  let parent: Customer;
  let theirParent: Customer;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend, extraRoutes: fixtureRoutes });
    const { db } = openDatabase(server.databaseUrl);
    try {
      await createFixtureTable(db as never);
    } finally {
      await db.destroy();
    }
    [sj, yz] = await signIn(server, 'sj_admin', 'yz_admin');
    parent = expectOk<Customer>(await sj.call(endpoints.customerSubmit, { json: customer }));
    theirParent = expectOk<Customer>(await yz.call(endpoints.customerSubmit, { json: customer }));
  });
  afterAll(() => server?.close());

  const submit = (api: ApiClient, body: Record<string, unknown>) => api.call(fx.submit, { json: { customerId: parent.id, ...body } });
  const add = async (body: Record<string, unknown> = {}) => expectOk<FixtureContract>(await submit(sj, { amount: '10', rate: '5', ...body }));
  const list = async (query: Record<string, string | number> = {}) => expectOk<Page<FixtureContract>>(await sj.call(fx.page, { query: { customerId: parent.id, size: -1, ...query } }));
  const detail = (api: ApiClient, id: string) => api.call(fx.detail, { query: { id } });
  /** A path-parameter call as the core sends it: each value encoded into its own segment. */
  const changeStatus = (api: ApiClient, id: string, status: string | number, body: unknown = {}) =>
    api.request('POST', api.path('system', `fixture-contract/changeStatus/${encodeURIComponent(id)}/${encodeURIComponent(String(status))}`), { json: body });

  it.skipIf(skip)('computes the fee on the server and ignores the one the client sends', async () => {
    const added = await add({ amount: '200', rate: '12.5', fee: '99999.00', code: 'A-1' });
    expect(added).toMatchObject({ amount: '200', rate: '12.5', fee: '25.00', status: 0 });
    const edited = expectOk<FixtureContract>(await submit(sj, { id: added.id, amount: '100', rate: '10', fee: '1' }));
    expect(edited.fee).toBe('10.00');
  });

  it.skipIf(skip)('runs beforeWrite inside the write: over the remaining amount, nothing is written', async () => {
    const before = (await list()).total;
    expectEnvelopeFailure(await submit(sj, { amount: '990', rate: '1' }), 400, FIXTURE_MESSAGES.remaining);
    expect((await list()).total).toBe(before);
  });

  it.skipIf(skip)('filters and sorts as declared; an undeclared sort field is refused', async () => {
    await add({ code: 'SORT-B', amount: '30' });
    await add({ code: 'SORT-A', amount: '20' });
    expect((await list({ code: 'SORT-' })).records.map((r) => r.code)).toEqual(['SORT-A', 'SORT-B']);
    expect((await list({ code: 'SORT-', sortBy: 'code', sortOrder: 'desc' })).records.map((r) => r.code)).toEqual(['SORT-B', 'SORT-A']);
    expect((await list({ code: 'SORT-', sortBy: 'code' })).records.map((r) => r.code)).toEqual(['SORT-A', 'SORT-B']);
    expect((await list({ status: 2 })).total).toBe(0);
    expect((await list({ createTimeTo: '2000-01-01' })).total).toBe(0);
    expectEnvelopeFailure(await sj.call(fx.page, { query: { customerId: parent.id, sortBy: 'tenant_id' } }), 400, '不支持按该字段排序');
  });

  it.skipIf(skip)("needs a parent of the caller's organisation for a page and a submit", async () => {
    expectEnvelopeFailure(await sj.call(fx.page, { query: {} }), 400, '请选择客户');
    expectEnvelopeFailure(await sj.call(fx.page, { query: { customerId: theirParent.id } }), 400, FIXTURE_MESSAGES.customer);
    expectEnvelopeFailure(await submit(sj, { customerId: theirParent.id, amount: '1', rate: '1' }), 400, FIXTURE_MESSAGES.customer);
    const mine = await add();
    // Moving a record under another parent is not an edit of it.
    const other = expectOk<Customer>(await sj.call(endpoints.customerSubmit, { json: { ...customer, compName: '另一个客户' } }));
    expectEnvelopeFailure(await submit(sj, { id: mine.id, customerId: other.id, amount: '1', rate: '1' }), 400, FIXTURE_MESSAGES.notFound);
  });

  it.skipIf(skip)('changes a status through path parameters along the machine, with the target’s required fields', async () => {
    const c = await add({ code: '' });
    expectEnvelopeFailure(await changeStatus(sj, c.id, 1), 400, FIXTURE_MESSAGES.code);
    const signed = expectOk<FixtureContract>(await changeStatus(sj, c.id, 1, { code: 'HT-001' }));
    expect(signed).toMatchObject({ status: 1, code: 'HT-001' });
    expectEnvelopeFailure(await changeStatus(sj, c.id, 2), 400, FIXTURE_MESSAGES.refused);
    expectEnvelopeFailure(await changeStatus(yz, c.id, 2), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await changeStatus(sj, c.id, 7), 400, FIXTURE_MESSAGES.status);
  });

  it.skipIf(skip)('answers hostile path parameters with 400 and changes nothing', async () => {
    const c = await add();
    for (const id of ['..', `${c.id}/../${c.id}`, `${c.id}%2F..`, `${c.id}\\x`, `${c.id} OR 1=1`, `${c.id}\u0000`]) {
      const answer = await changeStatus(sj, id, 2);
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    expect(expectOk<FixtureContract>(await detail(sj, c.id)).status).toBe(0);
  });

  it.skipIf(skip)('lets exactly one of two concurrent changes from the same status pass', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await add({ code: `RACE-${round}` });
      const answers = await Promise.all([changeStatus(sj, c.id, 1, { code: `RACE-${round}` }), changeStatus(sj, c.id, 2)]);
      const passed = answers.filter((a) => a.status === 200);
      expect(passed, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
      const refused = answers.find((a) => a.status !== 200)!;
      expectEnvelopeFailure(refused, 400, FIXTURE_MESSAGES.refused);
      expect(expectOk<FixtureContract>(await detail(sj, c.id)).status).toBe(passed[0].body.data.status);
    }
  });

  it.skipIf(skip)('modifies with a required reason and keeps a history of the changed fields, for its organisation only', async () => {
    const c = await add({ code: 'MOD-1', amount: '100', rate: '10' });
    expectEnvelopeFailure(await sj.call(fx.modify, { json: { id: c.id, customerId: parent.id, code: 'MOD-1', amount: '120', rate: '10' } }), 400, '请输入变更原因');
    const modified = expectOk<FixtureContract>(await sj.call(fx.modify, { json: { id: c.id, customerId: parent.id, code: 'MOD-1', amount: '120', rate: '10', changeReason: '追加设计范围' } }));
    expect(modified).toMatchObject({ amount: '120', fee: '12.00' });
    const history = async (api: ApiClient) => api.request('GET', api.path('system', `fixture-contract-history/${c.id}`));
    const page = expectOk<Page<ChangeHistory>>(await history(sj));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ recordId: c.id, changeReason: '追加设计范围', before: { amount: '100', fee: '10.00' }, after: { amount: '120', fee: '12.00' } });
    expect(page.records[0].createUserName).not.toBe('');
    expectEnvelopeFailure(await history(yz), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await yz.call(fx.modify, { json: { id: c.id, customerId: parent.id, amount: '1', rate: '1', changeReason: '越权' } }), 400, FIXTURE_MESSAGES.notFound);
    expect(expectOk<FixtureContract>(await detail(sj, c.id)).amount).toBe('120');
  });

  it.skipIf(skip)('changes nothing of the record when the history cannot be written', async () => {
    const c = await add({ code: 'MOD-2', amount: '50', rate: '10' });
    const { db } = openDatabase(server.databaseUrl);
    try {
      await sql`ALTER TABLE change_history RENAME TO change_history_away`.execute(db);
      const answer = await sj.call(fx.modify, { json: { id: c.id, customerId: parent.id, code: 'MOD-2', amount: '60', rate: '10', changeReason: '历史写不进去' } });
      expect(answer.status).not.toBe(200);
    } finally {
      await sql`ALTER TABLE change_history_away RENAME TO change_history`.execute(db);
      await db.destroy();
    }
    expect(expectOk<FixtureContract>(await detail(sj, c.id))).toMatchObject({ amount: '50', fee: '5.00' });
  });

  it.skipIf(skip)('removes through {ids}/{tenantId} all or nothing, only in the caller’s organisation', async () => {
    const [a, b] = [await add(), await add()];
    const remove = (api: ApiClient, ids: string, tenantId: string) => api.request('POST', api.path('system', `fixture-contract/remove/${encodeURIComponent(ids)}/${tenantId}`));
    expectEnvelopeFailure(await remove(sj, `${a.id},${b.id}`, '100005'), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await remove(yz, `${a.id},${b.id}`, '100005'), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await remove(sj, `${a.id},999999`, '100004'), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await remove(sj, `${a.id},x`, '100004'), 400, '编号格式有误');
    expect(expectOk(await remove(sj, `${a.id},${b.id}`, '100004'))).toBeNull();
    expectEnvelopeFailure(await detail(sj, a.id), 400, FIXTURE_MESSAGES.notFound);
  });

  it.skipIf(skip)('keeps rows outside the scope rule out of every read and write', async () => {
    const { id } = await add({ code: 'HIDDEN' });
    const { db } = openDatabase(server.databaseUrl);
    try {
      await sql`UPDATE fixture_contract SET hidden = 1 WHERE id = ${id}`.execute(db);
    } finally {
      await db.destroy();
    }
    expect((await list({ code: 'HIDDEN' })).total).toBe(0);
    expectEnvelopeFailure(await detail(sj, id), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await changeStatus(sj, id, 2), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await submit(sj, { id, amount: '1', rate: '1' }), 400, FIXTURE_MESSAGES.notFound);
    expectEnvelopeFailure(await sj.request('POST', sj.path('system', `fixture-contract/remove/${id}/100004`)), 400, FIXTURE_MESSAGES.notFound);
  });
});
