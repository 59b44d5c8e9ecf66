/**
 * Path parameters through the desktop core: the gateway fills a declared `{name}` path from the
 * renderer's parameters for a real server route, and a value that would change the path never
 * leaves the core — through api.call or the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '@shared/bridge';
import { endpoints } from '@shared/api/endpoints';
import { PATH_PARAM_MESSAGES } from '@shared/api/pathParams';
import type { Customer } from '@shared/domain/customer';
import { openDatabase } from '../../../src/server/db/database';
import { DEMO_PASSWORD, startTestCore, type TestCore } from '../../support/core';
import { createFixtureTable, fixtureEndpoints as fx, fixtureRoutes, type FixtureContract } from '../../support/fixtureResource';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let t: TestCore;

beforeAll(async () => {
  server = await startTestServer({ extraRoutes: fixtureRoutes });
  const { db } = openDatabase(server.databaseUrl);
  try {
    await createFixtureTable(db as never);
  } finally {
    await db.destroy();
  }
  t = await startTestCore(server.url);
  await t.core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
});
afterAll(async () => {
  t?.core.dispose();
  await server?.close();
});

async function data<T>(call: ApiCall): Promise<T> {
  const result = await t.core.bridge.api.call(call);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.data as T;
}

describe('path parameters through the core', () => {
  it('fills {id}/{statusContract} from the body, encoded, and the server answers for that record', async () => {
    const customer = await data<Customer>({ ...endpoints.customerSubmit, body: { compName: '路径参数客户', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001' } });
    const contract = await data<FixtureContract>({ ...fx.submit, body: { customerId: customer.id, amount: '10', rate: '10' } });
    t.requests.length = 0;
    const changed = await data<FixtureContract>({ ...fx.changeStatus, body: { id: contract.id, statusContract: 2 } });
    expect(changed).toMatchObject({ id: contract.id, status: 2 });
    expect(t.requests).toEqual([`POST /api/cem-ops-system/fixture-contract/changeStatus/${contract.id}/2`]);
  });

  it('never sends a call whose parameter would change the path, nor keeps it in the outbox', async () => {
    t.requests.length = 0;
    const hostile = ['..', '../../cem-ops-auth/oauth/token', 'oauth%2Ftoken', '%2e%2e', '1\\2', '1\r\nHost: evil', ''];
    for (const id of hostile) {
      const call: ApiCall = { ...fx.changeStatus, body: { id, statusContract: 1, code: 'x' } };
      const expected = id === '' ? PATH_PARAM_MESSAGES.pathParamMissing : PATH_PARAM_MESSAGES.pathParamInvalid;
      expect(await t.core.bridge.api.call(call), JSON.stringify(id)).toEqual({ ok: false, error: { kind: 'invalid', message: expected } });
      const submitted = await t.core.bridge.outbox.submit({ ...call, idempotencyKey: `path-param-${hostile.indexOf(id)}` }, { formKey: 'fixture:status', title: '变更状态' });
      expect(submitted, JSON.stringify(id)).toEqual({ ok: false, error: { kind: 'invalid', message: expected } });
    }
    // A GET with its parameter in the query is refused alike.
    expect(await t.core.bridge.api.call({ ...fx.history, query: { recordId: '../../x' } })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(t.requests).toEqual([]);
    expect(await t.core.bridge.outbox.list()).toEqual({ ok: true, data: [] });
  });
});
