import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { contractLogEndpoints } from '@shared/api/contractLogEndpoints';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { contractPlatformEndpoints } from '@shared/api/contractPlatformEndpoints';
import { contractProductionEndpoints } from '@shared/api/contractProductionEndpoints';
import { contractResourceEndpoints } from '@shared/api/contractResourceEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectOk, expectEnvelopeFailure } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';

const SS = '100001';
const GONE = '合同不存在或已删除';
type Kind = 'owner' | 'platform' | 'production' | 'resource';
const TABLES = { owner: 'contract_owner', platform: 'contract_platform', production: 'contract_production', resource: 'contract_resource' } as const;
const RESOURCES = { owner: 'contract-owner', platform: 'contract-platform', production: 'contract-production', resource: 'contract-resource' } as const;

/** A refusal of a row out of scope: answered as a missing contract (whatever its kind's wording), never its data. */
function refused(answer: Answer, what = ''): void {
  expect(answer.status, `${what} ${JSON.stringify(answer.body)}`).not.toBe(200);
  expect(answer.body.data ?? null).toBeNull();
}

/**
 * Data scopes on the contract resources (spec 3 §6): ss_manager's role (项目经理 of 华夏, 100001) is
 * granted 本人 (own) on each contract resource; of the demo contracts one of each kind is made theirs
 * (create_user), the rest the administrator's. Every list, detail, history and status-log read of
 * the four kinds shows the manager their own rows only. Grants are role_scope rows written directly:
 * the grant form is the roles screen's (tests/integration/server/scopes.test.ts).
 */
describe.each(BACKENDS)('contract data scopes: a role granted 本人 sees its own contracts only ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let manager: ApiClient;
  let admin: ApiClient;
  const mine = {} as Record<Kind, string>;
  const other = {} as Record<Kind, string>;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    const userId = async (account: string) => (await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
    const managerId = await userId('ss_manager');
    const adminId = await userId('ss_admin');
    const role = (await db.selectFrom('role').select('id').where('tenant_id', '=', SS).where('alias', '=', 'manager').executeTakeFirstOrThrow()).id;
    const now = timestamp();
    for (const kind of Object.keys(TABLES) as Kind[]) {
      const id = newId();
      await db
        .insertInto('data_scope')
        .values({ id, tenant_id: OPERATOR_TENANT, name: `本人的${kind}`, code: `t_${kind}_own`, resource: RESOURCES[kind], scope_type: 'own', scope_column: '', scope_value: '', remark: '', create_user: '', create_time: now, update_time: now })
        .execute();
      await db.insertInto('role_scope').values({ role_id: role, scope_id: id, kind: 'data' }).execute();
      // The demo records them as the manager: every row becomes the administrator's, then one the manager's.
      await db.updateTable(TABLES[kind]).set({ create_user: adminId }).where('tenant_id', '=', SS).execute();
      // The demo's rows of the kind, oldest first; the platform family's by the platform kind, to leave one of a kind out.
      let rows = db.selectFrom(TABLES[kind]).select('id').where('tenant_id', '=', SS).orderBy('id');
      if (kind === 'platform') rows = rows.where('kind', '=', 'platform');
      const ids = (await rows.execute()).map((r) => r.id);
      expect(ids.length, kind).toBeGreaterThan(0);
      mine[kind] = ids[0];
      // The demo has one resource contract per organisation: the administrator's other row is a copy of it.
      other[kind] = ids[1] ?? (await copyRow(TABLES[kind], ids[0]));
      await db.updateTable(TABLES[kind]).set({ create_user: managerId }).where('id', '=', mine[kind]).execute();
    }
    [admin] = await signIn(server, 'ss_admin');
    manager = apiClient(server.url);
    await manager.login('ss_manager', SS);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  /** Another row like `id` (the administrator's, as the demo's are), for a kind the demo has one of. */
  async function copyRow(table: (typeof TABLES)[Kind], id: string): Promise<string> {
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const copy = { ...row, id: newId(), name: `${row.name}（副本）` };
    await db.insertInto(table).values(copy as never).execute();
    return copy.id;
  }

  /** A call whose path carries its parameters ({id} …), filled in. */
  const at = (endpoint: { path: string }, params: Record<string, string>, query: Record<string, string> = {}) =>
    manager.request('GET', manager.path('contract', endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => params[k])), { query });

  const ids = (answer: Answer) => expectOk<Page<{ id: string }>>(answer).records.map((r) => r.id);

  it.skipIf(skip)('lists: each kind shows the manager its own row, the administrator every row', async () => {
    const lists = {
      owner: (c: ApiClient) => c.call(contractOwnerEndpoints.page, { query: { size: -1 } }),
      platform: (c: ApiClient) => c.call(contractPlatformEndpoints.page, { query: { size: -1 } }),
      production: (c: ApiClient) => c.call(contractProductionEndpoints.page, { query: { size: -1 } }),
      resource: (c: ApiClient) => c.call(contractResourceEndpoints.page, { query: { size: -1 } }),
    };
    for (const kind of Object.keys(lists) as Kind[]) {
      expect(ids(await lists[kind](manager)), kind).toEqual([mine[kind]]);
      expect(ids(await lists[kind](admin)), kind).toEqual(expect.arrayContaining([mine[kind], other[kind]]));
    }
  });

  it.skipIf(skip)('details, histories and status logs: the own row reads, another row of the organisation is refused as missing', async () => {
    const reads: Record<Kind, ((id: string) => Promise<Answer>)[]> = {
      owner: [
        (id) => manager.call(contractOwnerEndpoints.detail, { query: { id } }),
        (id) => manager.call(contractOwnerEndpoints.summary, { query: { id } }),
        (id) => at(contractPlatformEndpoints.owner, { contractOwnerId: id }, { kind: 'platform' }),
      ],
      platform: [
        (id) => manager.call(contractPlatformEndpoints.detail, { query: { id } }),
        (id) => at(contractPlatformEndpoints.read, { id, type: '-1', tenantId: SS }),
        (id) => manager.call(contractPlatformEndpoints.statusLog, { query: { recordId: id } }),
      ],
      production: [
        (id) => at(contractProductionEndpoints.detail, { id }),
        (id) => manager.call(contractProductionEndpoints.statusLog, { query: { id } }),
      ],
      resource: [
        (id) => manager.call(contractResourceEndpoints.detail, { query: { id } }),
        (id) => at(contractResourceEndpoints.detailOf, { id, tenantId: SS }),
        (id) => manager.call(contractResourceEndpoints.statusLog, { query: { id } }),
      ],
    };
    for (const kind of Object.keys(reads) as Kind[]) {
      for (const [i, read] of reads[kind].entries()) {
        const own = await read(mine[kind]);
        expect(own.status, `${kind} read ${i}: ${JSON.stringify(own.body)}`).toBe(200);
        refused(await read(other[kind]), `${kind} read ${i}`);
      }
      // The generic status log of any kind (contract-log/list) keeps to the same rows.
      expectOk(await manager.call(contractLogEndpoints.page, { query: { contractId: mine[kind], kind } }));
      refused(await manager.call(contractLogEndpoints.page, { query: { contractId: other[kind], kind } }));
    }
    // A history names the record it is asked for: another's is refused, not answered empty.
    const histories = { owner: contractOwnerEndpoints.history, platform: contractPlatformEndpoints.history, production: contractProductionEndpoints.history, resource: contractResourceEndpoints.history };
    for (const kind of Object.keys(histories) as Kind[]) {
      expectOk(await manager.call(histories[kind], { query: { recordId: mine[kind] } }));
      const answer = await manager.call(histories[kind], { query: { recordId: other[kind] } });
      if (answer.status === 200) expect(expectOk<Page<unknown>>(answer).records, kind).toEqual([]);
    }
    expectEnvelopeFailure(await manager.call(contractOwnerEndpoints.detail, { query: { id: other.owner } }), 400, GONE);
  });
});
