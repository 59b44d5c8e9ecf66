/**
 * Bank cards (biz-bankcard/*) on SQLite and PostgreSQL: the one-default rule (also under two saves at
 * once), each message, the button codes, another organisation's cards neither listed, read, changed
 * nor removed — and the read-only exception for an organisation's partners and the operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { partnerEndpoints as e } from '@shared/api/partnerEndpoints';
import type { BankCard } from '@shared/domain/bankCard';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid = { accType: 1, accName: '远景建筑设计研究院有限公司', openBank: '招商银行上海分行', bankAcc: '6214830100001234', isDefault: 0, remark: '' };

describe.each(BACKENDS)('bank cards biz-bankcard/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let gl: ApiClient;
  let yz: ApiClient;
  let admin: ApiClient;
  let multi: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, gl, yz, admin, multi] = await signIn(server, 'sj_admin', 'gl_admin', 'yz_admin', 'admin', 'multi');
  });
  afterAll(() => server?.close());

  const cards = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<BankCard>>(await api.call(e.bankCardPage, { query: { size: -1, ...query } }));
  const submit = (api: ApiClient, body: unknown) => api.call(e.bankCardSubmit, { json: body });
  const defaults = async (api: ApiClient) => (await cards(api)).records.filter((c) => c.isDefault === 1).map((c) => c.id);

  it.skipIf(skip)('lists the two demo cards, the default first, with the organisation and creator', async () => {
    const page = await cards(sj);
    expect(page.total).toBe(2);
    expect(page.records[0]).toMatchObject({ isDefault: 1, accType: 1, orgName: '远景建筑设计研究院有限公司', createUserName: '张明远' });
    expect(page.records[1].isDefault).toBe(0);
  });

  it.skipIf(skip)('answers each rule with its message and creates nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, accType: '' }, '请选择账户类型'],
      [{ ...valid, accType: 3 }, '请选择账户类型'],
      [{ ...valid, accName: '' }, '请输入账户名称'],
      [{ ...valid, accName: '名'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...valid, openBank: '' }, '请输入开户银行'],
      [{ ...valid, openBank: '行'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...valid, bankAcc: '' }, '请输入银行账号'],
      [{ ...valid, bankAcc: '0214830100001234' }, '银行账号只能为数字且不能以0开头'],
      [{ ...valid, bankAcc: '6214 8301 0000' }, '银行账号只能为数字且不能以0开头'],
      [{ ...valid, bankAcc: '1'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...valid, isDefault: undefined }, '请选择是否默认'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(sj, body), 400, message);
    expect((await cards(sj)).total).toBe(2);
  });

  it.skipIf(skip)('keeps exactly one default: a new default unsets the old one; the default is neither un-defaulted nor removed while others exist', async () => {
    const [oldDefault] = await defaults(sj);
    const added = await submit(sj, { ...valid, isDefault: 1 });
    expect(added.body.msg).toBe('新增成功');
    const card = expectOk<BankCard>(added);
    expect(card.isDefault).toBe(1);
    expect(await defaults(sj)).toEqual([card.id]);

    expectEnvelopeFailure(await submit(sj, { ...valid, id: card.id, isDefault: 0 }), 400, '默认银行卡不能取消默认，请先将另一张银行卡设为默认');
    expectEnvelopeFailure(await sj.call(e.bankCardRemove, { json: { ids: card.id } }), 400, '默认银行卡不能删除，请先将另一张银行卡设为默认');
    expect(await defaults(sj)).toEqual([card.id]);

    const back = await submit(sj, { ...(await cards(sj)).records.find((c) => c.id === oldDefault), isDefault: 1 });
    expect(back.body.msg).toBe('更新成功');
    expect(await defaults(sj)).toEqual([oldDefault]);
    expect((await sj.call(e.bankCardRemove, { json: { ids: card.id } })).body.msg).toBe('删除成功');
    expect((await cards(sj)).total).toBe(2);
  });

  it.skipIf(skip)('makes the first card the default whatever was chosen, and removes the last card', async () => {
    for (const c of (await cards(yz)).records.filter((c) => c.isDefault === 0)) expectOk(await yz.call(e.bankCardRemove, { json: { ids: c.id } }));
    const [only] = await defaults(yz);
    expectOk(await yz.call(e.bankCardRemove, { json: { ids: only } }));
    expect((await cards(yz)).total).toBe(0);
    const first = expectOk<BankCard>(await submit(yz, { ...valid, accName: '滨江新区城市建设投资有限公司', isDefault: 0 }));
    expect(first.isDefault).toBe(1);
    const second = expectOk<BankCard>(await submit(yz, { ...valid, accType: 2, accName: '王丽华', bankAcc: '6222000011112222', isDefault: 0 }));
    expect(second.isDefault).toBe(0);
    // Removing every card at once removes the default with them.
    expectOk(await yz.call(e.bankCardRemove, { json: { ids: `${first.id},${second.id}` } }));
    expect((await cards(yz)).total).toBe(0);
  });

  it.skipIf(skip)('saves as default at once (two, then six) all succeed and leave exactly one default', async () => {
    const many = (n: number, from: number) => Promise.all(Array.from({ length: n }, (_, i) => submit(gl, { ...valid, bankAcc: `62000000000000${from + i}`, isDefault: 1 })));
    const saved = [...(await many(2, 10)), ...(await many(6, 20))].map((a) => expectOk<BankCard>(a));
    const now = await defaults(gl);
    expect(now).toHaveLength(1);
    expect(saved.map((c) => c.id)).toContain(now[0]);
  });

  it.skipIf(skip)('refuses a manager the bank card buttons (403) and changes nothing', async () => {
    const [card] = (await cards(multi)).records;
    expectEnvelopeFailure(await submit(multi, { ...valid }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await submit(multi, { ...valid, id: card.id }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await multi.call(e.bankCardRemove, { json: { ids: card.id } }), 403, '没有权限访问该资源');
    expect((await cards(sj)).total).toBe(2);
  });

  it.skipIf(skip)("never lists, reads, changes or removes another organisation's card; a partner and the operator only read them", async () => {
    const theirs = (await cards(sj)).records[0];
    expect((await cards(gl)).records.some((c) => c.id === theirs.id)).toBe(false);
    expectEnvelopeFailure(await gl.call(e.bankCardDetail, { query: { id: theirs.id } }), 400, '银行卡不存在或已删除');
    expectEnvelopeFailure(await submit(gl, { ...valid, id: theirs.id, isDefault: 1 }), 400, '银行卡不存在或已删除');
    expectEnvelopeFailure(await gl.call(e.bankCardRemove, { json: { ids: theirs.id } }), 400, '银行卡不存在或已删除');
    // The management company is not the design institute's partner; the code does not open its cards.
    expectEnvelopeFailure(await gl.call(e.bankCardPage, { query: { code: 'ORG100004' } }), 400, '单位不存在或无权查看其银行卡');
    expectEnvelopeFailure(await gl.call(e.bankCardPage, { query: { code: 'NOSUCHORG' } }), 400, '单位不存在或无权查看其银行卡');
    // The owner unit is a partner of the design institute: its cards are readable there, not writable.
    const partnerCards = await cards(sj, { code: 'ORG100005' });
    expect(partnerCards.total).toBeGreaterThanOrEqual(0);
    expect(partnerCards.records.every((c) => c.tenantId === '100005')).toBe(true);
    expect((await cards(admin, { code: 'ORG100004' })).records.map((c) => c.id)).toContain(theirs.id);
    expectEnvelopeFailure(await admin.call(e.bankCardDetail, { query: { id: theirs.id } }), 400, '银行卡不存在或已删除');
    expect(expectOk<BankCard>(await sj.call(e.bankCardDetail, { query: { id: theirs.id } })).bankAcc).toBe(theirs.bankAcc);
  });
});
