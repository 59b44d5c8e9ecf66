import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { expertEndpoints } from '@shared/api/expertEndpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import type { ExpertCert } from '@shared/domain/expertCert';
import type { ExpertApplication, ExpertInfo } from '@shared/domain/expertReview';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const cert = {
  phone: '13900000008',
  realName: '周工',
  areaCode: '110101',
  sex: '1',
  position: '总工',
  educational: '3',
  university: '同济大学',
  major: '土木工程',
  industryName: '建筑工程',
  majorName: '结构设计',
  certificate: 'https://oss.example.com/a.png,https://oss.example.com/b.png',
};

/**
 * The reviewer's side of expert certification (spec 3 §2, §4, §5 "Expert review") and the expert
 * record (§3): demo experts kj_staff pending at 100002, gl_staff rejected at 100003, st_staff and
 * sj_staff certified at 100009 and 100004.
 */
describe.each(BACKENDS)('expert review user-base/certList, listDetail, changeStatus, detail, submit ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let kj: ApiClient, kjManager: ApiClient, kjStaff: ApiClient, gl: ApiClient, glStaff: ApiClient, st: ApiClient, stStaff: ApiClient, sj: ApiClient, sjManager: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [kj, gl, st, sj] = await signIn(server, 'kj_admin', 'gl_admin', 'st_admin', 'sj_admin');
    // The category accounts (<category>_manager, _staff) sign in to their organisation by its id.
    const as = async (account: string, tenantId: string) => {
      const client = apiClient(server.url);
      await client.login(account, tenantId);
      return client;
    };
    [kjManager, kjStaff, glStaff, stStaff, sjManager] = await Promise.all([as('kj_manager', '100002'), as('kj_staff', '100002'), as('gl_staff', '100003'), as('st_staff', '100009'), as('sj_manager', '100004')]);
  });
  afterAll(() => server?.close());

  const list = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<ExpertApplication>>(await api.call(expertEndpoints.certList, { query: { size: -1, ...query } }));
  const decide = (api: ApiClient, body: unknown) => api.call(expertEndpoints.changeStatus, { json: body });
  const certDetail = async (api: ApiClient) => expectOk<ExpertCert>(await api.call(personalEndpoints.certDetail));
  const names = (p: Page<ExpertApplication>) => p.records.map((r) => r.realName);

  it.skipIf(skip)('lists only the applications to the caller organisation, by status, searched by name and phone; another organisation reads none', async () => {
    const pending = await list(kj, { expertStatus: 1 });
    expect(pending.records).toHaveLength(1);
    const kjApp = pending.records[0];
    expect(kjApp).toMatchObject({ expertStatus: 1, id: kjApp.userId, expertReason: '' });
    expect(kjApp.certificate.split(',')).toHaveLength(2);
    expect((await list(kj, { expertStatus: 2 })).total).toBe(0);
    expect((await list(kj, { realName: kjApp.realName.slice(0, 1) })).total).toBe(1);
    expect((await list(kj, { phone: kjApp.phone.slice(-4) })).total).toBe(1);
    expect((await list(kj, { phone: '00000000000' })).total).toBe(0);
    const rejected = (await list(gl, { expertStatus: 3 })).records;
    expect(rejected).toHaveLength(1);
    expect(rejected[0].expertReason).not.toBe('');
    expect(rejected[0].expertOrgName).not.toBe('');
    const certified = (await list(st, { expertStatus: 2 })).records;
    expect(certified).toHaveLength(1);
    expect(certified[0].info).toMatchObject({ saved: 1, no: 'ZJ-2026-001' });
    // All three lists together never hold an uncertified person; another organisation's lists hold none of these.
    expect((await list(gl)).records.every((r) => [1, 2, 3].includes(r.expertStatus))).toBe(true);
    expect(names(await list(sj))).not.toContain(kjApp.realName);
    expectEnvelopeFailure(await kj.call(expertEndpoints.certList, { query: { expertStatus: 0 } }), 400, '请选择认证状态');

    const detail = expectOk<ExpertApplication>(await kj.call(expertEndpoints.listDetail, { query: { id: kjApp.id } }));
    expect(detail).toMatchObject({ id: kjApp.id, certificate: kjApp.certificate, expertStatus: 1 });
    expectEnvelopeFailure(await sj.call(expertEndpoints.listDetail, { query: { id: kjApp.id } }), 400, '认证申请不存在或已删除');
    expectEnvelopeFailure(await kj.call(expertEndpoints.listDetail, { query: { id: 'x' } }), 400, '认证申请不存在或已删除');
  });

  it.skipIf(skip)('answers each rule of the review form with its message, refuses staff without the button and other organisations, and changes nothing', async () => {
    const id = (await list(kj, { expertStatus: 1 })).records[0].id;
    const cases: [unknown, string][] = [
      [{ id }, '请选择认证状态'],
      [{ id, expertStatus: '' }, '请选择认证状态'],
      [{ id, expertStatus: 1 }, '请选择认证状态'],
      [{ id, expertStatus: 0 }, '请选择认证状态'],
      [{ id, expertStatus: 3 }, '请输入驳回原因'],
      [{ id, expertStatus: 3, expertReason: '   ' }, '请输入驳回原因'],
      [{ id, expertStatus: 3, expertReason: '因'.repeat(101) }, '长度不能超过100个字符'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await decide(kj, body), 400, message);
    // The applicant (staff, without 专家认证审核) cannot decide, nor can another organisation.
    expectEnvelopeFailure(await decide(kjStaff, { id, expertStatus: 2 }), 403);
    expectEnvelopeFailure(await decide(sj, { id, expertStatus: 2 }), 400, '认证申请不存在或已删除');
    const glRejected = (await list(gl, { expertStatus: 3 })).records[0].id;
    expectEnvelopeFailure(await decide(glStaff, { id: glRejected, expertStatus: 2 }), 403);
    expect((await certDetail(kjStaff)).expertStatus).toBe(1);
    // Only an application under review is decided: a rejected one is not passed afterwards.
    expectEnvelopeFailure(await decide(gl, { id: glRejected, expertStatus: 2 }), 400, '该认证申请已审核，请勿重复操作');
  });

  it.skipIf(skip)('of two reviewers deciding at once one wins; the applicant sees the result, the reason and the reviewer at once', async () => {
    const id = (await list(kj, { expertStatus: 1 })).records[0].id;
    const answers = await Promise.all([decide(kj, { id, expertStatus: 3, expertReason: '证书已过期' }), decide(kjManager, { id, expertStatus: 3, expertReason: '专业不符' })]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expectEnvelopeFailure(answers.find((a) => a.status !== 200)!, 400, '该认证申请已审核，请勿重复操作');
    const seen = await certDetail(kjStaff);
    expect(seen.expertStatus).toBe(3);
    expect(['证书已过期', '专业不符']).toContain(seen.expertReason);
    expect(seen.expertOrgName).not.toBe('');
    expect(seen.expertPersonName).not.toBe('');
    expect(seen.expertTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list(kj, { expertStatus: 1 })).total).toBe(0);
    expect((await list(kj, { expertStatus: 3 })).total).toBe(1);

    // A new application goes to the organisation the applicant is signed in to; a pass keeps no reason.
    expectOk(await sjManager.call(personalEndpoints.certSubmit, { json: cert }));
    const mine = (await list(sj, { expertStatus: 1 })).records.find((r) => r.realName === cert.realName)!;
    expect((await list(kj, { realName: cert.realName })).total).toBe(0);
    const passed = await decide(sj, { id: mine.id, expertStatus: 2, expertReason: '无' });
    expect(passed.body.msg).toBe('更新成功');
    expect(expectOk<ExpertApplication>(passed)).toMatchObject({ expertStatus: 2, expertReason: '' });
    expect(await certDetail(sjManager)).toMatchObject({ expertStatus: 2, expertReason: '' });

    // A reviewer does not decide their own application.
    expectOk(await gl.call(personalEndpoints.certSubmit, { json: { ...cert, phone: '13800000003' } }));
    const own = (await list(gl, { expertStatus: 1 })).records[0];
    expectEnvelopeFailure(await decide(gl, { id: own.id, expertStatus: 2 }), 400, '不能审核本人的认证申请');
    expect((await certDetail(gl)).expertStatus).toBe(1);
  });

  it.skipIf(skip)('keeps the organisation record of its certified experts: filled from the certification, phone checked, others refused', async () => {
    const stExpert = (await list(st, { expertStatus: 2 })).records[0];
    expect(expectOk<ExpertInfo>(await st.call(expertEndpoints.infoDetail, { query: { userId: stExpert.id } }))).toMatchObject({ saved: 1, no: 'ZJ-2026-001' });
    const sjExpert = (await list(sj, { expertStatus: 2 })).records.find((r) => r.info.saved === 0)!;
    const filled = expectOk<ExpertInfo>(await sj.call(expertEndpoints.infoDetail, { query: { userId: sjExpert.id } }));
    expect(filled).toMatchObject({ saved: 0, name: sjExpert.realName, phone: sjExpert.phone, university: sjExpert.university });

    const valid = { userId: sjExpert.id, no: 'SJ-01', name: '王工', areaCode: '110101', addr: '东城区', birthday: '1985-01-02', educational: '3', degree: '1', university: '同济大学', major: '给排水', position: '主任工程师', phone: '13912345678' };
    const submit = (api: ApiClient, body: unknown) => api.call(expertEndpoints.infoSubmit, { json: body });
    const cases: [unknown, string][] = [
      [{ ...valid, phone: '1391234567' }, '请输入正确的手机号'],
      [{ ...valid, phone: '23912345678' }, '请输入正确的手机号'],
      [{ ...valid, phone: '' }, '请输入手机号'],
      [{ ...valid, name: '' }, '请输入真实姓名'],
      [{ ...valid, birthday: '1985-02-30' }, '日期'],
      [{ ...valid, addr: '址'.repeat(51) }, '长度不能超过50个字符'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(sj, body), 400, message);
    const saved = await submit(sj, valid);
    expect(saved.body.msg).toBe('更新成功');
    expect(expectOk<ExpertInfo>(saved)).toMatchObject({ ...valid, saved: 1 });
    expect(expectOk<ExpertInfo>(await submit(sj, { ...valid, no: 'SJ-02' }))).toMatchObject({ no: 'SJ-02' });
    expect((await list(sj, { expertStatus: 2 })).records.find((r) => r.id === sjExpert.id)!.info).toMatchObject({ no: 'SJ-02', saved: 1 });
    // Not an expert certified by the caller's organisation: another's, a rejected one; staff without 维护专家信息.
    expectEnvelopeFailure(await submit(kj, valid), 400, '该人员不是本单位的认证专家');
    expectEnvelopeFailure(await kj.call(expertEndpoints.infoDetail, { query: { userId: sjExpert.id } }), 400, '该人员不是本单位的认证专家');
    const rejected = (await list(gl, { expertStatus: 3 })).records[0].id;
    expectEnvelopeFailure(await submit(gl, { ...valid, userId: rejected }), 400, '该人员不是本单位的认证专家');
    expectEnvelopeFailure(await submit(stStaff, { ...valid, userId: stExpert.id }), 403);
  });
});
