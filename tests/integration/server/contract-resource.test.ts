import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractResourceEndpoints as e } from '@shared/api/contractResourceEndpoints';
import type { Page } from '@shared/api/envelope';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { RESOURCE_CONTRACT_MESSAGES as M, type ResourceContract } from '@shared/domain/contractResource';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { OWNER_CONTRACT_MESSAGES } from '@shared/domain/contractOwner';

const SJ = '100004';
const ZY = '100007';

/**
 * contract-resource (spec 2 §5 "Resource-provider service contract", §7): each message, the commission
 * computed from the owner contract, remaining-cost refusals against production rows written straight
 * into the database, the status machine, modify with history, remove only unsigned, party B's read
 * and a stranger refused, button refusals, and concurrent submits that never over-commit.
 */
describe.each(BACKENDS)('resource-provider service contracts ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;
  let kj: ApiClient;
  let zy: ApiClient;
  let sc: ApiClient;
  let staff: ApiClient;
  let owner: string;
  let kjOwner: string;
  let anchor: { create_user: string; create_dept: string };

  /** An owner contract of `tenantId` (12 000 000.00, project cost 10 800 000.00), signed, written straight into the table. */
  async function ownerContract(tenantId: string, name: string): Promise<string> {
    const id = newId();
    const now = timestamp();
    await db
      .insertInto('contract_owner')
      .values({
        id,
        tenant_id: tenantId,
        code: `YZ-${id.slice(-6)}`,
        name,
        party_jia_id: '100005',
        party_jia_name: '业主单位',
        party_yi_id: '100006',
        party_yi_name: '平台单位',
        curr_contract_amount: 1_200_000_000,
        biz_fee: 60_000_000,
        project_cost_fee: 1_080_000_000,
        status_contract: 2,
        status_time: now,
        ...anchor,
        create_time: now,
        update_time: now,
      })
      .execute();
    return id;
  }

  /** A production contract reserving `fen` of the owner contract's project cost. */
  async function production(ownerId: string, fen: number, status: number): Promise<void> {
    const now = timestamp();
    await db
      .insertInto('contract_production')
      .values({ id: newId(), tenant_id: SJ, contract_owner_id: ownerId, name: '生产', curr_contract_amount: fen, status_contract: status, status_time: now, ...anchor, create_time: now, update_time: now })
      .execute();
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, kj, zy, sc] = await signIn(server, 'sj_admin', 'kj_admin', 'zy_admin', 'sc_admin');
    staff = apiClient(server.url);
    await staff.login('sj_staff', SJ);
    const user = await db.selectFrom('app_user').select('id').where('account', '=', 'sj_admin').executeTakeFirstOrThrow();
    const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', SJ).orderBy('sort').executeTakeFirstOrThrow();
    anchor = { create_user: user.id, create_dept: dept.id };
    owner = await ownerContract(SJ, '滨江资源测试合同');
    kjOwner = await ownerContract('100002', '别家的业主合同');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const valid = () => ({
    contractOwnerId: owner,
    yzName: '滨江资源测试合同',
    yzCode: 'YZ-1',
    name: '资源方服务合同一',
    code: '',
    scale: '提供项目资源对接服务',
    partyJia: { bizId: SJ, deptName: '随便写', code: '' },
    partyYi: { bizId: ZY, deptName: '随便写', code: '' },
    signDate: '2026-11-20 10:00:00',
    commissionPercent: '12.5',
    // Derived: ignored, the server computes it from the owner contract.
    commissionAmount: '1.00',
    remark: '',
  });
  const submit = (api: ApiClient, body: unknown) => api.call(e.submit, { json: body });
  const status = (api: ApiClient, id: string, to: number, code?: string) => api.request('POST', api.path('contract', `contract-resource/changeStatus/${id}/${to}`), { json: code === undefined ? {} : { code } });
  const detail = async (id: string) => expectOk<ResourceContract>(await sj.call(e.detail, { query: { id } }));

  it.skipIf(skip)('adds with the commission from the owner contract, refuses each bad field with its message, checks parties and the remaining cost', async () => {
    const first = expectOk<ResourceContract>(await submit(sj, valid()));
    expect(first).toMatchObject({
      statusContract: 1,
      commissionPercent: '12.50',
      commissionAmount: '1500000.00',
      yzName: '滨江资源测试合同',
      yz_currContractAmount: '12000000.00',
      projectCostFee: '10800000.00',
      bizFee: '600000.00',
      costSurplus: '9300000.00',
      resourceContractAmount: '0.00',
      commissionAmountAfter: '1500000.00',
      partyJia: { bizId: SJ, deptName: expect.not.stringMatching('随便写') },
      partyYi: { bizId: ZY, deptName: '蓝图工程资源服务有限公司' },
      tenantName: expect.any(String),
      createUserName: expect.any(String),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ commissionPercent: '0' }, M.commission],
      [{ commissionPercent: '100.01' }, M.commission],
      [{ commissionPercent: '1.234' }, M.commission],
      [{ commissionPercent: '' }, M.commission],
      [{ scale: '' }, OWNER_CONTRACT_MESSAGES.scale],
      [{ scale: '规'.repeat(2001) }, OWNER_CONTRACT_MESSAGES.scale],
      [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ name: ' ' }, M.name],
      [{ yzCode: '' }, M.yzCode],
      [{ yzCode: '码'.repeat(201) }, '长度不能超过200个字符'],
      [{ partyJia: undefined }, CONTRACT_MESSAGES.partyJia],
      [{ partyYi: undefined }, CONTRACT_MESSAGES.partyYi],
      [{ signDate: '' }, OWNER_CONTRACT_MESSAGES.signDate],
      [{ contractOwnerId: '' }, M.owner],
      [{ contractOwnerId: kjOwner }, CONTRACT_MESSAGES.ownerNotFound],
      [{ partyJia: { bizId: '100002' } }, M.partyJiaNotOwner],
      // Party B: a zy partner with a signed agreement; a production team (sc) or a stranger is refused.
      [{ partyYi: { bizId: '100008' } }, PROJECT_MESSAGES.partyNotPartner],
      [{ partyYi: { bizId: '100002' } }, PROJECT_MESSAGES.partyNotPartner],
    ];
    for (const [change, message] of cases) expectEnvelopeFailure(await submit(sj, { ...valid(), ...change }), 400, message);
    // Party A may be the owner contract's owner or platform.
    const byOwner = expectOk<ResourceContract>(await submit(sj, { ...valid(), name: '甲方为业主', commissionPercent: '0.01', partyJia: { bizId: '100005' } }));
    expect(byOwner).toMatchObject({ commissionAmount: '1200.00', partyJia: { bizId: '100005' } });

    // Production contracts take the rest down to 1 000 000.00 remaining (a voided one reserves nothing).
    await production(owner, 1_080_000_000 - 150_000_000 - 120_000 - 100_000_000, 2);
    await production(owner, 500_000_000, 4);
    expect((await detail(first.id)).costSurplus).toBe('1000000.00');
    expectEnvelopeFailure(await submit(sj, { ...valid(), commissionPercent: '8.34' }), 400, M.overCost);
    // Editing itself: its own amount is not counted against it (1 500 000 + 1 000 000 = 2 500 000 at most).
    expectEnvelopeFailure(await submit(sj, { ...valid(), id: first.id, commissionPercent: '20.84' }), 400, M.overCost);
    const edited = expectOk<ResourceContract>(await submit(sj, { ...valid(), id: first.id, commissionPercent: '20.83', partyYi: { bizId: '100002' } }));
    // An edit keeps party B whatever the body says.
    expect(edited).toMatchObject({ commissionAmount: '2499600.00', costSurplus: '400.00', partyYi: { bizId: ZY } });
    // 400.00 remain: the smallest commission (0.01 % = 1 200.00) no longer fits.
    expectEnvelopeFailure(await submit(sj, { ...valid(), commissionPercent: '0.01' }), 400, M.overCost);
    expectOk(await sj.call(e.remove, { json: { ids: byOwner.id } }));
    expect((await detail(first.id)).costSurplus).toBe('1600.00');

    // Staff may add and edit but not change status, modify or remove; another organisation reaches nothing.
    expectEnvelopeFailure(await status(staff, first.id, 2, 'ZY-001'), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await staff.call(e.remove, { json: { ids: first.id } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await kj.call(e.detail, { query: { id: first.id } }), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await submit(kj, { ...valid(), id: first.id }), 400, CONTRACT_MESSAGES.ownerNotFound);
    expectEnvelopeFailure(await status(kj, first.id, 2, 'X'), 400, CONTRACT_MESSAGES.notFound);
    expect((await expectOk<Page<ResourceContract>>(await kj.call(e.page, { query: { size: -1 } }))).records.map((r) => r.id)).not.toContain(first.id);
    // The spec's /{id}/{tenantId} detail: the caller's own organisation only.
    expect(expectOk<ResourceContract>(await sj.request('GET', sj.path('contract', `contract-resource/${first.id}/${SJ}`))).id).toBe(first.id);
    expectEnvelopeFailure(await sj.request('GET', sj.path('contract', `contract-resource/${first.id}/100002`)), 400, CONTRACT_MESSAGES.notFound);
  });

  it.skipIf(skip)('status machine with its log, edit and remove only unsigned, modify with history; party B reads, a stranger is refused', async () => {
    const owner2 = await ownerContract(SJ, '第二个业主合同');
    const base = { ...valid(), contractOwnerId: owner2, commissionPercent: '10' };
    const c = expectOk<ResourceContract>(await submit(sj, base));
    const other = expectOk<ResourceContract>(await submit(sj, { ...base, name: '未签订的', commissionPercent: '1' }));
    expectEnvelopeFailure(await sj.call(e.modify, { json: { ...base, id: other.id, changeReason: '调整' } }), 400, CONTRACT_MESSAGES.modifyUnsigned);
    expectEnvelopeFailure(await status(sj, c.id, 3), 400, CONTRACT_MESSAGES.transition);
    expectEnvelopeFailure(await status(sj, c.id, 2), 400, CONTRACT_MESSAGES.code);
    expectEnvelopeFailure(await status(sj, c.id, 9), 400, CONTRACT_MESSAGES.status);
    const signed = expectOk<ResourceContract>(await status(sj, c.id, 2, ' ZY-2026-001 '));
    expect(signed).toMatchObject({ statusContract: 2, code: 'ZY-2026-001', resourceContractAmount: '1200000.00', commissionAmountAfter: '1200000.00' });
    expectEnvelopeFailure(await submit(sj, { ...base, id: c.id }), 400, CONTRACT_MESSAGES.editSigned);
    expectEnvelopeFailure(await sj.call(e.remove, { json: { ids: `${other.id},${c.id}` } }), 400, CONTRACT_MESSAGES.removeSigned);
    expect((await detail(other.id)).id).toBe(other.id);

    // Modify: a reason, a raise within the remaining cost (10 800 000 − 1 200 000 − 120 000 left 9 480 000).
    expectEnvelopeFailure(await sj.call(e.modify, { json: { ...base, id: c.id } }), 400, '请输入变更原因');
    expectEnvelopeFailure(await sj.call(e.modify, { json: { ...base, id: c.id, changeReason: '理'.repeat(501) } }), 400, '长度不能超过500个字符');
    expectEnvelopeFailure(await sj.call(e.modify, { json: { ...base, id: c.id, commissionPercent: '89.01', changeReason: '扩大' } }), 400, M.change);
    expectEnvelopeFailure(await staff.call(e.modify, { json: { ...base, id: c.id, commissionPercent: '12', changeReason: '扩大' } }), 403, MESSAGES.forbidden);
    const modified = expectOk<ResourceContract>(await sj.call(e.modify, { json: { ...base, id: c.id, commissionPercent: '12', partyYi: { bizId: '100002' }, changeReason: '服务范围扩大' } }));
    expect(modified).toMatchObject({
      commissionPercent: '12.00',
      commissionAmount: '1440000.00',
      preCommissionPercent: '10.00',
      preCommissionAmount: '1200000.00',
      changeAmount: '240000.00',
      changeReason: '服务范围扩大',
      version: 1,
      statusContract: 2,
      code: 'ZY-2026-001',
      partyYi: { bizId: ZY },
      partyYiOld: { bizId: ZY },
      commissionAmountAfter: '1440000.00',
    });
    const history = expectOk<Page<ChangeHistory>>(await sj.call(e.history, { query: { recordId: c.id } }));
    expect(history.records[0]).toMatchObject({ changeReason: '服务范围扩大', before: { commissionPercent: '10.00', commissionAmount: '1200000.00' }, after: { commissionPercent: '12.00', commissionAmount: '1440000.00' } });
    expectEnvelopeFailure(await kj.call(e.history, { query: { recordId: c.id } }), 400, CONTRACT_MESSAGES.notFound);

    // 2 → 3 → (4 refused) → 2 → 5, each logged; 5 goes nowhere.
    expectOk(await status(sj, c.id, 3));
    expectEnvelopeFailure(await status(sj, c.id, 4), 400, CONTRACT_MESSAGES.transition);
    expectOk(await status(sj, c.id, 2, 'ZY-2026-001'));
    expectOk(await status(sj, c.id, 5));
    expectEnvelopeFailure(await status(sj, c.id, 2, 'ZY'), 400, CONTRACT_MESSAGES.transition);
    const log = expectOk<Page<{ fromStatus: number; toStatus: number; code: string }>>(await sj.call(e.statusLog, { query: { id: c.id } }));
    expect(log.records.map((r) => [r.fromStatus, r.toStatus])).toEqual([
      [2, 5],
      [3, 2],
      [2, 3],
      [1, 2],
    ]);

    // Party B (zy) reads the contract of another organisation naming it, never writes; others are refused.
    const seen = expectOk<Page<ResourceContract>>(await zy.call(e.partyPage, { query: { size: -1, name: '资源方' } }));
    expect(seen.records.map((r) => r.id)).toContain(c.id);
    // Every row names the provider as party B (the demo contracts of other organisations included).
    expect(seen.records.every((r) => r.partyYi?.bizId === ZY)).toBe(true);
    expect(expectOk<ResourceContract>(await zy.call(e.partyDetail, { query: { id: c.id } }))).toMatchObject({ id: c.id, yzName: '第二个业主合同', commissionAmount: '1440000.00' });
    expect(expectOk<Page<unknown>>(await zy.call(e.statusLog, { query: { id: c.id } })).total).toBe(4);
    expectEnvelopeFailure(await zy.call(e.detail, { query: { id: c.id } }), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await zy.call(e.modify, { json: { ...base, id: c.id, changeReason: '改' } }), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await sc.call(e.partyDetail, { query: { id: c.id } }), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await sc.call(e.statusLog, { query: { id: c.id } }), 400, CONTRACT_MESSAGES.notFound);
    expect(expectOk<Page<unknown>>(await sc.call(e.partyPage, { query: { size: -1 } })).total).toBe(0);

    // An unsigned one is removed.
    expect((await sj.call(e.remove, { json: { ids: other.id } })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('concurrent submits on one owner contract never promise more than its remaining cost', async () => {
    const owner3 = await ownerContract(SJ, '并发业主合同');
    // 10 800 000 project cost; each submit takes 5 % (600 000): at most 18 fit, 24 are fired at once.
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => submit(sj, { ...valid(), contractOwnerId: owner3, name: `并发${i}`, commissionPercent: '5' })));
    const ok = answers.filter((a) => a.status === 200 && (a.body as { code: number }).code === 200).length;
    expect(ok).toBe(18);
    for (const a of answers.filter((x) => (x.body as { code: number }).code !== 200)) expect((a.body as { msg: string }).msg).toBe(M.overCost);
    const page = expectOk<Page<ResourceContract>>(await sj.call(e.page, { query: { contractOwnerId: owner3, size: -1 } }));
    expect(page.total).toBe(18);
    expect(page.records[0].costSurplus).toBe('0.00');
  });
});
