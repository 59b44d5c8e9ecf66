import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { contractProductionEndpoints as cp } from '@shared/api/contractProductionEndpoints';
import { financePaymentEndpoints as e, type RequestDetail } from '@shared/api/financePaymentEndpoints';
import type { ProductionContract } from '@shared/domain/contractProduction';
import type { PaymentRequest, RequestContract } from '@shared/domain/financePayment';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';
import { productionBody } from './contract-production-support';
import { insertArrival, insertAttach, insertBankCard, insertScene, SC, SJ } from './finance-payment-support';

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string | number>, json?: unknown): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !endpoint.path.includes(`{${k}}`)));
  return endpoint.method === 'GET' ? api.request('GET', api.path(endpoint.module, path), { query: rest }) : api.request('POST', api.path(endpoint.module, path), { json: json ?? rest });
}

describe.each(BACKENDS)('payment requests and payments (finance-request-funds, finance_payment_manage), spec 2 §5 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let sjStaff: ApiClient;
  let sc: ApiClient;
  let scStaff: ApiClient;
  let kj: ApiClient;
  let st: ApiClient;
  let bank: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, sc, kj, st] = await signIn(server, 'sj_admin', 'sc_admin', 'kj_admin', 'st_admin');
    sjStaff = apiClient(server.url);
    await sjStaff.login('sj_staff', SJ);
    scStaff = apiClient(server.url);
    await scStaff.login('sc_staff', SC);
    bank = await insertBankCard(db, SC);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const body = async (contractId: string, over: Record<string, unknown> = {}) => ({
    contractType: 'production',
    contractId,
    currRequestAmount: '100.00',
    designCompanyId: SJ,
    bankId: bank,
    invoiceAttach: [await insertAttach(db, SC)],
    requestRemark: '第一期设计费请款',
    ...over,
  });
  const payBody = async (id: string, over: Record<string, unknown> = {}) => ({ id, realityAmount: '10.00', payDate: '2026-11-26 10:00:00', payVoucher: [await insertAttach(db, SJ, 'pay.png')], remark: '', ...over });

  it.skipIf(skip)('party B requests with each rule and its message; the lists, details and figures follow; others cannot', async () => {
    const s = await insertScene(db, '1000.00', '500.00');
    await insertArrival(db, s.owner, '800.00');
    const cases: [Record<string, unknown>, string][] = [
      [{ currRequestAmount: '0' }, '本次请款金额必须为有效数字，最多保留两位小数。'],
      [{ currRequestAmount: '1.234' }, '本次请款金额必须为有效数字，最多保留两位小数。'],
      [{ currRequestAmount: 'abc' }, '本次请款金额必须为有效数字，最多保留两位小数。'],
      [{ currRequestAmount: '1000.01' }, '0<本次请款金额<=本合同未请款金额'],
      [{ currRequestAmount: '800.01' }, '本次请款金额超过到账余额，请待业主合同或项目合同回款后再请款'],
      [{ designCompanyId: '' }, '请选择开票的设计公司'],
      [{ designCompanyId: '100002' }, '请选择开票的设计公司'],
      [{ bankId: '' }, '请选择收款银行账户'],
      [{ invoiceAttach: [] }, '请上传发票附件'],
      [{ requestRemark: '' }, '请填写，200个字内'],
      [{ requestRemark: 'x'.repeat(201) }, '请填写，200个字内'],
      [{ contractType: 'resource' }, '合同不存在或已删除'],
    ];
    for (const [over, msg] of cases) expectEnvelopeFailure(await sc.call(e.submit, { json: await body(s.production, over) }), 400, msg);
    // A bank card of another organisation is not party B's.
    expectEnvelopeFailure(await sc.call(e.submit, { json: await body(s.production, { bankId: await insertBankCard(db, SJ) }) }), 400, '请选择收款银行账户');
    // The payer, another organisation: nobody but party B asks.
    // The payer's category is not offered party B's screen at all; another payee is not this contract's party B.
    expectEnvelopeFailure(await sj.call(e.submit, { json: await body(s.production) }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await st.call(e.submit, { json: await body(s.production) }), 400, '合同不存在或已删除');

    const first = expectOk<PaymentRequest>(await sc.call(e.submit, { json: await body(s.production, { currRequestAmount: '600.00' }) }));
    expect([first.payStatus, first.currRequestAmount, first.tenantId, first.requestOrgId, first.designCompanyId]).toEqual([0, '600.00', SJ, SC, SJ]);
    expect([first.unRequestAmount, first.requestRate, first.arriveBalance]).toEqual(['400.00', '60.00', '200.00']);
    // 800 arrived − 600 requested leaves 200: the resource contract's 200.01 waits; 200.00 goes.
    expectEnvelopeFailure(await sc.call(e.submit, { json: await body(s.resource, { contractType: 'resource', currRequestAmount: '200.01' }) }), 400, '本次请款金额超过到账余额，请待业主合同或项目合同回款后再请款');
    expectOk(await sc.call(e.submit, { json: await body(s.resource, { contractType: 'resource', currRequestAmount: '200.00' }) }));

    // Party B's contract list with its figures and searches; the request list; the detail.
    const mine = expectOk<Page<RequestContract>>(await sc.call(e.page, { query: { name: s.production.slice(-5), contractType: 'production', current: 1, size: 10 } }));
    expect(mine.records.map((c) => [c.id, c.requestAmount, c.unRequestAmount, c.arriveBalance, c.payTotalAmount])).toEqual([[s.production, '600.00', '400.00', '0.00', '1500.00']]);
    expect(expectOk<Page<RequestContract>>(await sc.call(e.page, { query: { name: s.production.slice(-5), contractType: 'resource' } })).total).toBe(0);
    expect(expectOk<Page<RequestContract>>(await st.call(e.page, { query: { name: s.production.slice(-5) } })).total).toBe(0);
    expect(expectOk<RequestContract>(await call(sc, e.contract, { id: s.production, tenantId: SJ })).designCompanyName).not.toBe('');
    expectEnvelopeFailure(await call(kj, e.contract, { id: s.production, tenantId: SJ }), 400, '合同不存在或已删除');
    expect(expectOk<Page<PaymentRequest>>(await sc.call(e.requests, { query: { contractId: s.production } })).records.map((r) => r.id)).toEqual([first.id]);
    const payer = expectOk<Page<PaymentRequest>>(await sj.call(e.payerPage, { query: { contractOwnerId: s.owner, payStatus: '0' } }));
    expect(payer.total).toBe(2);
    expect(expectOk<Page<PaymentRequest>>(await kj.call(e.payerPage, { query: { contractOwnerId: s.owner } })).total).toBe(0);
    expect(expectOk<RequestDetail>(await call(sj, e.detail, { tenantId: SJ, id: first.id, paymentId: -1 })).payments).toEqual([]);
    expectEnvelopeFailure(await call(kj, e.detail, { tenantId: SJ, id: first.id, paymentId: -1 }), 400, '请款记录不存在或已删除');

    // Withdraw: staff lacks the button; the payer cannot; party B's manager can while nothing was paid.
    expectEnvelopeFailure(await scStaff.call(e.remove, { json: { id: first.id } }), 403);
    expectEnvelopeFailure(await sj.call(e.remove, { json: { id: first.id } }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await st.call(e.remove, { json: { id: first.id } }), 400, '请款记录不存在或已删除');
    expectOk(await sc.call(e.remove, { json: { id: first.id } }));
    expect(expectOk<Page<PaymentRequest>>(await sc.call(e.requests, { query: { contractId: s.production } })).total).toBe(0);
  });

  it.skipIf(skip)('refuses unsigned contracts and requests beyond all payment contracts', async () => {
    const unsigned = await insertScene(db, '1000.00', '500.00', 1);
    await insertArrival(db, unsigned.owner, '5000.00');
    expectEnvelopeFailure(await sc.call(e.submit, { json: await body(unsigned.production) }), 400, '仅已签订的合同可以请款');
    // Requests on the owner contract already at the payment contracts' total (a voided contract's request still counts).
    const s = await insertScene(db, '1000.00', '500.00');
    await insertArrival(db, s.owner, '5000.00');
    const { newId } = await import('../../../src/server/db/ids');
    await db.insertInto('finance_payment_request').values({ id: newId(), tenant_id: SJ, contract_kind: 'production', contract_id: newId(), contract_owner_id: s.owner, request_org_id: SC, request_user_id: '1', amount: 140000, paid_amount: 0, request_date: '2026-11-01 00:00:00', create_user: '1', create_time: '2026-11-01 00:00:00', update_time: '2026-11-01 00:00:00' } as never).execute();
    expectEnvelopeFailure(await sc.call(e.submit, { json: await body(s.production, { currRequestAmount: '100.01' }) }), 400, '已请款总额与本次请款金额之和不能超过付费合同总额');
    expectOk(await sc.call(e.submit, { json: await body(s.production, { currRequestAmount: '100.00' }) }));
  });

  it.skipIf(skip)('the payer pays in parts and the status follows; refuses only while nothing was paid; party B and staff cannot', async () => {
    const s = await insertScene(db, '1000.00', '500.00');
    await insertArrival(db, s.owner, '1000.00');
    const r = expectOk<PaymentRequest>(await sc.call(e.submit, { json: await body(s.production, { currRequestAmount: '300.00' }) }));
    const cases: [Record<string, unknown>, string][] = [
      [{ realityAmount: '' }, '实付金额必须为有效数字，最多保留两位小数。'],
      [{ realityAmount: '0' }, '实付金额必须为有效数字，最多保留两位小数。'],
      [{ realityAmount: '300.01' }, '0<实付金额<=本次请款未付金额'],
      [{ payDate: '' }, '请选择付款日期'],
      [{ payVoucher: [] }, '请上传付款凭证'],
      [{ remark: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, msg] of cases) expectEnvelopeFailure(await sj.call(e.pay, { json: await payBody(r.id, over) }), 400, msg);
    expectEnvelopeFailure(await sjStaff.call(e.pay, { json: await payBody(r.id) }), 403);
    // Party B's category is not offered the payer's screen; another payer does not keep the contract.
    expectEnvelopeFailure(await sc.call(e.pay, { json: await payBody(r.id) }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await kj.call(e.pay, { json: await payBody(r.id) }), 400, '请款记录不存在或已删除');

    const part = expectOk<PaymentRequest>(await sj.call(e.pay, { json: await payBody(r.id, { realityAmount: '100.00' }) }));
    expect([part.payStatus, part.realityAmount, part.payDate]).toEqual([1, '100.00', '2026-11-26 10:00:00']);
    expectEnvelopeFailure(await call(sj, e.changeStatus, { id: r.id, payStatus: 3, tenantId: SJ }), 400, '已付款的请款不能驳回');
    expectEnvelopeFailure(await sc.call(e.remove, { json: { id: r.id } }), 400, '已付款或已驳回的请款不能撤回');
    expectEnvelopeFailure(await sj.call(e.pay, { json: await payBody(r.id, { realityAmount: '200.01' }) }), 400, '0<实付金额<=本次请款未付金额');
    const paid = expectOk<PaymentRequest>(await sj.call(e.pay, { json: await payBody(r.id, { realityAmount: '200.00' }) }));
    expect([paid.payStatus, paid.realityAmount]).toEqual([2, '300.00']);
    expectEnvelopeFailure(await sj.call(e.pay, { json: await payBody(r.id) }), 400, '该请款已驳回或已付清，不能再付款');
    const detail = expectOk<RequestDetail>(await call(sc, e.detail, { tenantId: SJ, id: r.id, paymentId: -1 }));
    expect(detail.payments.map((p) => p.realityAmount)).toEqual(['100.00', '200.00']);
    const mine = expectOk<RequestContract>(await call(sc, e.contract, { id: s.production, tenantId: SJ }));
    expect([mine.paidAmount, mine.paidRate, mine.unpaidAmount]).toEqual(['300.00', '30.00', '700.00']);

    // Refuse: only 3, only the payer's manager, and a refused request frees its amount.
    const other = expectOk<PaymentRequest>(await sc.call(e.submit, { json: await body(s.production, { currRequestAmount: '700.00' }) }));
    expectEnvelopeFailure(await call(sj, e.changeStatus, { id: other.id, payStatus: 2, tenantId: SJ }), 400, '付款状态有误');
    expectEnvelopeFailure(await call(sjStaff, e.changeStatus, { id: other.id, payStatus: 3, tenantId: SJ }), 403);
    expectEnvelopeFailure(await call(sc, e.changeStatus, { id: other.id, payStatus: 3, tenantId: SJ }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await call(kj, e.changeStatus, { id: other.id, payStatus: 3, tenantId: SJ }), 400, '请款记录不存在或已删除');
    expect(expectOk<PaymentRequest>(await call(sj, e.changeStatus, { id: other.id, payStatus: 3, tenantId: SJ })).payStatus).toBe(3);
    expectEnvelopeFailure(await sj.call(e.pay, { json: await payBody(other.id) }), 400, '该请款已驳回或已付清，不能再付款');
    expect(expectOk<RequestContract>(await call(sc, e.contract, { id: s.production, tenantId: SJ })).unRequestAmount).toBe('700.00');
  });

  it.skipIf(skip)("a production contract's modify sees the real requests (当前合同已请款总额<=变更后本生产服务合同金额。)", async () => {
    const { insertOwnerContract } = await import('./contract-production-support');
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    await insertArrival(db, owner, '100000.00');
    const c = expectOk<ProductionContract>(await sj.call(cp.submit, { json: productionBody(owner, { currContractAmount: '50000.00' }) }));
    expectOk(await call(sj, cp.changeStatus, { id: c.id, statusContract: 2 }, { code: `SC-${c.id.slice(-6)}` }));
    expectOk(await sc.call(e.submit, { json: await body(c.id, { currRequestAmount: '30000.00' }) }));
    const modify = (amount: string) => ({ ...productionBody(owner, { code: `SC-${c.id.slice(-6)}`, currContractAmount: amount }), id: c.id, changeReason: '缩减范围' });
    expectEnvelopeFailure(await sj.call(cp.modify, { json: modify('29999.99') }), 400, '当前合同已请款总额<=变更后本生产服务合同金额。');
    expectOk(await sj.call(cp.modify, { json: modify('30000.00') }));
  });

  it.skipIf(skip)('20 simultaneous requests against one arrived balance never exceed it; 10 simultaneous payments never exceed the request', async () => {
    const s = await insertScene(db, '100000.00', '100000.00');
    await insertArrival(db, s.owner, '700.00');
    // 100.00 each: 7 fit in 700.00 arrived, 13 get the message.
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => body(i % 2 ? s.resource : s.production, { contractType: i % 2 ? 'resource' : 'production', currRequestAmount: '100.00' })));
    const answers = await Promise.all(bodies.map((json) => sc.call(e.submit, { json })));
    expect(answers.filter((a) => a.status === 200).length).toBe(7);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.msg)).toEqual(Array.from({ length: 13 }, () => '本次请款金额超过到账余额，请待业主合同或项目合同回款后再请款'));
    const rows = await db.selectFrom('finance_payment_request').select('amount').where('contract_owner_id', '=', s.owner).execute();
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(70000);

    // 10 payments of 30.00 on one 100.00 request: 3 go, the rest are refused; paid never passes 100.00.
    const request = (answers.find((a) => a.status === 200)!.body.data as PaymentRequest).id;
    const pays = await Promise.all(Array.from({ length: 10 }, () => payBody(request, { realityAmount: '30.00' })));
    const paid = await Promise.all(pays.map((json) => sj.call(e.pay, { json })));
    expect(paid.filter((a) => a.status === 200).length).toBe(3);
    const after = await db.selectFrom('finance_payment_request').select(['paid_amount', 'pay_status']).where('id', '=', request).executeTakeFirstOrThrow();
    expect([Number(after.paid_amount), Number(after.pay_status)]).toEqual([9000, 1]);
    const payments = await db.selectFrom('finance_payment').select('amount').where('request_id', '=', request).execute();
    expect(payments.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(9000);
  });
});
