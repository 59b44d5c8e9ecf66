import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/api/endpoints';
import { ownerArrivalEndpoints as oa, platformArrivalEndpoints as pa } from '@shared/api/financeArrivalEndpoints';
import { cooperationFeeEndpoints as fee, depositEndpoints as dep } from '@shared/api/financeDepositEndpoints';
import { financeExpenseEndpoints as ex } from '@shared/api/financeExpenseEndpoints';
import { invoiceSummaryEndpoints as is, ownerInvoiceEndpoints as oi, platformInvoiceEndpoints as pi } from '@shared/api/financeInvoiceEndpoints';
import { financePaymentEndpoints as pay } from '@shared/api/financePaymentEndpoints';
import { financeTenderEndpoints as td } from '@shared/api/financeTenderEndpoints';
import { FINANCE_SCREENS } from '@shared/domain/financeButtons';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';

const FORBIDDEN = '没有权限访问该资源';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

/** Calls `endpoint` with every `{name}` segment filled by a made-up id and an empty body: the category check comes before any reading. */
function hit(api: ApiClient, endpoint: AnyEndpoint): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, '1');
  return api.request(endpoint.method, api.path(endpoint.module, path), endpoint.method === 'GET' ? {} : { json: {} });
}

/**
 * Finance screens by organisation category (spec 1 §2, the menu template): a route refuses 403 an
 * organisation whose category is not offered its screen, whatever the caller's grants — the owner
 * unit (yz) issues no invoice and pays no request, a production team (sc) records no owner arrival,
 * a design institute (sj) asks for no payment, the operator keeps no finance at all. Organisations
 * offered the screen pass the check (they may still be refused for what they send). The rule is
 * the template's: offering a screen to a category there lets it through at once.
 */
describe.each(BACKENDS)('finance routes refuse categories not offered their screen ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let yz: ApiClient;
  let sc: ApiClient;
  let sj: ApiClient;
  let operator: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [yz, sc, sj, operator] = await signIn(server, 'yz_admin', 'sc_admin', 'sj_admin', 'admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('refuses, per finance area, the categories the template does not offer the screen', async () => {
    const refusals: [string, () => ApiClient, AnyEndpoint[]][] = [
      ['owner unit: invoices', () => yz, [oi.page, oi.submit, oi.supplement, oi.remove, pi.submit, is.owner]],
      ['owner unit: arrivals', () => yz, [oa.submit, oa.writeOff, pa.page]],
      ['owner unit: payments', () => yz, [pay.payerPage, pay.pay, pay.changeStatus]],
      ['owner unit: requests, expenses, income, tenders, deposits', () => yz, [pay.submit, ex.otherFeeSubmit, ex.incomePage, td.submit, td.feedback, dep.submit, dep.restitution]],
      ['production team: owner arrivals and invoices', () => sc, [oa.page, oa.submit, oa.summary, oi.page, pi.page]],
      ['production team: the payer, expenses, income, tenders, deposits', () => sc, [pay.payerPage, pay.pay, ex.otherFeePage, ex.incomeSubmit, td.page, dep.page, dep.refundPage]],
      ['design institute: party B requests and income', () => sj, [pay.page, pay.requests, pay.submit, pay.remove, ex.incomePage]],
      ['operator: no finance', () => operator, [fee.page, fee.submit, oi.page, pay.payerPage, td.page]],
    ];
    for (const [what, who, endpoints] of refusals) {
      for (const endpoint of endpoints) {
        const answer = await hit(who(), endpoint);
        expect(answer.status, `${what}: ${endpoint.path}`).toBe(403);
        expectEnvelopeFailure(answer, 403, FORBIDDEN);
      }
    }
  });

  it.skipIf(skip)('lets through the categories offered the screen, and calls two screens share', async () => {
    const passes: [ApiClient, AnyEndpoint][] = [
      // The cooperation fee screen is every category's.
      [yz, fee.page],
      [sc, fee.page],
      [sj, oi.page],
      [sj, oa.page],
      [sj, pay.payerPage],
      [sj, td.page],
      [sj, dep.page],
      [sc, pay.page],
      [sc, pay.requests],
      // One request and one contract are read from party B's screen and from the payer's.
      [sc, pay.detail],
      [sj, pay.detail],
      [sj, pay.contract],
      // The project page's money tab is the project's, not a finance screen's.
      [sc, ex.projectMoney],
    ];
    for (const [who, endpoint] of passes) {
      const answer = await hit(who, endpoint);
      expect(answer.status, `${endpoint.path}: ${JSON.stringify(answer.body)}`).not.toBe(403);
    }
  });

  it.skipIf(skip)('follows the template: offering income to design institutes lets them in', async () => {
    expectEnvelopeFailure(await hit(sj, ex.incomePage), 403, FORBIDDEN);
    const income = await db.selectFrom('menu_template').select(['id', 'categories']).where('code', '=', FINANCE_SCREENS.income).executeTakeFirstOrThrow();
    await db.updateTable('menu_template').set({ categories: `${income.categories},sj` }).where('id', '=', income.id).execute();
    try {
      expect((await hit(sj, ex.incomePage)).status).toBe(200);
    } finally {
      await db.updateTable('menu_template').set({ categories: income.categories }).where('id', '=', income.id).execute();
    }
    expectEnvelopeFailure(await hit(sj, ex.incomePage), 403, FORBIDDEN);
  });

  it.skipIf(skip)('every finance screen the routes name is in the template', async () => {
    const codes = (await db.selectFrom('menu_template').select('code').where('code', 'in', Object.values(FINANCE_SCREENS)).execute()).map((r) => r.code);
    expect(codes.sort()).toEqual([...Object.values(FINANCE_SCREENS)].sort());
  });
});
