import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPlatformEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractPlatformEndpoints';
import type { Page } from '@shared/api/envelope';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { toFen } from '@shared/domain/contractMoney';
import { PLATFORM_CONTRACT_MESSAGES as M, type PlatformContract, type PlatformOwnerFigures } from '@shared/domain/contractPlatform';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { TINY_PDF } from '../../support/files';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { OWNER_CONTRACT_MESSAGES } from '@shared/domain/contractOwner';

const SS = '100001';
const PT = '100006';
const YZ = '100005';
const NOW = '2026-11-20 10:00:00';

/**
 * contract-platform (spec 2 §3–§5, §7): the three kinds' parties, bounds and messages, the status
 * machine per kind with the path's kind flag, modify with history, removal of unsigned ones only,
 * button refusals, another organisation refused, and concurrent submits that cannot over-commit.
 */
describe.each(BACKENDS)('contract-platform ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let ss: ApiClient;
  let staff: ApiClient;
  let kj: ApiClient;
  let scan: ArchiveAttachment;
  /** A signed owner contract of 12 000 000.00 (platform 3 %, system 2 %, business 5 %), a draft one, and one for the concurrency test. */
  let owner: string;
  let draft: string;
  let race: string;

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

  async function ownerContract(name: string, status: number, amount: string, fees: { platform: string; sys: string; biz: string }): Promise<string> {
    const id = newId();
    const a = Number(toFen(amount));
    const [p, s, b] = [toFen(fees.platform), toFen(fees.sys), toFen(fees.biz)];
    await db
      .insertInto('contract_owner')
      .values({
        id,
        tenant_id: SS,
        name,
        status_contract: status,
        status_time: NOW,
        create_user: '1',
        create_dept: '1',
        create_time: NOW,
        update_time: NOW,
        party_jia_id: YZ,
        party_jia_name: '滨江新区城市建设投资有限公司',
        party_yi_id: PT,
        party_yi_name: '长江工程咨询有限公司',
        curr_contract_amount: a,
        platform_fee: p,
        sys_fee: s,
        biz_fee: b,
        project_cost_fee: a - p - s - b,
        ex_platform_fee: a - p,
        ex_project_fee: a - p - s,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [ss, kj] = await signIn(server, 'ss_admin', 'kj_admin');
    staff = apiClient(server.url);
    await staff.login('ss_staff', SS);
    scan = await upload(ss, '平台合同扫描件.pdf');
    owner = await ownerContract('滨江新区文化艺术中心设计合同', 2, '12000000.00', { platform: '360000.00', sys: '240000.00', biz: '600000.00' });
    draft = await ownerContract('草稿合同', 0, '1000.00', { platform: '30.00', sys: '0.00', biz: '0.00' });
    race = await ownerContract('并发合同', 2, '10000.00', { platform: '1000.00', sys: '0.00', biz: '0.00' });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const valid = (kind: string, extra: Record<string, unknown> = {}) => ({
    kind,
    contractOwnerId: owner,
    name: `${kind}合同`,
    scale: '设计服务范围',
    partyYiId: kind === 'basic' ? '' : PT,
    currContractAmount: '100000.00',
    signDate: NOW,
    scanAttach: [scan],
    remark: '备注',
    ...extra,
  });
  const submit = (api: ApiClient, body: unknown) => api.call(e.submit, { json: body });
  const add = async (kind: string, extra: Record<string, unknown> = {}) => expectOk<PlatformContract>(await submit(ss, valid(kind, extra)));
  const status = (api: ApiClient, id: string, to: number, flag: number, body: Record<string, unknown> = {}, tenant = SS) =>
    api.request('POST', api.path('contract', `contract-platform/changeStatus/${id}/${to}/${flag}/${tenant}`), { json: body });
  const detail = (api: ApiClient, id: string, type = '-1', tenant = SS) => api.request('GET', api.path('contract', `contract-platform/${id}/${type}/${tenant}`));
  const figures = async (kind: string, exclude?: string) =>
    expectOk<PlatformOwnerFigures>(await ss.request('GET', ss.path('contract', `contract-platform/owner/${owner}`), { query: { kind, ...(exclude ? { exclude } : {}) } }));

  it.skipIf(skip)('adds each kind with its parties and messages; amounts are bounded by the owner contract less the kind’s other contracts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [valid('platform', { scanAttach: [] }), M.scan],
      [valid('platform', { partyYiId: '' }), CONTRACT_MESSAGES.partyYi],
      [valid('platform', { partyYiId: YZ }), '所选单位不是本单位的合作单位或已停用'],
      [valid('platform', { currContractAmount: '' }), M.amount],
      [valid('platform', { currContractAmount: '1.234' }), '请填写正确的数字'],
      [valid('platform', { currContractAmount: '10000000000.00' }), '请填写正确的数字'],
      [valid('platform', { scale: '' }), OWNER_CONTRACT_MESSAGES.scale],
      [valid('platform', { signDate: '' }), OWNER_CONTRACT_MESSAGES.signDate],
      [valid('platform', { name: '' }), '请填写，200个字内'],
      [valid('platform', { remark: '备'.repeat(201) }), '请填写，200个字内'],
      [valid('platform', { kind: 'owner' }), '请选择合同类型'],
      [valid('platform', { contractOwnerId: '999' }), CONTRACT_MESSAGES.ownerNotFound],
      [valid('platform', { contractOwnerId: draft }), M.ownerNotInForce],
      [valid('platform', { currContractAmount: '0' }), M.platformOver],
      [valid('platform', { currContractAmount: '360000.01' }), M.platformOver],
      [valid('project', { currContractAmount: '11400000.01' }), M.projectOver],
      [valid('basic', { currContractAmount: '12000000.01' }), M.basicOver],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(ss, body), 400, message);

    const platform = await add('platform', { currContractAmount: '200000.00' });
    expect(platform).toMatchObject({ kind: 'platform', statusContract: 1, yzName: '滨江新区文化艺术中心设计合同', ptName: '长江工程咨询有限公司', currContractAmount: '200000.00', version: 0 });
    expect(platform.partyJia?.bizId).toBe(SS);
    expect(platform.partyYi?.bizId).toBe(PT);
    expect(platform.scanAttach.map((s) => s.attachId)).toEqual([scan.attachId]);
    expectEnvelopeFailure(await submit(ss, valid('platform', { currContractAmount: '160000.01' })), 400, M.platformOver);
    await add('platform', { currContractAmount: '160000.00' });
    expect(await figures('platform')).toMatchObject({ cap: '360000.00', previousTotal: '360000.00', availableAmount: '0.00', yz_currContractAmount: '12000000.00', exProjectFee: '11400000.00' });
    expect(await figures('platform', platform.id)).toMatchObject({ previousTotal: '160000.00', availableAmount: '200000.00' });

    // Project-management: scans optional; bounded by exProjectFee (11 400 000.00).
    const project = await add('project', { currContractAmount: '11000000.00', scanAttach: [] });
    expect(project.partyYi?.bizId).toBe(PT);
    expectEnvelopeFailure(await submit(ss, valid('project', { currContractAmount: '400000.01' })), 400, M.projectOver);
    // Edit: its own amount is not part of the previous total.
    expect(expectOk<PlatformContract>(await submit(ss, { ...valid('project', { currContractAmount: '11400000.00', scanAttach: [] }), id: project.id })).currContractAmount).toBe('11400000.00');

    // Owner-allocated: party A is the owner contract's owner, party B the caller.
    const basic = await add('basic', { currContractAmount: '12000000.00' });
    expect(basic.partyJia?.bizId).toBe(YZ);
    expect(basic.partyYi?.bizId).toBe(SS);

    const list = expectOk<Page<PlatformContract>>(await ss.call(e.page, { query: { type: 'platform', contractOwnerId: owner, size: -1 } }));
    expect(list.records.map((r) => r.kind)).toEqual(['platform', 'platform']);
    expect(expectOk<PlatformContract>(await detail(ss, basic.id, 'basic')).yzName).toBe('滨江新区文化艺术中心设计合同');
    expectEnvelopeFailure(await detail(ss, basic.id, 'platform'), 400, CONTRACT_MESSAGES.notFound);
    expect(expectOk<PlatformContract>(await ss.call(e.detail, { query: { id: basic.id } })).partyJia?.deptName).toBe('滨江新区城市建设投资有限公司');
  });

  it.skipIf(skip)('changes status by each kind’s machine with the kind flag, logs it, and removes only unsigned contracts', async () => {
    const platform = await add('platform', { contractOwnerId: race, currContractAmount: '10.00' });
    const project = await add('project', { contractOwnerId: race, currContractAmount: '10.00' });
    const basic = await add('basic', { contractOwnerId: race, currContractAmount: '10.00' });
    expectEnvelopeFailure(await status(ss, platform.id, 2, 0), 400, CONTRACT_MESSAGES.code);
    expectEnvelopeFailure(await status(ss, platform.id, 2, 1, { code: 'PT-1' }), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await status(ss, platform.id, 3, 0), 400, CONTRACT_MESSAGES.transition);
    expectEnvelopeFailure(await status(ss, platform.id, 2, 0, { code: 'PT-1' }, '100002'), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await status(staff, platform.id, 2, 0, { code: 'PT-1' }), 403, MESSAGES.forbidden);
    expect(expectOk<PlatformContract>(await status(ss, platform.id, 2, 0, { code: 'PT-1' }))).toMatchObject({ statusContract: 2, code: 'PT-1' });
    // Platform from 2: 4 or 5 only.
    expectEnvelopeFailure(await status(ss, platform.id, 3, 0), 400, CONTRACT_MESSAGES.transition);
    expectOk(await status(ss, platform.id, 5, 0));
    // Owner-allocated from 2: 3 or 5; from 3: 2, 4 or 5.
    expectOk(await status(ss, basic.id, 2, 1, { code: 'JC-1' }));
    expectEnvelopeFailure(await status(ss, basic.id, 4, 1), 400, CONTRACT_MESSAGES.transition);
    expectOk(await status(ss, basic.id, 3, 1));
    expectOk(await status(ss, basic.id, 4, 1));
    // Project-management from 2: 3, 4 or 5; from 3: back to 2 only.
    expectOk(await status(ss, project.id, 2, 1, { code: 'XM-1' }));
    expectOk(await status(ss, project.id, 3, 1));
    expectEnvelopeFailure(await status(ss, project.id, 4, 1), 400, CONTRACT_MESSAGES.transition);
    expectOk(await status(ss, project.id, 2, 1, { code: 'XM-1' }));
    const log = expectOk<Page<ContractStatusLogEntry>>(await ss.call(e.statusLog, { query: { recordId: project.id, size: -1 } }));
    expect(log.records.map((r) => [r.fromStatus, r.toStatus])).toEqual([
      [3, 2],
      [2, 3],
      [1, 2],
    ]);
    expect(log.records[2].code).toBe('XM-1');
    expectEnvelopeFailure(await kj.call(e.statusLog, { query: { recordId: project.id } }), 400, CONTRACT_MESSAGES.notFound);

    const unsigned = await add('project', { contractOwnerId: race, currContractAmount: '1.00' });
    const remove = (api: ApiClient, ids: string[], tenant = SS) => api.request('POST', api.path('contract', `contract-platform/remove/${ids.join(',')}/${tenant}`));
    expectEnvelopeFailure(await remove(ss, [unsigned.id, project.id]), 400, CONTRACT_MESSAGES.removeSigned);
    expectEnvelopeFailure(await remove(staff, [unsigned.id]), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await remove(ss, [unsigned.id], '100002'), 400, CONTRACT_MESSAGES.notFound);
    expect((await remove(ss, [unsigned.id])).body.msg).toBe('删除成功');
    expectEnvelopeFailure(await detail(ss, unsigned.id), 400, CONTRACT_MESSAGES.notFound);
  });

  it.skipIf(skip)('modifies signed contracts within the bounds with history; edits only unsigned ones; another organisation reaches nothing', async () => {
    const { records } = expectOk<Page<PlatformContract>>(await ss.call(e.page, { query: { type: 'project', contractOwnerId: owner, size: -1 } }));
    const project = records[0];
    const modify = (api: ApiClient, body: Record<string, unknown>) => api.call(e.modify, { json: { id: project.id, currContractAmount: '11000000.00', scale: '变更后的范围', signDate: NOW, scanAttach: [scan], remark: '备注', changeReason: '业主追加', ...body } });
    expectEnvelopeFailure(await modify(ss, {}), 400, CONTRACT_MESSAGES.modifyUnsigned);
    expectOk(await status(ss, project.id, 2, 1, { code: 'XM-9' }));
    expectEnvelopeFailure(await submit(ss, { ...valid('project', { scanAttach: [] }), id: project.id }), 400, CONTRACT_MESSAGES.editSigned);
    expectEnvelopeFailure(await modify(ss, { scanAttach: [] }), 400, M.scan);
    expectEnvelopeFailure(await modify(ss, { changeReason: '' }), 400, '请输入变更原因');
    expectEnvelopeFailure(await modify(ss, { changeReason: '因'.repeat(201) }), 400, '长度不能超过200个字符');
    expectEnvelopeFailure(await modify(ss, { currContractAmount: '11400000.01' }), 400, M.projectModifiedOver);
    expectEnvelopeFailure(await modify(ss, { currContractAmount: '0' }), 400, M.projectModifiedOver);
    expectEnvelopeFailure(await modify(staff, {}), 403, MESSAGES.forbidden);
    const lowered = expectOk<PlatformContract>(await modify(ss, { changeReason: '业主核减' }));
    expect(lowered).toMatchObject({ currContractAmount: '11000000.00', currContractAmountBefore: '11400000.00', changeAmount: '-400000.00', version: 1, changeReason: '业主核减', scale: '变更后的范围' });
    expect(lowered.partyYiOld?.bizId).toBe(PT);
    // Another project-management contract takes 300 000.00: a raise beyond what is left (100 000.00) is refused.
    await add('project', { currContractAmount: '300000.00' });
    expectEnvelopeFailure(await modify(ss, { currContractAmount: '11100000.01' }), 400, M.projectChangeOver);
    const raised = expectOk<PlatformContract>(await modify(ss, { currContractAmount: '11100000.00' }));
    expect(raised).toMatchObject({ currContractAmountBefore: '11000000.00', changeAmount: '100000.00', version: 2 });
    const history = expectOk<Page<ChangeHistory>>(await ss.call(e.history, { query: { recordId: project.id } }));
    expect(history.records.map((h) => h.changeReason)).toEqual(['业主追加', '业主核减']);
    expect(history.records[1]).toMatchObject({ before: { currContractAmount: '11400000.00', scale: '设计服务范围' }, after: { currContractAmount: '11000000.00', scale: '变更后的范围' } });

    expectEnvelopeFailure(await detail(kj, project.id, '-1', '100002'), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await detail(kj, project.id, '-1', SS), 400, CONTRACT_MESSAGES.notFound);
    expectEnvelopeFailure(await kj.call(e.detail, { query: { id: project.id } }), 400, CONTRACT_MESSAGES.notFound);
    expect(expectOk<Page<PlatformContract>>(await kj.call(e.page, { query: { size: -1 } })).records.filter((r) => r.tenantId === SS)).toEqual([]);
    expectEnvelopeFailure(await submit(kj, valid('platform')), 400, CONTRACT_MESSAGES.ownerNotFound);
    expectEnvelopeFailure(await kj.call(e.history, { query: { recordId: project.id } }), 400, CONTRACT_MESSAGES.notFound);
    // Staff may add (their button) but not another kind's modify: checked above; adding works for them.
    expectOk(await submit(staff, valid('basic', { contractOwnerId: race, currContractAmount: '1.00' })));
  });

  it.skipIf(skip)('concurrent submits on one owner contract never together exceed its platform fee', async () => {
    // 1 000.00 of platform fee less the 10.00 taken above: 9 submits of 200.00 at once, 4 fit.
    const answers = await Promise.all(Array.from({ length: 9 }, () => submit(ss, valid('platform', { contractOwnerId: race, currContractAmount: '200.00' }))));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(4);
    for (const a of answers.filter((x) => x.status !== 200)) expectEnvelopeFailure(a, 400, M.platformOver);
    expect((await figures('platform')).cap).toBe('360000.00');
  });
});
