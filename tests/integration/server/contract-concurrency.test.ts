import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProductionEndpoints as e } from '@shared/api/contractProductionEndpoints';
import type { ProductionContract } from '@shared/domain/contractProduction';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { reservedCost } from '../../../src/server/contracts/reservedCost';
import { expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, productionBody, SJ } from './contract-production-support';

const AMOUNT = '0<当前生产服务合同金额<=项目成本费剩余总额。';

/**
 * Issue 16's proof: every rule reading other rows of an owner contract is checked and written in one
 * transaction serialised on the owner contract (lockOwnerContract), so submits fired at once over
 * real HTTP can never together reserve more of its project cost than there is.
 */
describe.each(BACKENDS)('owner contract project cost under concurrent writes ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin] = await signIn(server, 'sj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const reserved = async (owner: string) => reservedCost(db, SJ, owner);

  it.skipIf(skip)('20 submits at once on room for 7: exactly 7 succeed, 13 get the message, nothing over-commits', async () => {
    // 7 × 100 000.00 fit in 750 000.00; an eighth does not.
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '750000.00');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => admin.call(e.submit, { json: productionBody(owner, { name: `并发合同${i}`, currContractAmount: '100000.00' }) })));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok.length).toBe(7);
    expect(refused.map((a) => [a.status, a.body.msg])).toEqual(Array.from({ length: 13 }, () => [400, AMOUNT]));
    expect(await reserved(owner)).toBe('700000.00');
    const rows = await db.selectFrom('contract_production').select('curr_contract_amount').where('contract_owner_id', '=', owner).execute();
    expect(rows.length).toBe(7);
    expect(rows.reduce((sum, r) => sum + Number(r.curr_contract_amount), 0)).toBeLessThanOrEqual(toFen('750000.00'));
  });

  it.skipIf(skip)('an edit raising an amount races new submits: the total never exceeds the project cost', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '500000.00');
    const first = expectOk<ProductionContract>(await admin.call(e.submit, { json: productionBody(owner, { currContractAmount: '200000.00' }) }));
    // Left: 300 000.00. The raise takes 250 000.00 of it; each submit 150 000.00 — not both.
    for (let round = 0; round < 3; round += 1) {
      const [raise, ...adds] = await Promise.all([
        admin.call(e.submit, { json: productionBody(owner, { id: first.id, currContractAmount: round % 2 ? '200000.00' : '450000.00' }) }),
        admin.call(e.submit, { json: productionBody(owner, { name: `抢占${round}`, currContractAmount: '150000.00' }) }),
        admin.call(e.submit, { json: productionBody(owner, { name: `抢占${round}b`, currContractAmount: '150000.00' }) }),
      ]);
      for (const a of [raise, ...adds]) expect([200, 400]).toContain(a.status);
      for (const a of [raise, ...adds].filter((x) => x.status === 400)) expect(a.body.msg).toBe(AMOUNT);
      const total = await reserved(owner);
      expect(toFen(total)).toBeLessThanOrEqual(toFen('500000.00'));
      // Free the room again for the next round: remove what the adds took.
      const added = [...adds].filter((a) => a.status === 200).map((a) => (a.body.data as ProductionContract).id);
      if (added.length) expectOk(await admin.call(e.remove, { json: { ids: added.join(','), tenantId: SJ } }));
      expect(fromFen(toFen(await reserved(owner)))).toBe(fromFen((await db.selectFrom('contract_production').select('curr_contract_amount').where('id', '=', first.id).executeTakeFirstOrThrow()).curr_contract_amount));
    }
  });
});
