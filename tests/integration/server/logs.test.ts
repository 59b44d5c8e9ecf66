/**
 * The logs (issue 14): api log of every answered call with no secret in it, a 5xx answering only an
 * id with its stack kept, usual events from the generic builder and sign-ins, login records of
 * refused sign-ins, who may read which log, and pruning by age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { logEndpoints } from '@shared/api/logEndpoints';
import type { Customer } from '@shared/domain/customer';
import type { ApiLog, ErrorLogRecord, LoginLog, UsualLog } from '@shared/domain/logs';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { pruneLogs } from '../../../src/server/logs/prune';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const SECRET_PASSWORD = 'Wrong#Pass-7781';
const BOOM = '/api/cem-ops-log/test-boom';

describe.each(BACKENDS)('logs: api, error, usual, login records, pruning ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let sj: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({
      backend,
      // A route that fails as an unforeseen bug would: its stack must stay on the server.
      extraRoutes: (app) => app.get(BOOM, { config: { public: true } }, async () => { throw new Error('boom: internal detail at /srv/secret.ts'); }),
    });
    db = openDatabase(server.databaseUrl).db;
    [admin, sj] = await signIn(server, 'admin', 'sj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', '100004');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const list = async <T>(api: ApiClient, endpoint: (typeof logEndpoints)[keyof typeof logEndpoints], query: Record<string, string | number> = {}) =>
    expectOk<Page<T>>(await api.call(endpoint, { query: { size: 100, ...query } })).records;

  it.skipIf(skip)('records each answered call (method, path, status, caller, client) and never a password, token or query value', async () => {
    const visitor = apiClient(server.url);
    const refused = await visitor.token({ grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: SECRET_PASSWORD });
    expect(refused.status).toBe(400);
    await sj.call(endpoints.customerPage, { query: { compName: 'SECRET-QUERY-VALUE', current: 1, size: 10 } });
    const rows = await list<ApiLog>(admin, logEndpoints.apiList, { path: 'cust_attention/page' });
    expect(rows[0]).toMatchObject({ method: 'GET', status: 200, tenantId: '100004', userName: '张明远', clientId: 'cem-desktop', queryKeys: 'compName,current,size' });
    expect(rows[0].path).toMatch(/cust_attention\/page$/);
    expect(rows[0].durationMs).toBeGreaterThanOrEqual(0);
    const token = (await list<ApiLog>(admin, logEndpoints.apiList, { path: 'oauth/token', method: 'POST' }))[0];
    expect(token).toMatchObject({ status: 400, tenantId: '100004', userId: '' });
    // Nothing secret in any log table: the password, the access token, the client secret, a query value.
    const dump = JSON.stringify(await Promise.all(['api_log', 'usual_log', 'error_log', 'auth_log'].map((t) => db.selectFrom(t as 'api_log').selectAll().execute())));
    for (const secret of [SECRET_PASSWORD, DEMO_PASSWORD, sj.session.accessToken!, admin.session.accessToken!, 'cem-desktop-secret', 'SECRET-QUERY-VALUE']) expect(dump).not.toContain(secret);
  });

  it.skipIf(skip)('answers a 5xx with the generic message and an id only; the stack is kept under that id', async () => {
    const answer = await apiClient(server.url).request('GET', BOOM);
    expectEnvelopeFailure(answer, 500, /^服务器内部错误（编号 \d+）$/);
    expect(JSON.stringify(answer.body)).not.toContain('boom');
    const id = /编号 (\d+)/.exec(answer.body.msg)![1];
    const kept = expectOk<ErrorLogRecord>(await admin.call(logEndpoints.errorDetail, { query: { id } }));
    expect(kept).toMatchObject({ id, source: 'server', type: 'Error', message: 'boom: internal detail at /srv/secret.ts', url: `GET ${BOOM}` });
    expect(kept.stack).toContain('boom');
    expect((await list<ErrorLogRecord>(admin, logEndpoints.errorList, { source: 'server' })).map((r) => r.id)).toContain(id);
    // The client's uploads are the other source of the same list.
    expectOk(await sj.call(endpoints.errorLogUpload, { json: { logs: [{ url: '/x', time: timestamp(), type: 'error', message: 'client side', stack: '', info: '' }] } }));
    expect((await list<ErrorLogRecord>(admin, logEndpoints.errorList, { source: 'client' })).map((r) => r.message)).toContain('client side');
  });

  it.skipIf(skip)('records a refused sign-in with the account tried and why, never the password; and a successful one', async () => {
    await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100004', username: 'nobody_here', password: SECRET_PASSWORD });
    await apiClient(server.url).token({ grant_type: 'password', tenant_id: '100004', username: 'sj_admin', password: '' });
    const records = await list<LoginLog>(admin, logEndpoints.loginList, { success: 0 });
    expect(records.find((r) => r.account === 'nobody_here')).toMatchObject({ tenantId: '100004', success: 0, name: '', client: 'cem-desktop', loginIp: '127.0.0.1' });
    expect(records.find((r) => r.account === 'nobody_here')!.reason).toMatch(/[\u4e00-\u9fff]/);
    expect(records.some((r) => r.account === 'sj_admin' && r.reason === '请输入密码')).toBe(true);
    const ok = (await list<LoginLog>(admin, logEndpoints.loginList, { success: 1, name: '张明远' }))[0];
    expect(ok).toMatchObject({ account: 'sj_admin', phone: '13800000004', tenantName: '远景建筑设计研究院有限公司', grantType: 'password', success: 1 });
    expect(ok.loginPort).toBeGreaterThan(0);
    const json = JSON.stringify(await db.selectFrom('auth_log').selectAll().execute());
    expect(json).not.toContain(SECRET_PASSWORD);
  });

  it.skipIf(skip)('logs a removal and a status change of any builder resource, and sign-ins, in the usual log', async () => {
    const c = expectOk<Customer>(await sj.call(endpoints.customerSubmit, { json: { compName: '日志客户', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001' } }));
    expectOk(await sj.call(endpoints.customerChangeStatus, { json: { id: c.id, status: 1 } }));
    expectOk(await sj.call(endpoints.customerRemove, { query: { ids: c.id } }));
    const events = await list<UsualLog>(admin, logEndpoints.usualList, { userName: '张明远' });
    expect(events.find((e) => e.type === 'status')).toMatchObject({ title: 'customer cust_attention/change-status', targetIds: c.id, detail: 'status=1', tenantId: '100004' });
    expect(events.find((e) => e.type === 'remove')).toMatchObject({ title: 'customer cust_attention/remove', targetIds: c.id });
    expect(events.some((e) => e.type === 'login')).toBe(true);
    expect((await list<UsualLog>(admin, logEndpoints.usualList, { type: 'remove', userName: '张明远' })).every((e) => e.type === 'remove')).toBe(true);
    const detail = expectOk<UsualLog>(await admin.call(logEndpoints.usualDetail, { query: { id: events[0].id } }));
    expect(detail.id).toBe(events[0].id);
    expectEnvelopeFailure(await admin.call(logEndpoints.usualDetail, { query: { id: '1' } }), 404, '日志不存在或已清理');
  });

  it.skipIf(skip)("refuses the platform's logs to everyone but the operator's administrator; login records to non-administrators", async () => {
    for (const endpoint of [logEndpoints.usualList, logEndpoints.apiList, logEndpoints.errorList]) {
      for (const api of [sj, staff]) expectEnvelopeFailure(await api.call(endpoint), 403);
      expectEnvelopeFailure(await apiClient(server.url).call(endpoint), 401);
    }
    expectEnvelopeFailure(await staff.call(logEndpoints.loginList), 403);
    // An organisation's administrator sees the sign-ins into that organisation only.
    const own = await list<LoginLog>(sj, logEndpoints.loginList);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.tenantId === '100004')).toBe(true);
    const operatorRow = (await list<LoginLog>(admin, logEndpoints.loginList)).find((r) => r.tenantId === '000000')!;
    expectEnvelopeFailure(await sj.call(logEndpoints.loginDetail, { query: { id: operatorRow.id } }), 404);
    expectEnvelopeFailure(await admin.call(logEndpoints.apiList, { query: { status: 'x' } }), 400);
  });

  it.skipIf(skip)('prunes rows older than the retention from every log, and keeps newer ones', async () => {
    const old = timestamp(new Date(Date.now() - 100 * 24 * 3600 * 1000));
    const recent = timestamp(new Date(Date.now() - 10 * 24 * 3600 * 1000));
    const ids = { old: newId(), recent: newId() };
    for (const [id, time] of [[ids.old, old], [ids.recent, recent]]) {
      await db.insertInto('api_log').values({ id, tenant_id: '', user_id: '', method: 'GET', path: '/api/x', query_keys: '', status: 200, duration_ms: 1, client_ip: '', client_id: '', create_time: time }).execute();
      await db.insertInto('usual_log').values({ id, tenant_id: '', user_id: '', type: 'remove', title: 'x', target_ids: '', detail: '', client_ip: '', create_time: time }).execute();
      await db.insertInto('error_log').values({ id, tenant_id: '', user_id: '', url: '', time, type: 'x', message: '', stack: '', info: '', create_time: time }).execute();
      await db.insertInto('auth_log').values({ id, tenant_id: '', user_id: '', kind: 'login', grant_type: '', client_ip: '', client_port: 0, user_agent: '', create_time: time }).execute();
    }
    const removed = await pruneLogs(db, 90);
    expect(removed).toEqual({ api_log: 1, usual_log: 1, error_log: 1, auth_log: 1 });
    for (const table of ['api_log', 'usual_log', 'error_log', 'auth_log'] as const) {
      const left = (await db.selectFrom(table).select('id').where('id', 'in', [ids.old, ids.recent]).execute()).map((r) => r.id);
      expect(left).toEqual([ids.recent]);
    }
  });
});
