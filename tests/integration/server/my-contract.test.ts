import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { myContractEndpoints as e } from '@shared/api/myContractEndpoints';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { fromBasisPoints, fromFen, ownerContractFees } from '@shared/domain/contractMoney';
import { applyRate, moneyFixed, percentOf } from '@shared/domain/money';
import type { ContractSupplement, MyContract } from '@shared/domain/myContract';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { MESSAGES } from '@shared/messages';
import { reservedCost } from '../../../src/server/contracts/reservedCost';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { DEMO_CONTRACTING_TENANTS } from '../../../src/server/seed/demo-contracts';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { TINY_PDF } from '../../support/files';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const MAIN = '滨江新区文化艺术中心设计合同';
const UNSIGNED = '城南污水处理厂提标改造设计合同';
const NOT_FOUND = '合同不存在或已删除';

/**
 * Issue 16: the demo contracts add up (every derived amount the shared formula's, nothing
 * over-reserved), and my-contract/*: the contracts naming the caller's organisation, of every kind,
 * per party role; a non-party refused; the supplement added, edited, given scans and removed, with
 * its refusals. One demo server per backend.
 */
describe.each(BACKENDS)('demo contracts and my-contract/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sc: ApiClient;
  let zy: ApiClient;
  let yz: ApiClient;
  let pt: ApiClient;
  let ss: ApiClient;
  let cb: ApiClient;
  let scStaff: ApiClient;

  async function upload(api: ApiClient, name: string): Promise<ArchiveAttachment> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PDF)]), name);
    const res = await fetch(`${server.url}${api.path('resource', uploadEndpoints.putFileAttach.path)}`, {
      method: 'POST',
      headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': api.session.tenantId! },
      body: form,
    });
    const body = (await res.json()) as { data: { attachId: string; link: string; originalName: string } };
    return { attachId: body.data.attachId, name: body.data.originalName, link: body.data.link, size: TINY_PDF.length };
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sc, zy, yz, pt, ss, cb] = await signIn(server, 'sc_admin', 'zy_admin', 'yz_admin', 'pt_admin', 'ss_admin', 'cb_admin');
    scStaff = apiClient(server.url);
    await scStaff.login('sc_staff', '100008');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const list = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<MyContract>>(await api.call(e.page, { query: { size: -1, ...query } }));
  const remove = (api: ApiClient, ids: string) => api.request('POST', api.path('contract', `my-contract/remove/${ids}`));

  it.skipIf(skip)('seeds owner contracts in every status whose fees, shares and reservations are exact', async () => {
    const owners = await db.selectFrom('contract_owner').selectAll().execute();
    for (const tenantId of DEMO_CONTRACTING_TENANTS) {
      const mine = owners.filter((o) => o.tenant_id === tenantId);
      expect(new Set(mine.map((o) => Number(o.status_contract)))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      expect(mine.filter((o) => Number(o.is_consortium) === 1)).toHaveLength(1);
      expect(mine.every((o) => o.party_jia_id === '100005' && o.party_yi_id === '100006')).toBe(true);
      const main = mine.find((o) => o.name === MAIN)!;
      expect(main).toMatchObject({ code: `HT-${tenantId}-001`, status_contract: 2 });
      expect(Number(main.version)).toBe(2);
      expect([fromFen(main.curr_contract_amount), fromFen(main.curr_contract_amount_before), fromFen(main.jianan_fee), fromFen(main.project_cost_fee)]).toEqual([
        '12000000.00',
        '11000000.00',
        '150000000.00',
        '10800000.00',
      ]);
      const reserved = await reservedCost(db, tenantId, main.id);
      expect(Number(reserved)).toBeLessThanOrEqual(10_800_000 - 3_000_000);
      const history = await db.selectFrom('change_history').selectAll().where('resource', '=', 'contract-owner').where('record_id', '=', main.id).orderBy('create_time').execute();
      expect(history.map((h) => JSON.parse(h.after_values).currContractAmount)).toEqual(['11000000.00', '12000000.00']);
      expect(JSON.parse(history[1].before_values).currContractAmount).toBe('11000000.00');
      const kinds = [
        ...(await db.selectFrom('contract_platform').select('kind').where('contract_owner_id', '=', main.id).execute()).map((r) => r.kind),
        ...(await db.selectFrom('contract_production').select('id').where('contract_owner_id', '=', main.id).execute()).map(() => 'production'),
        ...(await db.selectFrom('contract_resource').select('id').where('contract_owner_id', '=', main.id).execute()).map(() => 'resource'),
      ];
      expect(kinds.sort()).toEqual(['basic', 'platform', 'production', 'production', 'project', 'resource']);
      const unsigned = mine.find((o) => o.name === UNSIGNED)!;
      expect(Number(unsigned.status_contract)).toBe(1);
      expect(await reservedCost(db, tenantId, unsigned.id)).toBe('0.00');
      expect(await db.selectFrom('contract_platform').select('id').where('contract_owner_id', '=', unsigned.id).execute()).toEqual([]);
    }
    for (const o of owners) {
      const fees = ownerContractFees({
        currContractAmount: fromFen(o.curr_contract_amount),
        platformFeeRatio: fromBasisPoints(o.platform_fee_ratio),
        sysFeeRatio: fromBasisPoints(o.sys_fee_ratio),
        bizFeeRatio: fromBasisPoints(o.biz_fee_ratio),
      });
      const stored = { platformFee: o.platform_fee, sysFee: o.sys_fee, bizFee: o.biz_fee, projectCostFee: o.project_cost_fee, exPlatformFee: o.ex_platform_fee, exProjectFee: o.ex_project_fee };
      expect(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, fromFen(v)]))).toEqual(fees);
      expect(Number(await reservedCost(db, o.tenant_id, o.id))).toBeLessThanOrEqual(Number(fromFen(o.project_cost_fee)));
      const projects = await db.selectFrom('contract_owner_project').select('project_id').where('contract_owner_id', '=', o.id).execute();
      expect(projects).toHaveLength(1);
      if (Number(o.is_consortium)) expect(await db.selectFrom('contract_party').select('party_tenant_id').where('contract_id', '=', o.id).orderBy('sort').execute()).toHaveLength(2);
    }
    // Sub-contracts: production shares and resource commissions from the shared helpers; every signed contract's log.
    const amountOf = new Map(owners.map((o) => [o.id, fromFen(o.curr_contract_amount)]));
    for (const p of await db.selectFrom('contract_production').selectAll().execute()) {
      expect(fromBasisPoints(p.produce_divide_owner)).toBe(percentOf(fromFen(p.curr_contract_amount), amountOf.get(p.contract_owner_id)));
    }
    for (const r of await db.selectFrom('contract_resource').selectAll().execute()) {
      expect(fromFen(r.commission_amount)).toBe(applyRate(amountOf.get(r.contract_owner_id), fromBasisPoints(r.commission_percent)));
      expect(moneyFixed(fromFen(r.commission_amount))).toBe('600000.00');
    }
    const logs = await db.selectFrom('contract_status_log').select(['contract_id', 'to_status', 'code']).where('to_status', '=', 2).execute();
    const signedOwners = owners.filter((o) => Number(o.status_contract) >= 2);
    for (const o of signedOwners) expect(logs.find((l) => l.contract_id === o.id)?.code).toBe(o.code);
  });

  it.skipIf(skip)('lists the contracts naming the caller, of every kind, per party role; filters; a non-party gets nothing', async () => {
    // sc (100008): party B of two production contracts at each contracting organisation (the archived one included), never drafts.
    const mine = await list(sc);
    expect(mine.records.every((c) => c.kind === 'production')).toBe(true);
    expect(mine.total).toBe(DEMO_CONTRACTING_TENANTS.length * 2);
    const main = mine.records.find((c) => c.name === '滨江新区文化艺术中心幕墙专项设计分包合同' && c.tenantId === '100001')!;
    expect(main).toMatchObject({ statusContract: 2, amount: '3000000.00', ownerName: MAIN, tenantName: '华夏工程设计集团有限公司', supplement: null });
    expect(main.partyYi).toMatchObject({ bizId: '100008' });
    expect(main.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // zy (100007): the resource contracts, their amount the commission.
    expect((await list(zy)).records.map((c) => [c.kind, c.amount])).toEqual(DEMO_CONTRACTING_TENANTS.map(() => ['resource', '600000.00']));
    // yz (100005): party A of the owner contracts (not the drafts) and the owner-allocated contracts.
    const owner = await list(yz);
    expect(new Set(owner.records.map((c) => c.kind))).toEqual(new Set(['owner', 'basic']));
    expect(owner.records.some((c) => c.statusContract === 0)).toBe(false);
    expect((await list(yz, { kind: 'owner' })).total).toBe(DEMO_CONTRACTING_TENANTS.length * 5);
    expect((await list(yz, { kind: 'owner', statusContract: 1, name: '城南' })).records.map((c) => c.name)).toEqual(DEMO_CONTRACTING_TENANTS.map(() => UNSIGNED));
    expect((await list(yz, { createTimeFrom: '2000-01-01 00:00:00', createTimeTo: '2000-12-31 23:59:59' })).total).toBe(0);
    // pt (100006): party B of every owner contract (a consortium's members in order), party of the platform family, party A of production and resource contracts.
    const consortium = (await list(pt, { kind: 'owner', statusContract: 5 })).records.find((c) => c.tenantId === '100001')!;
    expect((consortium.partyYi as { bizId: string }[]).map((p) => p.bizId)).toEqual(['100006', '100001']);
    expect(new Set((await list(pt)).records.map((c) => c.kind))).toEqual(new Set(['owner', 'platform', 'project', 'basic', 'production', 'resource']));
    // The consortium's second member (100001) reads it though neither party column names it.
    expect((await list(ss, { kind: 'owner' })).records.map((c) => c.id)).toContain(consortium.id);
    // The detail answers a party only; the enterprise detail's counterpart keeps the two organisations' contracts.
    expect(expectOk<MyContract>(await sc.call(e.detail, { query: { id: main.id } })).name).toBe(main.name);
    expect(expectOk<MyContract>(await sc.request('GET', sc.path('contract', `my-contract/${main.id}/production`))).id).toBe(main.id);
    expectEnvelopeFailure(await sc.request('GET', sc.path('contract', `my-contract/${main.id}/resource`)), 400, NOT_FOUND);
    expectEnvelopeFailure(await cb.call(e.detail, { query: { id: main.id } }), 400, NOT_FOUND);
    expect((await list(cb)).total).toBe(0);
    const between = await list(ss, { counterpart: '100008' });
    expect(between.records.every((c) => c.kind === 'production' && c.tenantId === '100001')).toBe(true);
    expect(between.total).toBe(2);
    expect((await list(sc, { counterpart: '100001' })).total).toBe(2);
    expectEnvelopeFailure(await sc.call(e.page, { query: { kind: 'nope' } }), 400, '请选择合同类型');
  });

  it.skipIf(skip)('adds, edits, completes and removes a supplement on the party side only, each refusal changing nothing', async () => {
    const target = (await list(sc, { name: '幕墙专项' })).records.find((c) => c.tenantId === '100002')!;
    const scan = await upload(sc, '我方合同扫描件.pdf');
    const body = { contractId: target.id, kind: 'production', internalCode: 'JX-2026-018', contactName: '郑凯', contactPhone: '13800000008', scanAttach: [scan], remark: '我方留存正本一份' };
    // Not a party, the wrong kind, a bad phone, another's attachment: refused.
    expectEnvelopeFailure(await cb.call(e.submit, { json: body }), 400, NOT_FOUND);
    expectEnvelopeFailure(await sc.call(e.submit, { json: { ...body, kind: 'resource' } }), 400, NOT_FOUND);
    expectEnvelopeFailure(await sc.call(e.submit, { json: { ...body, contactPhone: 'abc' } }), 400, '联系人电话格式有误');
    expectEnvelopeFailure(await sc.call(e.submit, { json: { ...body, remark: '备'.repeat(201) } }), 400, '长度不能超过200个字符');
    expectEnvelopeFailure(await sc.call(e.submit, { json: { ...body, scanAttach: [await upload(cb, '别家的.pdf')] } }), 400, '附件不存在');
    expect(await db.selectFrom('contract_supplement').select('id').execute()).toEqual([]);
    const added = await scStaff.call(e.submit, { json: body });
    expect(added.body.msg).toBe(MESSAGES.created);
    const supplement = expectOk<ContractSupplement>(added);
    expect(supplement).toMatchObject({ contractId: target.id, kind: 'production', internalCode: 'JX-2026-018', scanAttach: [{ attachId: scan.attachId, name: '我方合同扫描件.pdf' }] });
    expectEnvelopeFailure(await sc.call(e.submit, { json: body }), 400, '本单位已补充过该合同，请编辑原补充信息');
    const edited = expectOk<ContractSupplement>(await sc.call(e.submit, { json: { ...body, id: supplement.id, contactName: '郑凯（商务）', scanAttach: [] } }));
    expect(edited).toMatchObject({ id: supplement.id, contactName: '郑凯（商务）', scanAttach: [] });
    // supplement: the signed copy's scans added later (请选择附件 without any).
    expectEnvelopeFailure(await sc.call(e.supplement, { json: { id: supplement.id, scanAttach: [] } }), 400, '请选择附件');
    expect(expectOk<ContractSupplement>(await sc.call(e.supplement, { json: { id: supplement.id, scanAttach: [scan] } })).scanAttach).toHaveLength(1);
    expect((await list(sc, { name: '幕墙专项' })).records.find((c) => c.id === target.id)!.supplement).toMatchObject({ id: supplement.id, contactName: '郑凯（商务）' });
    // The recording organisation does not see the party's supplement; nobody else edits or removes it.
    expect((await list(pt, { name: '幕墙专项' })).records.find((c) => c.id === target.id)?.supplement ?? null).toBeNull();
    expectEnvelopeFailure(await cb.call(e.submit, { json: { ...body, id: supplement.id } }), 400, NOT_FOUND);
    expectEnvelopeFailure(await remove(cb, supplement.id), 400, NOT_FOUND);
    expectEnvelopeFailure(await remove(scStaff, supplement.id), 403, MESSAGES.forbidden);
    expect((await remove(sc, supplement.id)).body).toMatchObject({ msg: MESSAGES.deleted });
    expect(await db.selectFrom('contract_supplement').select('id').execute()).toEqual([]);
  });
});
