import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { contractProductionEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractProductionEndpoints';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { ProductionContract } from '@shared/domain/contractProduction';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type Answer, type ApiClient, type TestServer } from '../../support/server';
import { CB, insertOwnerContract, PT, productionBody, SC, SJ, ST, YZ } from './contract-production-support';

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string | number>, json?: unknown): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !endpoint.path.includes(`{${k}}`)));
  return endpoint.method === 'GET' ? api.request('GET', api.path(endpoint.module, path), { query: rest }) : api.request('POST', api.path(endpoint.module, path), { json: json ?? rest });
}

const AMOUNT = '0<当前生产服务合同金额<=项目成本费剩余总额。';

describe.each(BACKENDS)('production service contracts (contract-production/*), spec 2 §3–§7 ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let manager: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let sc: ApiClient;
  let st: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj, sc, st] = await signIn(server, 'sj_admin', 'kj_admin', 'sc_admin', 'st_admin');
    manager = apiClient(server.url);
    await manager.login('sj_manager', SJ);
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const submit = (api: ApiClient, body: Record<string, unknown>) => api.call(e.submit, { json: body });
  const sign = (api: ApiClient, id: string, code = 'SC-SIGNED') => call(api, e.changeStatus, { id, statusContract: 2 }, { code });

  it.skipIf(skip)('adds with each rule and its message, parties from the partner rows, figures from the owner contract', async () => {
    // 3 000 000.00 with 2 000 000.00 project cost; 1 000 000.05 of it shows the share's rounding.
    const owner = await insertOwnerContract(db, SJ, '3000000.00', '2000000.00', '滨江测试业主合同');
    const cases: [Record<string, unknown>, string][] = [
      [{ contractOwnerId: '' }, '请填写'],
      [{ contractOwnerId: '999999999' }, '业主项目合同不存在或已删除'],
      [{ name: ' ' }, '请填写，200个字内'],
      [{ name: 'x'.repeat(201) }, '请填写，200个字内'],
      [{ code: '' }, '请填写合同编号'],
      [{ type: '' }, '请选择类型'],
      [{ type: '1,9' }, '请选择类型'],
      [{ partyJia: '' }, '请选择甲方单位'],
      [{ partyYi: undefined }, '请选择乙方单位'],
      [{ partyJia: SC }, '所选单位不是本单位的合作单位或已停用'],
      [{ partyYi: YZ }, '所选单位不是本单位的合作单位或已停用'],
      // The publisher is a disabled partner of 100004 (demo data).
      [{ partyYi: CB }, '所选单位不是本单位的合作单位或已停用'],
      [{ signDate: '' }, '请选择签订日期'],
      [{ currContractAmount: '' }, '请填写正确的数字'],
      [{ currContractAmount: '1.234' }, '请填写正确的数字'],
      [{ currContractAmount: '0' }, AMOUNT],
      [{ currContractAmount: '10000000000.00' }, AMOUNT],
      [{ currContractAmount: '2000000.01' }, AMOUNT],
      [{ subcontractingDesc: '' }, '请填写分包说明，2000个字内'],
      [{ subcontractingDesc: 'x'.repeat(2001) }, '请填写分包说明，2000个字内'],
      [{ remark: 'x'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [over, message] of cases) expectEnvelopeFailure(await submit(admin, productionBody(owner, over)), 400, message);
    expect(await db.selectFrom('contract_production').select('id').where('contract_owner_id', '=', owner).execute()).toEqual([]);

    const added = await submit(admin, productionBody(owner, { currContractAmount: '1000000.05', produceDivideOwner: '99.99', statusContract: 2, partyJia: PT }));
    expect(added.body.msg).toBe('新增成功');
    const c = expectOk<ProductionContract>(added);
    const pt = await db.selectFrom('tenant').select(['name', 'code']).where('tenant_id', '=', PT).executeTakeFirstOrThrow();
    expect(c).toMatchObject({
      contractOwnerId: owner,
      yzName: '滨江测试业主合同',
      yz_currContractAmount: '3000000.00',
      projectCostFee: '2000000.00',
      costSurplus: '999999.95',
      statusContract: 1,
      type: '1,3',
      currContractAmount: '1000000.05',
      // 1 000 000.05 / 3 000 000 = 33.3333350 % → 33.33; the client's 99.99 is ignored.
      produceDivideOwner: '33.33',
      partyJia: { bizId: PT, deptName: pt.name, code: pt.code },
      partyYi: { bizId: SC },
      requestTotalAmount: '0.00',
      tenantName: expect.any(String),
    });
    // The remaining cost is what is left: exactly the rest fits, a fen more does not.
    expectEnvelopeFailure(await submit(admin, productionBody(owner, { currContractAmount: '999999.96' })), 400, AMOUNT);
    const rest = expectOk<ProductionContract>(await submit(admin, productionBody(owner, { currContractAmount: '999999.95', partyYi: ST })));
    expect(rest.costSurplus).toBe('0.00');

    // Edit: its own amount is left out of the remaining cost; a raise beyond it is refused.
    const edited = expectOk<ProductionContract>(await submit(staff, productionBody(owner, { id: c.id, currContractAmount: '1000000.05', name: '改名后的合同' })));
    expect(edited.name).toBe('改名后的合同');
    expectEnvelopeFailure(await submit(admin, productionBody(owner, { id: c.id, currContractAmount: '1000000.06' })), 400, AMOUNT);

    // Lists: one owner contract's, and the organisation's; the detail by detail/{id}.
    const listed = expectOk<Page<ProductionContract>>(await admin.call(e.page, { query: { contractOwnerId: owner, size: 10 } }));
    expect(listed.records.map((r) => r.id).sort()).toEqual([c.id, rest.id].sort());
    const detail = expectOk<ProductionContract>(await call(admin, e.detail, { id: c.id }));
    expect(detail).toMatchObject({ id: c.id, productContractAmount: '0.00', costSurplus: '0.00' });
    // Another organisation reaches nothing of it.
    expectEnvelopeFailure(await call(kj, e.detail, { id: c.id }), 400, '合同不存在或已删除');
    expect(expectOk<Page<ProductionContract>>(await kj.call(e.page, { query: { size: 100 } })).records.some((r) => r.id === c.id)).toBe(false);
    expectEnvelopeFailure(await submit(kj, productionBody(owner)), 400, '业主项目合同不存在或已删除');
    expectEnvelopeFailure(await submit(kj, productionBody(owner, { id: c.id })), 400);
  });

  it.skipIf(skip)('signs, pauses, voids along the machine with its log; edits only unsigned; modifies with history; removes only unsigned', async () => {
    const owner = await insertOwnerContract(db, SJ, '1000000.00', '500000.00');
    const c = expectOk<ProductionContract>(await submit(admin, productionBody(owner, { currContractAmount: '300000.00' })));
    // Modify of an unsigned contract is refused; the staff member has no status or modify button.
    expectEnvelopeFailure(await admin.call(e.modify, { json: { ...productionBody(owner, { currContractAmount: '310000.00' }), id: c.id, changeReason: '增加范围' } }), 400, '只能变更已签订或已暂停的合同');
    expectEnvelopeFailure(await sign(staff, c.id), 403);
    expectEnvelopeFailure(await call(manager, e.changeStatus, { id: c.id, statusContract: 2 }, { code: ' ' }), 400, '请填写合同编号');
    expectEnvelopeFailure(await call(manager, e.changeStatus, { id: c.id, statusContract: 3 }, {}), 400, '不允许的合同状态变更');
    const signed = expectOk<ProductionContract>(await sign(manager, c.id, 'SC-888'));
    expect(signed).toMatchObject({ statusContract: 2, code: 'SC-888', productContractAmount: '300000.00' });
    expectEnvelopeFailure(await submit(admin, productionBody(owner, { id: c.id })), 400, '合同已签订，请通过合同变更修改');
    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: c.id, tenantId: SJ } }), 400, '只能删除未签订的合同');

    // Modify: reason required, the raise must fit in the remaining cost (200 000.00 left).
    const modify = (over: Record<string, unknown>) => ({ ...productionBody(owner, { code: 'SC-888' }), id: c.id, changeReason: '增加施工图审查范围', ...over });
    expectEnvelopeFailure(await admin.call(e.modify, { json: modify({ changeReason: '' }) }), 400, '请输入变更原因');
    expectEnvelopeFailure(await admin.call(e.modify, { json: modify({ changeReason: 'x'.repeat(501) }) }), 400);
    expectEnvelopeFailure(await admin.call(e.modify, { json: modify({ currContractAmount: '500000.01' }) }), 400, '本次变更金额<=项目成本费剩余总额');
    expectEnvelopeFailure(await staff.call(e.modify, { json: modify({ currContractAmount: '350000.00' }) }), 403);
    const modified = expectOk<ProductionContract>(await manager.call(e.modify, { json: modify({ currContractAmount: '500000.00', partyYi: ST }) }));
    expect(modified).toMatchObject({ currContractAmount: '500000.00', currContractAmountBefore: '300000.00', changeAmount: '200000.00', version: 1, produceDivideOwner: '50.00', partyYi: { bizId: SC }, partyYiOld: { bizId: SC }, costSurplus: '0.00', changeReason: '增加施工图审查范围' });
    // A lowering is a negative change and always fits.
    const lowered = expectOk<ProductionContract>(await manager.call(e.modify, { json: modify({ currContractAmount: '450000.00', changeReason: '减少范围' }) }));
    expect(lowered).toMatchObject({ changeAmount: '-50000.00', version: 2, currContractAmountBefore: '500000.00' });
    const history = expectOk<Page<ChangeHistory>>(await admin.call(e.history, { query: { recordId: c.id } }));
    expect(history.records.map((h) => [h.changeReason, h.before.currContractAmount, h.after.currContractAmount])).toEqual([
      ['减少范围', '500000.00', '450000.00'],
      ['增加施工图审查范围', '300000.00', '500000.00'],
    ]);
    expectEnvelopeFailure(await kj.call(e.history, { query: { recordId: c.id } }), 400, '合同不存在或已删除');

    // 2 → 3 → 2 → 4; nothing leaves 4; voiding frees the reserved cost.
    expectOk(await call(manager, e.changeStatus, { id: c.id, statusContract: 3 }, {}));
    expectEnvelopeFailure(await call(manager, e.changeStatus, { id: c.id, statusContract: 4 }, {}), 400, '不允许的合同状态变更');
    expectOk(await call(manager, e.changeStatus, { id: c.id, statusContract: 2 }, { code: 'SC-888' }));
    const voided = expectOk<ProductionContract>(await call(manager, e.changeStatus, { id: c.id, statusContract: 4 }, {}));
    expect(voided.costSurplus).toBe('500000.00');
    expectEnvelopeFailure(await call(manager, e.changeStatus, { id: c.id, statusContract: 5 }, {}), 400, '不允许的合同状态变更');
    const log = expectOk<Page<ContractStatusLogEntry>>(await admin.call(e.statusLog, { query: { id: c.id } }));
    expect(log.records.map((l) => [l.fromStatus, l.toStatus]).reverse()).toEqual([
      [1, 2],
      [2, 3],
      [3, 2],
      [2, 4],
    ]);
    expectEnvelopeFailure(await kj.call(e.statusLog, { query: { id: c.id } }), 400, '合同不存在或已删除');

    // Remove: only unsigned; staff and managers lack the button; all or nothing.
    const unsigned = expectOk<ProductionContract>(await submit(admin, productionBody(owner, { currContractAmount: '1.00' })));
    expectEnvelopeFailure(await manager.call(e.remove, { json: { ids: unsigned.id, tenantId: SJ } }), 403);
    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: `${unsigned.id},${c.id}`, tenantId: SJ } }), 400, '只能删除未签订的合同');
    expect((await admin.call(e.remove, { json: { ids: unsigned.id, tenantId: SJ } })).body.msg).toBe('删除成功');
    expectEnvelopeFailure(await call(admin, e.detail, { id: unsigned.id }), 400, '合同不存在或已删除');
  });

  it.skipIf(skip)('party B reads the contracts naming it, read-only; a non-party reads none', async () => {
    const owner = await insertOwnerContract(db, SJ, '800000.00', '600000.00');
    const c = expectOk<ProductionContract>(await submit(admin, productionBody(owner, { name: '生产团队可见的合同', currContractAmount: '1234.56' })));
    const mine = expectOk<Page<ProductionContract>>(await sc.call(e.partyPage, { query: { size: 100 } }));
    const seen = mine.records.find((r) => r.id === c.id);
    expect(seen).toMatchObject({ tenantId: SJ, yz_currContractAmount: '800000.00', currContractAmount: '1234.56', partyYi: { bizId: SC } });
    expect(mine.records.every((r) => r.partyYi?.bizId === SC)).toBe(true);
    expect(expectOk<Page<ProductionContract>>(await sc.call(e.partyPage, { query: { name: '生产团队可见', size: 10 } })).total).toBe(1);
    expect(expectOk<ProductionContract>(await call(sc, e.partyDetail, { id: c.id })).name).toBe('生产团队可见的合同');
    expect(expectOk<Page<ContractStatusLogEntry>>(await sc.call(e.statusLog, { query: { id: c.id } })).total).toBe(0);
    // The review body is no party of it; the production team cannot write it.
    expect(expectOk<Page<ProductionContract>>(await st.call(e.partyPage, { query: { size: 100 } })).records.some((r) => r.id === c.id)).toBe(false);
    expectEnvelopeFailure(await call(st, e.partyDetail, { id: c.id }), 400, '合同不存在或已删除');
    expectEnvelopeFailure(await call(sc, e.detail, { id: c.id }), 400, '合同不存在或已删除');
    expectEnvelopeFailure(await sign(sc, c.id), 400);
    expect((await db.selectFrom('contract_production').select('status_contract').where('id', '=', c.id).executeTakeFirstOrThrow()).status_contract).toBe(1);
  });
});
