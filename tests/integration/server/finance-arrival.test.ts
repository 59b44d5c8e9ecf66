import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { ownerArrivalEndpoints as o, platformArrivalEndpoints as p } from '@shared/api/financeArrivalEndpoints';
import type { Arrival, ArrivalInvoiceOption, ArrivalSummary } from '@shared/domain/financeArrival';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, SJ } from './contract-production-support';
import { ARRIVAL_AMOUNT, arrivalBody, insertBankCard, insertInvoice, insertPlatformContract } from './finance-arrival-support';

const fill = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k]));

describe.each(BACKENDS)('arrivals (contract-owner-arrive/*, contract-platform-arrive/*), spec 2 §3–§7 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let manager: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    manager = apiClient(server.url);
    await manager.login('sj_manager', SJ);
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const submit = (api: ApiClient, e: typeof o | typeof p, body: Record<string, unknown>) => api.call(e.submit, { json: body });
  const detail = (api: ApiClient, e: typeof o | typeof p, id: string) => api.request('GET', api.path('contract', fill(e.detail.path, { id })));
  const status = async (invoice: string) => Number((await db.selectFrom('finance_invoice').select('status').where('id', '=', invoice).executeTakeFirstOrThrow()).status);

  it.skipIf(skip)('owner arrivals: each message, the invoice status in step on add, edit and remove, rates, write-off and its refusals', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '900000.00');
    const contract = { contractOwnerId: owner };
    const invoice = await insertInvoice(db, SJ, owner, '300.00');
    const cases: [Record<string, unknown>, string][] = [
      [{ contractOwnerId: '' }, '请选择合同'],
      [{ contractOwnerId: '999999999' }, '业主项目合同不存在或已删除'],
      [{ invoiceId: '' }, '请选择关联发票'],
      [{ invoiceId: '999999999' }, '请选择关联发票'],
      [{ arriveAmount: '' }, '请填写正确的数字'],
      [{ arriveAmount: '-1' }, '请填写正确的数字'],
      [{ arriveAmount: '1.234' }, '请填写正确的数字'],
      [{ arriveAmount: '10000000000.00' }, ARRIVAL_AMOUNT],
      [{ arriveAmount: '300.01' }, ARRIVAL_AMOUNT],
      [{ arriveDate: '' }, '请选择'],
      [{ partyJiaName: ' ' }, '请填写付款单位'],
      [{ partyYiName: '' }, '请填写收款单位'],
      [{ remark: '' }, '请填写，200个字内'],
      [{ remark: 'x'.repeat(201) }, '请填写，200个字内'],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await submit(admin, o, arrivalBody(contract, invoice, over)), 400, message);
    expect(await db.selectFrom('finance_arrival').select('id').where('contract_owner_id', '=', owner).execute()).toEqual([]);

    // 0 is allowed (0 <= amount); the status stays issued. The client's rates are ignored.
    const zero = expectOk<Arrival>(await submit(admin, o, arrivalBody(contract, invoice, { arriveAmount: '0', currArriveRate: '99.00' })));
    expect([zero.arriveAmount, zero.status, zero.currArriveRate, await status(invoice)]).toEqual(['0.00', 0, '0.00', 1]);
    const first = expectOk<Arrival>(await submit(admin, o, arrivalBody(contract, invoice, { arriveAmount: '100.05' })));
    // 100.05 / 1 000 000.00 × 100 = 0.010005 → 0.01 (half up).
    expect([first.currArriveRate, first.totalArriveRate, first.currUnArriveAmount, first.fpStatus]).toEqual(['0.01', '0.01', '199.95', 2]);
    // The picker lists it with what has not arrived; past its not-arrived amount is refused.
    const options = expectOk<ArrivalInvoiceOption[]>(await admin.call(o.invoices, { query: { contractId: owner } }));
    expect(options.map((i) => [i.id, i.currUnArriveAmount])).toEqual([[invoice, '199.95']]);
    expectEnvelopeFailure(await submit(admin, o, arrivalBody(contract, invoice, { arriveAmount: '199.96' })), 400, ARRIVAL_AMOUNT);
    const rest = expectOk<Arrival>(await submit(admin, o, arrivalBody(contract, invoice, { arriveAmount: '199.95' })));
    expect(await status(invoice)).toBe(3);
    // Fully received: out of the picker, refused for a new arrival, but its own arrivals still edit.
    expect(expectOk<ArrivalInvoiceOption[]>(await admin.call(o.invoices, { query: { contractId: owner } }))).toEqual([]);
    expectEnvelopeFailure(await submit(admin, o, arrivalBody(contract, invoice, { arriveAmount: '0' })), 400, '该发票已作废或已全部到账');
    expectOk(await submit(admin, o, arrivalBody(contract, invoice, { id: rest.id, arriveAmount: '99.95' })));
    expect(await status(invoice)).toBe(2);
    const read = expectOk<Arrival>(await detail(admin, o, rest.id));
    expect([read.arriveAmount, read.arrivedOther, read.totalArriveRate, read.currUnArriveAmount]).toEqual(['99.95', '100.05', '0.02', '100.00']);
    const summary = expectOk<ArrivalSummary>(await admin.call(o.summary, { query: { contractId: owner } }));
    expect(summary).toEqual({ isDirect: 0, contractAmount: '1000000.00', invoiceAmount: '300.00', arrivedAmount: '200.00', arriveRate: '0.02', unArrivedAmount: '100.00', writtenOffAmount: '0.00' });

    // Write-off: staff lacks the code; the manager writes off; then no edit, no removal, no second write-off.
    expect((await staff.call(o.writeOff, { json: { id: first.id } })).status).toBe(403);
    const written = expectOk<Arrival>(await manager.call(o.writeOff, { json: { id: first.id } }));
    expect([written.status, written.writeOffDate.length]).toEqual([1, 19]);
    expectEnvelopeFailure(await manager.call(o.writeOff, { json: { id: first.id } }), 400, '该到账已核销');
    expectEnvelopeFailure(await submit(admin, o, arrivalBody(contract, invoice, { id: first.id, arriveAmount: '1.00' })), 400, '已核销的到账不能编辑或删除');
    const removeCall = (api: ApiClient, ids: string[]) => api.request('POST', api.path('contract', fill(o.remove.path, { ids: ids.join(',') })));
    expectEnvelopeFailure(await removeCall(admin, [first.id, rest.id]), 400, '已核销的到账不能编辑或删除');
    expect((await removeCall(staff, [rest.id])).status).toBe(403);
    // Removing the rest moves the invoice back: 100.05 left arrived → still partly received; then issued once nothing is.
    expectOk(await removeCall(admin, [rest.id, zero.id]));
    expect(await status(invoice)).toBe(2);
    expect((await admin.call(o.page, { query: { contractOwnerId: owner, current: 1, size: 10 } })).body.data.total).toBe(1);
    expect(expectOk<ArrivalSummary>(await admin.call(o.summary, { query: { contractId: owner } })).writtenOffAmount).toBe('100.05');
  });

  it.skipIf(skip)('the bank section on direct-sign contracts; voided invoices; platform arrivals; isolation', async () => {
    const owner = await insertOwnerContract(db, SJ, '500000.00', '400000.00');
    await db.updateTable('contract_owner').set({ is_direct: 1 }).where('id', '=', owner).execute();
    const invoice = await insertInvoice(db, SJ, owner, '1000.00');
    const card = await insertBankCard(db, SJ);
    const other = await insertBankCard(db, '100002');
    const contract = { contractOwnerId: owner };
    expectEnvelopeFailure(await submit(staff, o, arrivalBody(contract, invoice)), 400, '请选择收款银行卡');
    expectEnvelopeFailure(await submit(staff, o, arrivalBody(contract, invoice, { bankCardId: other })), 400, '请选择收款银行卡');
    const added = expectOk<Arrival>(await submit(staff, o, arrivalBody(contract, invoice, { bankCardId: card, arriveAmount: '1000.00' })));
    expect([added.accName, added.bankAcc, added.openBank, added.isDirect, added.fpStatus]).toEqual(['测试收款户', '6225880000000001', '招商银行杭州分行', 1, 3]);
    const voided = await insertInvoice(db, SJ, owner, '50.00', '', 4);
    expectEnvelopeFailure(await submit(admin, o, arrivalBody(contract, voided, { bankCardId: card })), 400, '该发票已作废或已全部到账');

    // A platform contract's arrivals: its own invoices, its own amount, never the owner family's rows.
    const plain = await insertOwnerContract(db, SJ, '800000.00', '700000.00');
    const platform = await insertPlatformContract(db, SJ, plain, '200000.00');
    const ptInvoice = await insertInvoice(db, SJ, plain, '20000.00', platform);
    const ownerInvoice = await insertInvoice(db, SJ, plain, '10.00');
    const pt = { contractPlatformId: platform };
    expectEnvelopeFailure(await submit(admin, p, arrivalBody(pt, ownerInvoice)), 400, '请选择关联发票');
    expectEnvelopeFailure(await submit(admin, p, arrivalBody({ contractPlatformId: '999999999' }, ptInvoice)), 400, '请选择合同');
    const ptArrival = expectOk<Arrival>(await submit(admin, p, arrivalBody(pt, ptInvoice, { arriveAmount: '5000.00' })));
    expect([ptArrival.kind, ptArrival.contractOwnerId, ptArrival.currArriveRate, ptArrival.bankCardId, ptArrival.fpStatus]).toEqual(['platform', plain, '2.50', '', 2]);
    expectEnvelopeFailure(await detail(admin, o, ptArrival.id), 400, '到账记录不存在或已删除');
    expect(expectOk<Arrival>(await detail(admin, p, ptArrival.id)).ptName).toContain('平台合同');
    expect(expectOk<Page<Arrival>>(await admin.call(p.page, { query: { contractPlatformId: platform, current: 1, size: 10 } })).records.map((a) => a.id)).toEqual([ptArrival.id]);
    expect((await staff.call(p.writeOff, { json: { id: ptArrival.id } })).status).toBe(403);
    expect(expectOk<Arrival>(await manager.call(p.writeOff, { json: { id: ptArrival.id } })).status).toBe(1);

    // Another organisation reads and writes none of it.
    expectEnvelopeFailure(await detail(kj, o, added.id), 400, '到账记录不存在或已删除');
    expectEnvelopeFailure(await submit(kj, o, arrivalBody(contract, invoice, { id: added.id })), 400, '业主项目合同不存在或已删除');
    expectEnvelopeFailure(await kj.call(o.invoices, { query: { contractId: owner } }), 400, '请选择合同');
    expectEnvelopeFailure(await kj.call(o.writeOff, { json: { id: added.id } }), 400, '到账记录不存在或已删除');
    expect(expectOk<Page<Arrival>>(await kj.call(o.page, { query: { current: 1, size: 50 } })).records.filter((a) => a.contractOwnerId === owner)).toEqual([]);
  });
});
