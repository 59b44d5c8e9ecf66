import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbenchEndpoints as e, type Workbench, type WorkbenchStatusCount, type WorkbenchStatusMoney } from '@shared/api/workbenchEndpoints';
import { toFen } from '@shared/domain/contractMoney';
import { addDays } from '@shared/domain/financeReports';
import { subtractMoney } from '@shared/domain/money';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { insertOwnerContract, KJ } from './contract-production-support';
import { insertScene, SC, SJ } from './finance-payment-support';

type Counted = WorkbenchStatusCount & { amount?: string };

/** What rows the scene added at each status: `after` less `before`, statuses that did not move left out. */
function added(before: Counted[] = [], after: Counted[] = []): Counted[] {
  return after
    .map((a) => {
      const b = before.find((x) => x.status === a.status);
      const count = a.count - (b?.count ?? 0);
      return a.amount === undefined ? { status: a.status, count } : { status: a.status, count, amount: subtractMoney(a.amount, b?.amount ?? '0') };
    })
    .filter((d) => d.count !== 0);
}

/**
 * GET desktop/workbench (issue 18): the caller's figures against rows inserted with known statuses,
 * dates and amounts. The demo organisations hold rows of their own, so each figure is read before
 * and after the scene and the difference is what is checked; another organisation's rows are in the
 * scene and must not move it. Invoice dates are relative to the server's day.
 */
describe.each(BACKENDS)('workbench figures ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sjAdmin: ApiClient;
  let scAdmin: ApiClient;
  let sjManager: ApiClient;
  const before: { sj: Workbench; sc: Workbench; manager: Workbench } = { sj: {}, sc: {}, manager: {} };
  const userOf = async (account: string) => (await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const figures = async (api: ApiClient) => expectOk<Workbench>(await api.call(e.figures));

  async function project(tenantId: string, status: number, people: { create?: string; biz?: string; operate?: string }) {
    const id = newId();
    const now = timestamp();
    await db
      .insertInto('project')
      .values({
        id, tenant_id: tenantId, record_id: newId(), record_code: '', record_name: '', code: `XM-${id.slice(-8)}`, name: `工作台项目${id.slice(-5)}`, type: '1', phase_keys: '', main_industry: '1',
        other_industry: '', region_id: '110000', detail_addr: '', scale: '', remark: '', status_initiation: status, status_tender: 1, status_contract: 1, is_direct_sign: 0,
        owner_tenant_id: '', owner_name: '', owner_code: '', mgr_biz_person: people.biz ?? '1', mgr_biz_person_name: '', mgr_operate: people.operate ?? '1', mgr_operate_name: '',
        status_time: now, create_user: people.create ?? '1', create_dept: '', create_time: now, update_time: now,
      } as never)
      .execute();
  }
  async function invoice(tenantId: string, owner: string, amount: string, dates: { invoice: string; receipt?: string }, over: Record<string, unknown> = {}): Promise<string> {
    const id = newId();
    const now = timestamp();
    await db
      .insertInto('finance_invoice')
      .values({ id, tenant_id: tenantId, kind: 'owner', contract_owner_id: owner, name: `发票${id.slice(-6)}`, status: 1, amount: toFen(amount), invoice_date: `${dates.invoice} 00:00:00`, receipt_date: dates.receipt ? `${dates.receipt} 00:00:00` : '', create_user: '1', create_time: now, update_time: now, ...over } as never)
      .execute();
    return id;
  }
  async function arrival(tenantId: string, owner: string, invoiceId: string, amount: string): Promise<void> {
    const now = timestamp();
    await db.insertInto('finance_arrival').values({ id: newId(), tenant_id: tenantId, kind: 'owner', contract_owner_id: owner, invoice_id: invoiceId, amount: toFen(amount), arrive_date: now, create_user: '1', create_time: now, update_time: now } as never).execute();
  }
  async function request(tenantId: string, requestOrg: string, contract: { kind: 'production' | 'resource'; id: string; owner: string }, amount: string, paid: string, status: number) {
    const now = timestamp();
    await db
      .insertInto('finance_payment_request')
      .values({ id: newId(), tenant_id: tenantId, contract_kind: contract.kind, contract_id: contract.id, contract_owner_id: contract.owner, request_org_id: requestOrg, request_user_id: '1', amount: toFen(amount), paid_amount: toFen(paid), pay_status: status, request_date: now, create_user: '1', create_time: now, update_time: now } as never)
      .execute();
  }
  /** Grants the manager role of `tenantId` 本人 on `resource` (a role_scope row written directly). */
  async function grantOwn(tenantId: string, resource: string) {
    const role = (await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('alias', '=', 'manager').executeTakeFirstOrThrow()).id;
    const id = newId();
    const now = timestamp();
    await db
      .insertInto('data_scope')
      .values({ id, tenant_id: OPERATOR_TENANT, name: `${resource}-own`, code: `t_${id.slice(-8)}`, resource, scope_type: 'own', scope_column: '', scope_value: '', remark: '', create_user: '', create_time: now, update_time: now })
      .execute();
    await db.insertInto('role_scope').values({ role_id: role, scope_id: id, kind: 'data' }).execute();
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    await grantOwn(SJ, 'contract-owner');
    [sjAdmin, scAdmin] = await signIn(server, 'sj_admin', 'sc_admin');
    sjManager = apiClient(server.url);
    await sjManager.login('sj_manager', SJ);
    [before.sj, before.sc, before.manager] = await Promise.all([figures(sjAdmin), figures(scAdmin), figures(sjManager)]);

    const admin = await userOf('sj_admin');
    const manager = await userOf('sj_manager');
    // Projects: created by, run by, led by the admin; one of nobody's; the admin's name on another organisation's.
    await project(SJ, 2, { create: admin });
    await project(SJ, 2, { operate: admin });
    await project(SJ, 3, { biz: admin });
    await project(SJ, 2, {});
    await project(KJ, 2, { create: admin });

    // Owner contracts: the scene's (signed), two more signed, one not signed (the manager's), one paused; and KJ's.
    const scene = await insertScene(db);
    const owner = await insertOwnerContract(db, SJ, '500000.00', '400000.00');
    await insertOwnerContract(db, SJ, '500000.00', '400000.00');
    const managers = await insertOwnerContract(db, SJ, '500000.00', '400000.00');
    await db.updateTable('contract_owner').set({ status_contract: 1, create_user: manager }).where('id', '=', managers).execute();
    const paused = await insertOwnerContract(db, SJ, '500000.00', '400000.00');
    await db.updateTable('contract_owner').set({ status_contract: 3 }).where('id', '=', paused).execute();
    const kjOwner = await insertOwnerContract(db, KJ, '500000.00', '400000.00');

    // Invoices (today T): due within 30 days — 1000 on T+10, 500 on T, 300 on T+30, 70 issued T-30 without
    // a receipt date (due T); not yet — 200 on T+31; overdue — 400 on T-1 less 150 arrived, 80 issued T-31
    // without a receipt date (due T-1); never — fully received, voided, platform, KJ's.
    const T = timestamp().slice(0, 10);
    await invoice(SJ, owner, '1000.00', { invoice: T, receipt: addDays(T, 10) });
    await invoice(SJ, owner, '500.00', { invoice: T, receipt: T });
    await invoice(SJ, owner, '300.00', { invoice: T, receipt: addDays(T, 30) });
    await invoice(SJ, owner, '70.00', { invoice: addDays(T, -30) });
    await invoice(SJ, owner, '200.00', { invoice: T, receipt: addDays(T, 31) });
    await arrival(SJ, owner, await invoice(SJ, owner, '400.00', { invoice: addDays(T, -40), receipt: addDays(T, -1) }, { status: 2 }), '150.00');
    await invoice(SJ, owner, '80.00', { invoice: addDays(T, -31) });
    await arrival(SJ, owner, await invoice(SJ, owner, '600.00', { invoice: addDays(T, -40), receipt: addDays(T, -5) }, { status: 3 }), '600.00');
    await invoice(SJ, owner, '999.00', { invoice: addDays(T, -40), receipt: addDays(T, -5) }, { status: 4 });
    await invoice(SJ, owner, '5000.00', { invoice: addDays(T, -40) }, { kind: 'platform', contract_platform_id: newId() });
    await invoice(KJ, kjOwner, '9999.00', { invoice: addDays(T, -40) });
    // The manager's own contract (本人): one overdue invoice of 66.
    await invoice(SJ, managers, '66.00', { invoice: addDays(T, -40), receipt: addDays(T, -2) });

    // Payment requests of SC on the scene's contracts: two waiting, one partly paid, one paid, one refused;
    // KJ's request on a KJ-kept row counts for neither side.
    const production = { kind: 'production' as const, id: scene.production, owner: scene.owner };
    const resource = { kind: 'resource' as const, id: scene.resource, owner: scene.owner };
    await request(SJ, SC, production, '1000.00', '0.00', 0);
    await request(SJ, SC, resource, '250.50', '0.00', 0);
    await request(SJ, SC, production, '500.00', '200.00', 1);
    await request(SJ, SC, production, '300.00', '300.00', 2);
    await request(SJ, SC, production, '100.00', '0.00', 3);
    await request(KJ, KJ, production, '7777.00', '0.00', 0);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('a contracting organisation: its projects, owner contracts, invoices due and overdue, requests waiting for payment', async () => {
    const now = await figures(sjAdmin);
    expect(Object.keys(now).sort()).toEqual(['contracts', 'invoices', 'payables', 'projects']);
    expect(added(before.sj.projects, now.projects)).toEqual([
      { status: 2, count: 2 },
      { status: 3, count: 1 },
    ]);
    expect(added(before.sj.contracts, now.contracts)).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 3 },
      { status: 3, count: 1 },
    ]);
    const invoices = now.invoices!;
    const was = before.sj.invoices!;
    expect([invoices.due.count - was.due.count, subtractMoney(invoices.due.amount, was.due.amount)]).toEqual([4, '1870.00']);
    expect([invoices.overdue.count - was.overdue.count, subtractMoney(invoices.overdue.amount, was.overdue.amount)]).toEqual([3, '396.00']);
    // The unpaid money of the requests waiting: 1000 + 250.50 to pay, 500 less 200 paid.
    expect(added(before.sj.payables as WorkbenchStatusMoney[], now.payables)).toEqual([
      { status: 0, count: 2, amount: '1250.50' },
      { status: 1, count: 1, amount: '300.00' },
    ]);
  });

  it.skipIf(skip)('party B sees its own requests by status and no invoices, contracts or payables', async () => {
    const now = await figures(scAdmin);
    expect(Object.keys(now).sort()).toEqual(['projects', 'requests']);
    expect(added(before.sc.requests, now.requests)).toEqual([
      { status: 0, count: 2, amount: '1250.50' },
      { status: 1, count: 1, amount: '500.00' },
      { status: 2, count: 1, amount: '300.00' },
      { status: 3, count: 1, amount: '100.00' },
    ]);
  });

  it.skipIf(skip)('inside a data scope: the manager (本人 on owner contracts) counts only the contracts they created and their invoices', async () => {
    const now = await figures(sjManager);
    expect(added(before.manager.contracts, now.contracts)).toEqual([{ status: 1, count: 1 }]);
    expect([now.invoices!.overdue.count - before.manager.invoices!.overdue.count, subtractMoney(now.invoices!.overdue.amount, before.manager.invoices!.overdue.amount)]).toEqual([1, '66.00']);
    expect(now.invoices!.due.count).toBe(before.manager.invoices!.due.count);
    // The admin, with the whole organisation, counts the manager's contract too (above: status 1).
  });
});
