import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerArrivalEndpoints as o } from '@shared/api/financeArrivalEndpoints';
import { toFen } from '@shared/domain/contractMoney';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, SJ } from './contract-production-support';
import { ARRIVAL_AMOUNT, arrivalBody, insertInvoice } from './finance-arrival-support';

/**
 * Issue 17's proof: an arrival is checked and written in one transaction holding the owner contract's
 * lock, then the invoice's, so 20 arrivals fired at once over real HTTP can never together exceed the
 * invoice, and the invoice's status ends where its arrivals put it.
 */
describe.each(BACKENDS)('arrivals against one invoice under concurrent writes ($label)', ({ backend, skip }) => {
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

  it.skipIf(skip)('20 arrivals at once on room for 7: exactly 7 succeed, 13 are refused, the invoice ends fully received', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '900000.00');
    // 7 × 1 000.00 fit in 7 000.00; an eighth does not.
    const invoice = await insertInvoice(db, SJ, owner, '7000.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.call(o.submit, { json: arrivalBody({ contractOwnerId: owner }, invoice, { arriveAmount: '1000.00' }) })));
    expect(answers.filter((a) => a.status === 200).length).toBe(7);
    // Refused ones read the amount rule, or — once the invoice is full — that it takes no more arrivals.
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBe(13);
    for (const a of refused) expect([400, [ARRIVAL_AMOUNT, '该发票已作废或已全部到账']]).toEqual([a.status, expect.arrayContaining([a.body.msg])]);
    const rows = await db.selectFrom('finance_arrival').select('amount').where('invoice_id', '=', invoice).execute();
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(toFen('7000.00'));
    expect(Number((await db.selectFrom('finance_invoice').select('status').where('id', '=', invoice).executeTakeFirstOrThrow()).status)).toBe(3);
  });
});
