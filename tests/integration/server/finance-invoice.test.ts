import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { invoiceSummaryEndpoints, ownerInvoiceEndpoints as oe, platformInvoiceEndpoints as pe } from '@shared/api/financeInvoiceEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { toFen } from '@shared/domain/contractMoney';
import type { Invoice } from '@shared/domain/invoice';
import type { InvoiceContractSummary } from '@shared/domain/invoiceSummary';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, SJ } from './contract-production-support';

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string>): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  return endpoint.method === 'GET' ? api.request('GET', api.path(endpoint.module, path)) : api.request('POST', api.path(endpoint.module, path), { json: {} });
}

const AMOUNT_OWNER = '0<本发票开票金额<=未开票总额';
const AMOUNT_PLATFORM = '0<本次开票金额<=未开票总额';
const MAX = '0<本发票开票金额<=本发票最大可开金额';
const NUMS = '请填写发票号码，多个以中文逗号分隔，500个字内';

const body = (over: Record<string, unknown> = {}) => ({ name: '设计费第一期', currInvoiceAmount: '100000.00', invoiceDate: '2026-11-20 10:00:00', remark: '', ...over });

async function insertPlatform(db: Db, ownerId: string, amount: string, kind = 'platform'): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto('contract_platform')
    .values({ id, tenant_id: SJ, kind, contract_owner_id: ownerId, name: `平台合同${id.slice(-4)}`, status_contract: 2, status_time: now, curr_contract_amount: toFen(amount), curr_contract_amount_before: 0, change_amount: 0, create_user: '1', create_dept: '', create_time: now, update_time: now } as never)
    .execute();
  return id;
}

async function insertArrival(db: Db, kind: 'owner' | 'platform', ownerId: string, invoiceId: string, amount: string, platformId = ''): Promise<void> {
  const now = timestamp();
  await db
    .insertInto('finance_arrival')
    .values({ id: newId(), tenant_id: SJ, kind, contract_owner_id: ownerId, contract_platform_id: platformId, invoice_id: invoiceId, amount: toFen(amount), arrive_date: now, create_user: '1', create_dept: '', create_time: now, update_time: now } as never)
    .execute();
}

describe.each(BACKENDS)('invoices (contract-owner-invoice/*, contract-platform-invoice/*), spec 2 §3–§7 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'sj_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('adds owner invoices with each rule and message, locks the amount on edit, supplements, sums, removes', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00', '开票测试业主合同');
    const cases: [Record<string, unknown>, string][] = [
      [{ contractOwnerId: '' }, '请选择'],
      [{ contractOwnerId: '999999999' }, '业主项目合同不存在或已删除'],
      [{ name: '' }, '请填写，200个字内'],
      [{ currInvoiceAmount: '' }, '请填写正确的数字'],
      [{ currInvoiceAmount: '0' }, AMOUNT_OWNER],
      [{ currInvoiceAmount: '1000000.01' }, AMOUNT_OWNER],
      [{ invoiceDate: '' }, '请选择'],
      [{ remark: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, ...over }) }), 400, message);

    const added = await admin.call(oe.submit, { json: body({ contractOwnerId: owner, currInvoiceAmount: '400000.00', status: 3, type: '1', taxes: '9' }) });
    expect(added.body.msg).toBe('新增成功');
    const inv = added.body.data as Invoice;
    // Not a direct project: no type, rate or taxes; status 1 whatever was sent.
    expect(inv).toMatchObject({ status: 1, currInvoiceAmount: '400000.00', type: '', taxRate: '0.00', taxes: '0.00', contractAmount: '1000000.00', invoiceAmount: '400000.00', unInvoiceAmount: '600000.00', maxAvailable: '600000.00', currUnArriveAmount: '400000.00' });
    expectEnvelopeFailure(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, currInvoiceAmount: '600000.01' }) }), 400, AMOUNT_OWNER);

    // Edit (staff has the edit button): the amount is locked, the rest changes.
    const edited = expectOk<Invoice>(await staff.call(oe.submit, { json: body({ contractOwnerId: owner, id: inv.id, currInvoiceAmount: '1.00', name: '改名' }) }));
    expect(edited).toMatchObject({ name: '改名', currInvoiceAmount: '400000.00', status: 1 });

    // Direct project: type and content required, the rate from fplx's remark, taxes to whole yuan.
    await db.updateTable('contract_owner').set({ is_direct: 1 }).where('id', '=', owner).execute();
    expectEnvelopeFailure(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, isDirect: 0, currInvoiceAmount: '1025.00' }) }), 400, '请选择');
    const direct = expectOk<Invoice>(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, isDirect: 1, type: '1', content: '1', taxRate: '99', currInvoiceAmount: '1025.00' }) }));
    expect(direct).toMatchObject({ isDirect: 1, type: '1', content: '1', taxRate: '6.00', taxes: '62.00' });

    // Supplement: numbers with Chinese commas and an attachment, both required.
    expectEnvelopeFailure(await admin.call(oe.supplement, { json: { id: inv.id, nums: '001,002', attach: [{ attachId: '1' }] } }), 400, NUMS);
    expectEnvelopeFailure(await admin.call(oe.supplement, { json: { id: inv.id, nums: '001', attach: [] } }), 400, '请选择附件');

    // Arrivals (another part's rows) feed the summary and the owner contract list.
    await insertArrival(db, 'owner', owner, inv.id, '100000.00');
    const summary = expectOk<InvoiceContractSummary>(await admin.call(invoiceSummaryEndpoints.owner, { query: { id: owner } }));
    expect(summary).toMatchObject({ contractAmount: '1000000.00', invoiceAmount: '401025.00', invoiceRate: '40.10', invoiceArrivedAmount: '100000.00', invoiceArrivedRate: '24.94', invoiceUnArrivedAmount: '301025.00', unInvoiceAmount: '598975.00', maxAvailable: '598975.00', isDirect: 1 });
    const listed = expectOk<Page<OwnerContract>>(await admin.call(contractOwnerEndpoints.page, { query: { current: 1, size: 10, name: '开票测试业主合同' } })).records[0];
    expect(listed).toMatchObject({ currInvoiceAmount: '401025.00', invoiceRate: '40.10', currArriveAmount: '100000.00', unInvoiceTotal: '598975.00' });
    const page = expectOk<Page<Invoice>>(await admin.call(oe.page, { query: { current: 1, size: 10, contractOwnerId: owner } }));
    expect(page.records.find((r) => r.id === inv.id)).toMatchObject({ currArrivedAmount: '100000.00', currUnArriveAmount: '300000.00', yzName: '开票测试业主合同' });

    // A voided invoice no longer counts.
    await db.updateTable('finance_invoice').set({ status: 4 }).where('id', '=', direct.id).execute();
    expect(expectOk<InvoiceContractSummary>(await admin.call(invoiceSummaryEndpoints.owner, { query: { id: owner } })).invoiceAmount).toBe('400000.00');

    // Isolation: another organisation neither reads nor writes them.
    expectEnvelopeFailure(await call(kj, oe.detail, { id: inv.id }), 400);
    expectEnvelopeFailure(await kj.call(oe.submit, { json: body({ contractOwnerId: owner }) }), 400, '业主项目合同不存在或已删除');
    expectEnvelopeFailure(await kj.call(invoiceSummaryEndpoints.owner, { query: { id: owner } }), 400);
    expect(expectOk<Page<Invoice>>(await kj.call(oe.page, { query: { current: 1, size: 100 } })).records.some((r) => r.contractOwnerId === owner)).toBe(false);

    // Remove: staff lacks the button; an invoice with arrivals stays, a voided one too; one without goes.
    expectEnvelopeFailure(await call(staff, oe.remove, { ids: direct.id }), 403);
    expectEnvelopeFailure(await call(admin, oe.remove, { ids: inv.id }), 400, '发票已有到账记录，不能删除');
    expectEnvelopeFailure(await call(admin, oe.remove, { ids: direct.id }), 400, '已作废的发票不能再修改或删除');
    const spare = expectOk<Invoice>(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, type: '1', content: '1', currInvoiceAmount: '1.00' }) }));
    expect((await call(admin, oe.remove, { ids: spare.id })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('invoices a platform contract within its amount and the owner contract arrived share', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    const platform = await insertPlatform(db, owner, '200000.00');
    const basic = await insertPlatform(db, owner, '200000.00', 'basic');
    const ownerInv = expectOk<Invoice>(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, currInvoiceAmount: '500000.00' }) }));
    // Nothing arrived on the owner contract yet: nothing may be invoiced on the platform contract.
    expectEnvelopeFailure(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, currInvoiceAmount: '1.00' }) }), 400, MAX);
    await insertArrival(db, 'owner', owner, ownerInv.id, '250000.00');
    // 25 % arrived: 50 000.00 of the 200 000.00 may be invoiced.
    expectEnvelopeFailure(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, currInvoiceAmount: '50000.01' }) }), 400, MAX);
    expectEnvelopeFailure(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, currInvoiceAmount: '0' }) }), 400, AMOUNT_PLATFORM);
    expectEnvelopeFailure(await admin.call(pe.submit, { json: body({ contractPlatformId: basic, currInvoiceAmount: '1.00' }) }), 400, '平台合同不存在或已删除');
    const inv = expectOk<Invoice>(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, currInvoiceAmount: '50000.00' }) }));
    expect(inv).toMatchObject({ kind: 'platform', status: 1, contractOwnerId: owner, contractPlatformId: platform, maxAvailable: '0.00', unInvoiceAmount: '150000.00' });
    const s = expectOk<InvoiceContractSummary>(await admin.call(invoiceSummaryEndpoints.platform, { query: { id: platform } }));
    expect(s).toMatchObject({ contractAmount: '200000.00', invoiceAmount: '50000.00', invoiceRate: '25.00', maxAvailable: '0.00' });
    // The kinds stay apart: the owner list never answers a platform invoice.
    expectEnvelopeFailure(await call(admin, oe.detail, { id: inv.id }), 400);
    const supplemented = await admin.call(pe.supplement, { json: { id: inv.id, nums: '0001，0002', attach: [{ attachId: '999999999' }] } });
    expect(supplemented.status).toBe(400);
    expect((await call(admin, pe.remove, { ids: inv.id })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('lets only the invoices that fit pass when ten are submitted at once', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admin.call(oe.submit, { json: body({ contractOwnerId: owner, name: `并发发票${i}`, currInvoiceAmount: '300000.00' }) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) expectEnvelopeFailure(a, 400, AMOUNT_OWNER);
    const total = expectOk<InvoiceContractSummary>(await admin.call(invoiceSummaryEndpoints.owner, { query: { id: owner } }));
    expect(total.invoiceAmount).toBe('900000.00');
  });
});
