import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { scopeEndpoints } from '@shared/api/scopeEndpoints';
import type { ApiScope } from '@shared/domain/apiScope';
import type { DataScope } from '@shared/domain/dataScope';
import { SCOPE_MESSAGES } from '@shared/domain/scopeMessages';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const data = { name: '华东区域的客户', code: 'customer_east', resource: 'customer', scopeType: 'custom', scopeColumn: 'areaCode', scopeValue: '310101, 320102', remark: '' };
const api = { name: '跟进只读', code: 'follow_read', module: 'system', path: 'promote/pageFollowRecords', method: 'GET', remark: '' };

/** data-scope/* and api-scope/* (spec 3 §7): the operator tenant's rows, its members only. */
describe.each(BACKENDS)('data scopes and API scopes data-scope/*, api-scope/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'admin', 'kj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('lists the seeded standard scopes, adds a custom rule with 新增成功, edits with 更新成功, reads and searches', async () => {
    const seeded = expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { size: -1 } }));
    expect(seeded.records.map((r) => r.name)).toEqual(expect.arrayContaining(['本人的客户', '本部门及以下的客户', '全部客户', '本人的跟进记录']));
    const added = await admin.call(scopeEndpoints.dataSubmit, { json: data });
    expect(added.body.msg).toBe('新增成功');
    const created = expectOk<DataScope>(added);
    expect(created).toMatchObject({ ...data, scopeValue: '310101,320102' });
    const edited = await admin.call(scopeEndpoints.dataSubmit, { json: { ...data, id: created.id, scopeType: 'own' } });
    expect(edited.body.msg).toBe('更新成功');
    // Another type keeps no column or values.
    expect(expectOk<DataScope>(edited)).toMatchObject({ scopeType: 'own', scopeColumn: '', scopeValue: '' });
    expect(expectOk<DataScope>(await admin.call(scopeEndpoints.dataDetail, { query: { id: created.id } })).name).toBe(data.name);
    expect(expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { name: '华东' } })).records.map((r) => r.id)).toEqual([created.id]);
    expect(expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { resource: 'follow-record', size: -1 } })).records.every((r) => r.resource === 'follow-record')).toBe(true);
  });

  it.skipIf(skip)('answers each data-scope rule with its message and writes nothing', async () => {
    const before = expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { size: -1 } })).total;
    const cases: [unknown, string][] = [
      [{ ...data, name: '' }, SCOPE_MESSAGES.dataName],
      [{ ...data, name: '名'.repeat(51) }, '长度不能超过50个字符'],
      [{ ...data, code: '' }, SCOPE_MESSAGES.code],
      [{ ...data, code: '客户' }, SCOPE_MESSAGES.codeFormat],
      [{ ...data, code: 'customer_own' }, SCOPE_MESSAGES.codeExists],
      [{ ...data, resource: '' }, SCOPE_MESSAGES.resource],
      [{ ...data, resource: 'app_user' }, SCOPE_MESSAGES.resource],
      [{ ...data, scopeType: 'sql' }, SCOPE_MESSAGES.type],
      [{ ...data, scopeColumn: 'phone' }, SCOPE_MESSAGES.column],
      [{ ...data, scopeValue: '' }, SCOPE_MESSAGES.value],
      [{ ...data, scopeColumn: 'status', scopeValue: "1 OR 1=1" }, SCOPE_MESSAGES.valueFormat],
      [{ ...data, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await admin.call(scopeEndpoints.dataSubmit, { json: body }), 400, message);
    expect(expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { size: -1 } })).total).toBe(before);
    expectEnvelopeFailure(await admin.call(scopeEndpoints.dataDetail, { query: { id: '123' } }), 400, SCOPE_MESSAGES.dataNotFound);
  });

  it.skipIf(skip)('removing a scope removes its grants to roles in the same call', async () => {
    const own = expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { code: 'customer_own' } })).records[0];
    // The demo grants 本人的客户 to the platform unit's staff.
    const grants = () => db.selectFrom('role_scope').select('role_id').where('scope_id', '=', own.id).execute();
    expect((await grants()).length).toBeGreaterThan(0);
    expectOk(await admin.call(scopeEndpoints.dataRemove, { json: { ids: own.id } }));
    expect(await grants()).toEqual([]);
    expectEnvelopeFailure(await admin.call(scopeEndpoints.dataDetail, { query: { id: own.id } }), 400, SCOPE_MESSAGES.dataNotFound);
  });

  it.skipIf(skip)('API scopes: adds, edits, searches, answers each rule with its message, removes with its grants', async () => {
    const created = expectOk<ApiScope>(await admin.call(scopeEndpoints.apiSubmit, { json: { ...api, path: '/promote/pageFollowRecords', method: 'get' } }));
    expect(created).toMatchObject(api);
    expect(expectOk<ApiScope>(await admin.call(scopeEndpoints.apiSubmit, { json: { ...api, id: created.id, path: 'promote/*', method: '' } }))).toMatchObject({ path: 'promote/*', method: '' });
    expect(expectOk<Page<ApiScope>>(await admin.call(scopeEndpoints.apiList, { query: { path: 'promote' } })).records.map((r) => r.id)).toContain(created.id);
    const cases: [unknown, string][] = [
      [{ ...api, name: '' }, SCOPE_MESSAGES.apiName],
      [{ ...api, module: 'finance' }, SCOPE_MESSAGES.module],
      [{ ...api, path: '' }, SCOPE_MESSAGES.path],
      [{ ...api, path: 'promote/../user' }, SCOPE_MESSAGES.pathFormat],
      [{ ...api, path: 'promote/page?x=1' }, SCOPE_MESSAGES.pathFormat],
      [{ ...api, path: 'promote/*/x' }, SCOPE_MESSAGES.pathFormat],
      [{ ...api, method: 'DELETE' }, SCOPE_MESSAGES.method],
      [{ ...api, code: 'api_customer_read' }, SCOPE_MESSAGES.codeExists],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await admin.call(scopeEndpoints.apiSubmit, { json: body }), 400, message);
    const role = await db.selectFrom('role').select('id').where('tenant_id', '=', '100002').where('alias', '=', 'staff').executeTakeFirstOrThrow();
    await db.insertInto('role_scope').values({ role_id: role.id, scope_id: created.id, kind: 'api' }).execute();
    expectOk(await admin.call(scopeEndpoints.apiRemove, { json: { ids: created.id } }));
    expect(await db.selectFrom('role_scope').select('role_id').where('scope_id', '=', created.id).execute()).toEqual([]);
  });

  it.skipIf(skip)("another organisation's administrator is refused with 403 on every call and changes nothing", async () => {
    const one = expectOk<Page<DataScope>>(await admin.call(scopeEndpoints.dataList, { query: { size: 1 } })).records[0];
    const oneApi = expectOk<Page<ApiScope>>(await admin.call(scopeEndpoints.apiList, { query: { size: 1 } })).records[0];
    const calls = [
      kj.call(scopeEndpoints.dataList),
      kj.call(scopeEndpoints.dataDetail, { query: { id: one.id } }),
      kj.call(scopeEndpoints.dataSubmit, { json: { ...data, code: 'kj_try' } }),
      kj.call(scopeEndpoints.dataSubmit, { json: { ...data, id: one.id, code: 'kj_try' } }),
      kj.call(scopeEndpoints.dataRemove, { json: { ids: one.id } }),
      kj.call(scopeEndpoints.apiList),
      kj.call(scopeEndpoints.apiDetail, { query: { id: oneApi.id } }),
      kj.call(scopeEndpoints.apiSubmit, { json: { ...api, code: 'kj_try' } }),
      kj.call(scopeEndpoints.apiRemove, { json: { ids: oneApi.id } }),
    ];
    for (const answer of await Promise.all(calls)) expectEnvelopeFailure(answer, 403, MESSAGES.forbidden);
    expect(expectOk<DataScope>(await admin.call(scopeEndpoints.dataDetail, { query: { id: one.id } }))).toEqual(one);
    expect(expectOk<ApiScope>(await admin.call(scopeEndpoints.apiDetail, { query: { id: oneApi.id } }))).toEqual(oneApi);
    expect(await db.selectFrom('data_scope').select('id').where('code', '=', 'kj_try').execute()).toEqual([]);
  });
});
