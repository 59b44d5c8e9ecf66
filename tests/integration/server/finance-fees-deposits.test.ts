import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { cooperationFeeEndpoints as fe, depositEndpoints as de } from '@shared/api/financeDepositEndpoints';
import { financeTenderEndpoints as te } from '@shared/api/financeTenderEndpoints';
import type { CooperationFee } from '@shared/domain/financeCooperationFee';
import type { BidDeposit, DepositRefund } from '@shared/domain/financeDeposit';
import type { Tender } from '@shared/domain/financeTender';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const SJ = '100004';
const KJ = '100002';
const NOW = '2026-11-20 10:00:00';
const PAY_AMOUNT = '缴纳金额必须为有效数字，最多保留两位小数。';
const REFUND = '0<本次归还金额<=未归还金额';

async function attachment(db: Db, tenantId: string) {
  const id = newId();
  await db.insertInto('attach').values({ id, tenant_id: tenantId, user_id: '1', name: `${id}.png`, original_name: '凭证.png', ext: 'png', size: 100, oss_name: `${tenantId}/${id}.png`, link: '', domain: '', create_time: NOW }).execute();
  return { attachId: id, name: '凭证.png', link: '', size: 100 };
}

async function tender(db: Db, tenantId: string, name: string) {
  const id = newId();
  await db.insertInto('finance_tender').values({ id, tenant_id: tenantId, purchasing_code: `CG-${id}`, name, status_tender: 4, tender_end_time: NOW, regist_fee: 0, guarantee: 5_000_000, create_user: '1', create_time: NOW, update_time: NOW }).execute();
  return id;
}

describe.each(BACKENDS)('cooperation fees and bid deposits (finance-collaboration-charge, finance-deposit*), spec 2 §3–§7 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let card: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
    card = (await db.selectFrom('bank_card').select('id').where('tenant_id', '=', SJ).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const feeBody = (over: Record<string, unknown> = {}) => ({ payCompanyId: SJ, payBankId: card, receiptCompanyName: '江北设计院', payAmount: '1000.05', payDate: NOW, payMatter: '年度合作费', remark: '', ...over });

  it.skipIf(skip)('pays a fee with each rule and returns it once, less the deduction, recomputed by the server', async () => {
    const cases: [Record<string, unknown>, string | number][] = [
      [{ payAmount: '0' }, PAY_AMOUNT],
      [{ payAmount: '1.234' }, PAY_AMOUNT],
      [{ payAmount: '' }, PAY_AMOUNT],
      [{ payAmount: '10000000000.00' }, PAY_AMOUNT],
      [{ payCompanyId: '' }, '请选择缴纳单位'],
      [{ payCompanyId: KJ }, '缴纳单位与归还单位须为本单位'],
      [{ payBankId: '' }, '请选择缴纳银行账户'],
      [{ payBankId: '999999' }, '请选择缴纳银行账户'],
      [{ receiptCompanyName: 'x'.repeat(31) }, '请填写收款单位，30个字内'],
      [{ payDate: '' }, '请选择缴纳日期'],
      [{ payMatter: '' }, '请填写缴纳事项，200个字内'],
      [{ remark: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await admin.call(fe.submit, { json: feeBody(over) }), 400, message as string);
    expectEnvelopeFailure(await kj.call(fe.submit, { json: feeBody({ payCompanyId: KJ }) }), 400, '请选择缴纳银行账户');

    const voucher = await attachment(db, SJ);
    const added = await staff.call(fe.submit, { json: feeBody({ payAmount: '9999999999.99', payVoucher: [voucher] }) });
    expect(added.body.msg).toBe('新增成功');
    const fee = expectOk<CooperationFee>(added);
    expect(fee).toMatchObject({ status: 0, payAmount: '9999999999.99', payCompanyId: SJ, payBankId: card, restitutionAmount: '0.00' });
    expect(fee.payBankCard).not.toBe('');
    expect(fee.payVoucher[0].attachId).toBe(voucher.attachId);
    const edited = expectOk<CooperationFee>(await staff.call(fe.submit, { json: { ...feeBody(), id: fee.id, payAmount: '1000.05' } }));
    expect(edited.payAmount).toBe('1000.05');

    // Another organisation neither reads nor writes it.
    expectEnvelopeFailure(await kj.call(fe.detail, { query: { id: fee.id } }), 400, '合作费不存在或已删除');
    expect(expectOk<Page<CooperationFee>>(await kj.call(fe.page, { query: { size: 100 } })).records.map((r) => r.id)).not.toContain(fee.id);

    const back = (over: Record<string, unknown> = {}) => ({ id: fee.id, restitutionDate: NOW, deductAmount: '100.02', restitutionAmount: '1.00', restitutionCompanyId: SJ, restitutionBankId: card, deductReason: '', ...over });
    expectEnvelopeFailure(await staff.call(fe.changeStatus, { json: back() }), 403);
    const refusals: [Record<string, unknown>, string][] = [
      [{ restitutionDate: '' }, '请选择归还日期'],
      [{ deductAmount: '1.001' }, '扣除金额必须为有效数字，最多保留两位小数，且不大于缴纳金额'],
      [{ deductAmount: '1000.06' }, '扣除金额必须为有效数字，最多保留两位小数，且不大于缴纳金额'],
      [{ restitutionCompanyId: '' }, '请选择归还单位'],
      [{ restitutionBankId: '' }, '请选择归还银行账户'],
      [{ deductReason: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, message] of refusals) expectEnvelopeFailure(await admin.call(fe.changeStatus, { json: back(over) }), 400, message);
    expect(expectOk<CooperationFee>(await admin.call(fe.detail, { query: { id: fee.id } })).status).toBe(0);

    const done = expectOk<CooperationFee>(await admin.call(fe.changeStatus, { json: back() }));
    expect(done).toMatchObject({ status: 1, deductAmount: '100.02', restitutionAmount: '900.03', restitutionCompanyId: SJ, restitutionBankId: card });
    // Only from 0: a second return and an edit are refused.
    expectEnvelopeFailure(await admin.call(fe.changeStatus, { json: back({ deductAmount: '0' }) }), 400, '合作费已归还，不能再修改或归还');
    expectEnvelopeFailure(await admin.call(fe.submit, { json: { ...feeBody(), id: fee.id } }), 400, '合作费已归还，不能再修改或归还');
    const rows = expectOk<Page<CooperationFee>>(await admin.call(fe.page, { query: { status: '1', receiptCompanyName: '江北' } })).records;
    expect(rows.map((r) => r.id)).toContain(fee.id);

    expectEnvelopeFailure(await staff.call(fe.remove, { json: { ids: fee.id } }), 403);
    expect((await admin.call(fe.remove, { json: { ids: fee.id } })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('records a deposit on a tender of the organisation, refunds it in parts within what is not returned', async () => {
    const bid = await tender(db, SJ, '江北新区图书馆设计招标');
    const kjBid = await tender(db, KJ, '别家的招标');
    // The form's picker is the tender list (the app's one tender lookup): the organisation's tenders by name, with the guarantee the amount starts from.
    const bids = expectOk<Page<Tender>>(await admin.call(te.page, { query: { name: '图书馆', size: 100 } })).records;
    expect(bids.find((b) => b.id === bid)).toMatchObject({ guarantee: '50000.00', purchasingCode: `CG-${bid}` });
    expect(expectOk<Page<Tender>>(await admin.call(te.page, { query: { name: '别家的招标', size: 100 } })).records).toEqual([]);
    const voucher = await attachment(db, SJ);
    const body = (over: Record<string, unknown> = {}) => ({ depositType: '1', bidId: bid, receiptUnitName: '江北新区公共资源交易中心', guarantee: '50000.00', payDate: NOW, payVoucher: [voucher], payRemark: '', ...over });
    const cases: [Record<string, unknown>, string][] = [
      [{ depositType: '' }, '请选择保证金类型'],
      [{ bidId: '' }, '请选择投标项目'],
      [{ bidId: kjBid }, '请选择投标项目'],
      [{ receiptUnitName: '' }, '请填写收款单位，100个字内'],
      [{ payDate: '' }, '请选择实际缴纳日期'],
      [{ payVoucher: [] }, '请上传缴纳凭证'],
      [{ payVoucher: Array.from({ length: 11 }, () => voucher) }, '超出上传限制文件数量'],
      [{ guarantee: '-1' }, '请填写正确的数字'],
      [{ guarantee: '1.001' }, '请填写正确的数字'],
      [{ payRemark: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await admin.call(de.submit, { json: body(over) }), 400, message);

    const deposit = expectOk<BidDeposit>(await staff.call(de.submit, { json: body() }));
    expect(deposit).toMatchObject({ status: 1, bidName: '江北新区图书馆设计招标', guarantee: '50000.00', restitutionAmount: '0.00', unRestitutionAmount: '50000.00' });
    expectEnvelopeFailure(await kj.call(de.detail, { query: { id: deposit.id } }), 400, '保证金不存在或已删除');

    const refund = (api: ApiClient, amount: string, over: Record<string, unknown> = {}) =>
      api.call(de.restitution, { json: { depositId: deposit.id, arriveAmount: amount, arriveDate: NOW, receiptVoucher: [voucher], remark: '', ...over } });
    // Staff hold the refund code (menu template); another organisation does not reach the deposit.
    expectEnvelopeFailure(await kj.call(de.restitution, { json: { depositId: deposit.id, arriveAmount: '1', arriveDate: NOW, receiptVoucher: [voucher] } }), 400, '保证金不存在或已删除');
    for (const amount of ['0', '-1', '1.001', '50000.01']) expectEnvelopeFailure(await refund(admin, amount), 400, REFUND);
    expectEnvelopeFailure(await refund(admin, '1', { arriveDate: '' }), 400, '请选择归还时间');
    expectEnvelopeFailure(await refund(admin, '1', { receiptVoucher: [] }), 400, '请上传收款凭证');

    const first = expectOk<DepositRefund>(await refund(admin, '20000.01'));
    expect(first).toMatchObject({ arriveAmount: '20000.01', depositAmount: '50000.00', unRestitutionAmount: '50000.00' });
    expect(expectOk<BidDeposit>(await admin.call(de.detail, { query: { id: deposit.id } }))).toMatchObject({ status: 2, restitutionAmount: '20000.01', unRestitutionAmount: '29999.99' });
    // With refunds it keeps its amount and stays.
    expectEnvelopeFailure(await admin.call(de.submit, { json: { ...body(), id: deposit.id } }), 400, '已有归还记录的保证金不能修改或删除');
    expectEnvelopeFailure(await admin.call(de.remove, { json: { ids: deposit.id } }), 400, '已有归还记录的保证金不能修改或删除');
    expectEnvelopeFailure(await refund(admin, '30000.00'), 400, REFUND);
    expectOk(await refund(admin, '29999.99'));
    expect(expectOk<BidDeposit>(await admin.call(de.detail, { query: { id: deposit.id } }))).toMatchObject({ status: 3, unRestitutionAmount: '0.00' });
    expectEnvelopeFailure(await refund(admin, '0.01'), 400, REFUND);

    const listed = expectOk<Page<DepositRefund>>(await admin.call(de.refundPage, { query: { depositId: deposit.id } })).records;
    expect(listed.map((r) => r.arriveAmount)).toEqual(['20000.01', '29999.99']);
    expect(expectOk<DepositRefund>(await admin.call(de.refundDetail, { query: { id: first.id } })).arriveAmount).toBe('20000.01');
    expectEnvelopeFailure(await kj.call(de.refundPage, { query: { depositId: deposit.id } }), 400, '保证金不存在或已删除');
    expectEnvelopeFailure(await kj.call(de.refundDetail, { query: { id: first.id } }), 400, '归还记录不存在或已删除');

    // 20 simultaneous refunds of 3 000.00 on 50 000.00: 16 pass, the rest are refused, never more than the deposit.
    const race = expectOk<BidDeposit>(await admin.call(de.submit, { json: body() }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.call(de.restitution, { json: { depositId: race.id, arriveAmount: '3000.00', arriveDate: NOW, receiptVoucher: [voucher] } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(16);
    for (const a of answers.filter((x) => x.status !== 200)) expectEnvelopeFailure(a, 400, REFUND);
    expect(expectOk<BidDeposit>(await admin.call(de.detail, { query: { id: race.id } }))).toMatchObject({ status: 2, restitutionAmount: '48000.00', unRestitutionAmount: '2000.00' });

    const unrefunded = expectOk<BidDeposit>(await admin.call(de.submit, { json: body({ guarantee: '' }) }));
    expect(unrefunded.guarantee).toBe('0.00');
    expectEnvelopeFailure(await staff.call(de.remove, { json: { ids: unrefunded.id } }), 403);
    expect((await admin.call(de.remove, { json: { ids: unrefunded.id } })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('a tender with a bid deposit cannot be removed; a removal naming it removes none; a deposit and a removal at once never leave a deposit without its tender', async () => {
    const withDeposit = await tender(db, SJ, '有保证金的招标');
    const without = await tender(db, SJ, '无保证金的招标');
    const voucher = await attachment(db, SJ);
    const depositOn = (bidId: string) => admin.call(de.submit, { json: { depositType: '1', bidId, receiptUnitName: '交易中心', guarantee: '100.00', payDate: NOW, payVoucher: [voucher], payRemark: '' } });
    const deposit = expectOk<BidDeposit>(await depositOn(withDeposit));
    const removeTenders = (...ids: string[]) => admin.call(te.remove, { json: { ids: ids.join(',') } });
    const remaining = async (ids: string[]) => (await db.selectFrom('finance_tender').select('id').where('id', 'in', ids).execute()).map((r) => r.id).sort();

    expectEnvelopeFailure(await removeTenders(withDeposit), 400, '该投标已有保证金记录，不能删除');
    expectEnvelopeFailure(await removeTenders(without, withDeposit), 400, '该投标已有保证金记录，不能删除');
    expect(await remaining([withDeposit, without])).toEqual([withDeposit, without].sort());
    // Without its deposit the tender goes, as one without any always did.
    expect((await admin.call(de.remove, { json: { ids: deposit.id } })).body.msg).toBe('删除成功');
    expect((await removeTenders(without, withDeposit)).body.msg).toBe('删除成功');
    expect(await remaining([withDeposit, without])).toEqual([]);

    // A deposit added while its tender is removed: one of the two is refused, whichever comes second.
    for (let round = 0; round < 5; round++) {
      const bid = await tender(db, SJ, `并发招标${round}`);
      const [added, removed] = await Promise.all([depositOn(bid), removeTenders(bid)]);
      const deposits = await db.selectFrom('finance_deposit').select('id').where('bid_id', '=', bid).execute();
      if (removed.body.code === 200) {
        expectEnvelopeFailure(added, 400, '请选择投标项目');
        expect(deposits).toEqual([]);
      } else {
        expectEnvelopeFailure(removed, 400, '该投标已有保证金记录，不能删除');
        expect(deposits).toEqual([{ id: expectOk<BidDeposit>(added).id }]);
      }
    }
  });
});
