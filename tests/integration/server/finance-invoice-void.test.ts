import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { ownerArrivalEndpoints as oa } from '@shared/api/financeArrivalEndpoints';
import { invoiceSummaryEndpoints as se, ownerInvoiceEndpoints as oe, platformInvoiceEndpoints as pe } from '@shared/api/financeInvoiceEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import type { ArrivalInvoiceOption } from '@shared/domain/financeArrival';
import type { Invoice } from '@shared/domain/invoice';
import type { InvoiceContractSummary } from '@shared/domain/invoiceSummary';
import type { ButtonNode } from '@shared/domain/menu';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { down as removeVoidButtons, up as addVoidButtons } from '../../../src/server/db/migrations/2026-11-29-068-invoice-void';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, SJ } from './contract-production-support';
import { arrivalBody, insertInvoice, insertPlatformContract } from './finance-arrival-support';

const ALREADY = '该发票已作废';
const ARRIVED = '发票已有到账记录，不能作废';
const LOCKED = '已作废的发票不能再修改或删除';
const NOT_FOUND = '发票不存在或已删除';
const CLOSED = '该发票已作废或已全部到账';

const body = (over: Record<string, unknown> = {}) => ({ name: '作废测试发票', currInvoiceAmount: '400000.00', invoiceDate: '2026-11-20 10:00:00', remark: '', ...over });
const flatten = (nodes: ButtonNode[]): ButtonNode[] => nodes.flatMap((n) => [n, ...flatten(n.children as ButtonNode[])]);

/**
 * Voiding an invoice (作废, issue 17): only an issued invoice with no arrivals; a voided one leaves
 * every figure and can no longer be changed; a void and an arrival on one invoice never both win.
 */
describe.each(BACKENDS)('voiding invoices (contract-owner-invoice/void, contract-platform-invoice/void) ($label)', ({ backend, skip }) => {
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
    // Members of the design institute (not among signIn's accounts): its project manager and a designer.
    [manager, staff] = [apiClient(server.url), apiClient(server.url)];
    await manager.login('sj_manager', SJ);
    await staff.login('sj_staff', SJ);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const ownerSummary = async (id: string) => expectOk<InvoiceContractSummary>(await admin.call(se.owner, { query: { id } }));

  it.skipIf(skip)('voids an issued owner invoice: the figures follow, the record stays, nothing more is done to it', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00', '作废测试业主合同');
    const inv = expectOk<Invoice>(await admin.call(oe.submit, { json: body({ contractOwnerId: owner }) }));
    expect(await ownerSummary(owner)).toMatchObject({ invoiceAmount: '400000.00', unInvoiceAmount: '600000.00', maxAvailable: '600000.00' });

    // Staff lacks the button; another organisation does not find the invoice.
    expectEnvelopeFailure(await staff.call(oe.void, { json: { id: inv.id } }), 403);
    expectEnvelopeFailure(await kj.call(oe.void, { json: { id: inv.id } }), 400, NOT_FOUND);
    const voided = await admin.call(oe.void, { json: { id: inv.id } });
    expect(voided.body.msg).toBe('更新成功');
    expect(voided.body.data).toMatchObject({ id: inv.id, status: 4, currInvoiceAmount: '400000.00', currUnArriveAmount: '0.00', invoiceAmount: '0.00', unInvoiceAmount: '1000000.00', maxAvailable: '1000000.00' });

    // Every figure follows: the summary, the owner contract list, the add form's room.
    expect(await ownerSummary(owner)).toMatchObject({ invoiceAmount: '0.00', invoiceRate: '0.00', unInvoiceAmount: '1000000.00', maxAvailable: '1000000.00' });
    const listed = expectOk<Page<OwnerContract>>(await admin.call(contractOwnerEndpoints.page, { query: { current: 1, size: 10, name: '作废测试业主合同' } })).records[0];
    expect(listed).toMatchObject({ currInvoiceAmount: '0.00', invoiceRate: '0.00', unInvoiceTotal: '1000000.00' });
    expect(expectOk<Page<Invoice>>(await admin.call(oe.page, { query: { current: 1, size: 10, contractOwnerId: owner, status: '4' } })).records.map((r) => r.id)).toEqual([inv.id]);

    // Not offered to arrivals, and refused by them.
    expect(expectOk<ArrivalInvoiceOption[]>(await admin.call(oa.invoices, { query: { contractId: owner } })).map((o) => o.id)).not.toContain(inv.id);
    expectEnvelopeFailure(await admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, inv.id) }), 400, CLOSED);

    // Kept as voided: a second void, an edit, a supplement and a removal are refused.
    expectEnvelopeFailure(await admin.call(oe.void, { json: { id: inv.id } }), 400, ALREADY);
    expectEnvelopeFailure(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, id: inv.id, name: '改名' }) }), 400, LOCKED);
    expectEnvelopeFailure(await admin.call(oe.supplement, { json: { id: inv.id, nums: '001', attach: [{ attachId: '1' }] } }), 400, LOCKED);
    expectEnvelopeFailure(await admin.request('POST', admin.path('contract', `contract-owner-invoice/remove/${inv.id}`), { json: {} }), 400, LOCKED);
    expect(await db.selectFrom('finance_invoice').select(['name', 'status']).where('id', '=', inv.id).executeTakeFirstOrThrow()).toMatchObject({ name: '作废测试发票', status: 4 });

    // The whole amount may be invoiced again.
    expect(expectOk<Invoice>(await admin.call(oe.submit, { json: body({ contractOwnerId: owner, currInvoiceAmount: '1000000.00' }) })).status).toBe(1);
  });

  it.skipIf(skip)('refuses an invoice money arrived against, whatever its status says, and another kind’s invoice', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    const part = await insertInvoice(db, SJ, owner, '1000.00');
    expectOk(await admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, part, { arriveAmount: '100.00' }) }));
    const full = await insertInvoice(db, SJ, owner, '1000.00');
    expectOk(await admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, full, { arriveAmount: '1000.00' }) }));
    // A 0.00 arrival leaves the invoice issued (1), yet it has an arrival to lose.
    const zero = await insertInvoice(db, SJ, owner, '1000.00');
    expectOk(await admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, zero, { arriveAmount: '0.00' }) }));
    const statuses = await db.selectFrom('finance_invoice').select(['id', 'status']).where('id', 'in', [part, full, zero]).execute();
    expect(Object.fromEntries(statuses.map((s) => [s.id, Number(s.status)]))).toEqual({ [part]: 2, [full]: 3, [zero]: 1 });
    for (const id of [part, full, zero]) expectEnvelopeFailure(await admin.call(oe.void, { json: { id } }), 400, ARRIVED);
    expect((await db.selectFrom('finance_invoice').select('status').where('id', 'in', [part, full, zero]).execute()).some((s) => Number(s.status) === 4)).toBe(false);

    // The owner family's call does not reach a platform invoice, nor an id that is none.
    const platform = await insertPlatformContract(db, SJ, owner, '200000.00');
    const platformInvoice = await insertInvoice(db, SJ, owner, '1000.00', platform);
    expectEnvelopeFailure(await admin.call(oe.void, { json: { id: platformInvoice } }), 400, NOT_FOUND);
    expectEnvelopeFailure(await admin.call(oe.void, { json: { id: '999999999' } }), 400, NOT_FOUND);
  });

  it.skipIf(skip)('voids a platform invoice (a manager may): the platform contract’s room comes back', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    const platform = await insertPlatformContract(db, SJ, owner, '200000.00');
    const ownerInvoice = await insertInvoice(db, SJ, owner, '500000.00');
    expectOk(await admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, ownerInvoice, { arriveAmount: '250000.00' }) }));
    // 25 % of the owner contract arrived: 50 000.00 of the platform contract may be invoiced.
    const inv = expectOk<Invoice>(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, currInvoiceAmount: '50000.00' }) }));
    expect(expectOk<InvoiceContractSummary>(await admin.call(se.platform, { query: { id: platform } }))).toMatchObject({ invoiceAmount: '50000.00', maxAvailable: '0.00' });
    expectEnvelopeFailure(await staff.call(pe.void, { json: { id: inv.id } }), 403);
    expectEnvelopeFailure(await admin.call(oe.void, { json: { id: inv.id } }), 400, NOT_FOUND);
    expect(expectOk<Invoice>(await manager.call(pe.void, { json: { id: inv.id } }))).toMatchObject({ status: 4, unInvoiceAmount: '200000.00', maxAvailable: '50000.00' });
    expect(expectOk<InvoiceContractSummary>(await admin.call(se.platform, { query: { id: platform } }))).toMatchObject({ invoiceAmount: '0.00', invoiceRate: '0.00', unInvoiceAmount: '200000.00', maxAvailable: '50000.00' });
    expectEnvelopeFailure(await admin.call(pe.void, { json: { id: inv.id } }), 400, ALREADY);
    expectEnvelopeFailure(await admin.call(pe.submit, { json: body({ contractPlatformId: platform, id: inv.id, currInvoiceAmount: '50000.00' }) }), 400, LOCKED);
    // The owner invoice the arrival was against stays counted; the platform invoice's void leaves it alone.
    expect((await ownerSummary(owner)).invoiceAmount).toBe('500000.00');
  });

  it.skipIf(skip)('a void and an arrival fired at once on one invoice: exactly one of them wins, ten times over', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
    const invoices = await Promise.all(Array.from({ length: 10 }, () => insertInvoice(db, SJ, owner, '1000.00')));
    const answers = await Promise.all(invoices.flatMap((id) => [admin.call(oe.void, { json: { id } }), admin.call(oa.submit, { json: arrivalBody({ contractOwnerId: owner }, id, { arriveAmount: '100.00' }) })]));
    for (const [i, id] of invoices.entries()) {
      const [voided, arrived] = [answers[i * 2], answers[i * 2 + 1]];
      expect([voided.status, arrived.status].filter((s) => s === 200)).toHaveLength(1);
      const status = Number((await db.selectFrom('finance_invoice').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);
      const arrivals = await db.selectFrom('finance_arrival').select('id').where('invoice_id', '=', id).execute();
      if (voided.status === 200) {
        expectEnvelopeFailure(arrived, 400, CLOSED);
        expect([status, arrivals.length]).toEqual([4, 0]);
      } else {
        expectEnvelopeFailure(voided, 400, ARRIVED);
        expect([status, arrivals.length]).toEqual([2, 1]);
      }
    }
  });

  it.skipIf(skip)('an organisation from before the button gets it in its menu, granted to its administrator and managers', async () => {
    const buttons = async (api: ApiClient) => flatten(expectOk<ButtonNode[]>(await api.call(endpoints.menuButtons))).map((n) => n.code);
    // An older database: no void buttons in the template nor in any organisation's menu.
    await removeVoidButtons(db as unknown as Kysely<unknown>);
    expect(await buttons(admin)).not.toContain('invoice_void');
    await addVoidButtons(db as unknown as Kysely<unknown>);
    await addVoidButtons(db as unknown as Kysely<unknown>);
    expect(await buttons(admin)).toEqual(expect.arrayContaining(['invoice_void', 'platform_invoice_void']));
    expect(await buttons(manager)).toEqual(expect.arrayContaining(['invoice_void', 'platform_invoice_void']));
    expect(await buttons(staff)).not.toContain('invoice_void');
    // Once each: the second run added nothing.
    const copies = await db.selectFrom('menu').select('id').where('tenant_id', '=', SJ).where('code', '=', 'invoice_void').execute();
    expect(copies).toHaveLength(1);
    expect(await db.selectFrom('menu_template').select('id').where('code', '=', 'invoice_void').execute()).toHaveLength(1);
    // And the button is the rule again: staff is refused.
    const inv = await insertInvoice(db, SJ, await insertOwnerContract(db, SJ, '1000.00', '800.00'), '100.00');
    expectEnvelopeFailure(await staff.call(oe.void, { json: { id: inv } }), 403);
  });
});
