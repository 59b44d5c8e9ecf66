import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { orgEndpoints as e, type OrgHistory } from '@shared/api/orgEndpoints';
import type { OrgProfile, OrgUser } from '@shared/domain/orgProfile';
import type { CheckedUser } from '@shared/domain/orgDirector';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type Answer, type TestServer } from '../../support/server';

/** A complete, valid profile; each test changes what it checks. */
const valid = (n: string) => ({
  orgCategory: 'sj',
  orgAbbr: `测试${n}`,
  orgName: `测试设计院${n}有限公司`,
  orgLegal: '王五',
  orgAddress: '成都市高新区天府大道1号',
  regNo: `91510100MA6TET${n.padStart(4, '0').slice(-4)}`,
  regCapital: '1000.1234',
  regDate: '2020-01-02',
  bizScope: '工程设计',
  peopleNum: '50',
  serviceCodes: '51,50',
  regPic: 'https://files.example.com/licence.png',
  logo: '',
  invoiceEmail: 'a@example.com',
  invoicePhone: '13912345678',
  website: 'https://example.com',
  mainDesc: '',
  remark: '',
  orgPhone: '028-12345678',
  status: 0,
});

/** Fills an endpoint's `{name}` segments as the desktop core does. */
function call(api: ApiClient, endpoint: Endpoint<unknown, unknown>, params: Record<string, string | number>, json?: unknown): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k])));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !endpoint.path.includes(`{${k}}`)));
  return endpoint.method === 'GET'
    ? api.request('GET', api.path(endpoint.module, path), { query: rest })
    : api.request('POST', api.path(endpoint.module, path), { json: json ?? rest });
}

describe.each(BACKENDS)('organisations biz-info/* (spec 3 §4, §5, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let sj: ApiClient;
  let kj: ApiClient;
  let multi: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, sj, kj, multi] = await signIn(server, 'admin', 'sj_admin', 'kj_admin', 'multi');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const submit = (api: ApiClient, body: unknown) => api.call(e.submit, { json: body });
  const list = async (query: Record<string, string | number> = {}) => expectOk<Page<OrgProfile>>(await admin.call(e.page, { query: { size: -1, ...query } }));

  it.skipIf(skip)('adds a draft (新增成功, status 0, menus and roles of its category), lists it as a draft, edits it with history', async () => {
    const added = await submit(admin, { ...valid('1'), status: 1 });
    expect(added.body.msg).toBe('新增成功');
    const org = expectOk<OrgProfile>(added);
    expect(org).toMatchObject({ orgName: valid('1').orgName, status: 0, orgCategory: 'sj', serviceCodes: '51,50', regCapital: '1000.1234' });
    expect(org.id).toMatch(/^\d{6}$/);
    expect((await list({ status: 0 })).records.map((o) => o.id)).toContain(org.id);
    expect((await list({ excludeDrafts: 1 })).records.map((o) => o.id)).not.toContain(org.id);
    expect((await list({ orgName: '测试设计院1' })).records.map((o) => o.id)).toEqual([org.id]);
    expect((await list({ orgCategory: 'yz' })).records.every((o) => o.orgCategory === 'yz')).toBe(true);
    const roles = await db.selectFrom('role').select('alias').where('tenant_id', '=', org.id).execute();
    expect(roles.map((r) => r.alias).sort()).toEqual(['administrator', 'manager', 'staff']);
    expect((await db.selectFrom('menu').select('id').where('tenant_id', '=', org.id).execute()).length).toBeGreaterThan(0);

    const edited = await submit(admin, { ...valid('1'), id: org.id, orgLegal: '赵六', orgCategory: 'yz', regCapital: '' });
    // The category is kept as created, so a design company still needs its capital.
    expectEnvelopeFailure(edited, 400, '请输入注册资本');
    const ok = await submit(admin, { ...valid('1'), id: org.id, orgLegal: '赵六', orgCategory: 'yz' });
    expect(ok.body.msg).toBe('更新成功');
    expect(expectOk<OrgProfile>(ok)).toMatchObject({ orgLegal: '赵六', orgCategory: 'sj' });
    expect(expectOk<OrgProfile>(await call(admin, e.manage, { id: org.id })).orgLegal).toBe('赵六');

    const history = expectOk<Page<OrgHistory>>(await admin.call(e.history, { query: { recordId: org.id } }));
    expect(history.records[0]).toMatchObject({ changeReason: 'edit', before: { orgLegal: '王五' }, after: { orgLegal: '赵六' }, orgName: valid('1').orgName, createUserName: '赵文博' });
    expect(Object.keys(history.records[0].after)).toEqual(['orgLegal']);
    expect(history.records.at(-1)?.changeReason).toBe('add');
  });

  it.skipIf(skip)('answers every rule of spec 3 §5 with its message and adds nothing', async () => {
    const before = (await list()).total;
    const v = valid('2');
    const cases: [unknown, string][] = [
      [{ ...v, orgCategory: '' }, '请选择企业性质'],
      [{ ...v, orgCategory: 'xx' }, '请选择企业性质'],
      [{ ...v, orgAbbr: '' }, '请输入企业简称'],
      [{ ...v, orgName: '' }, '请输入单位名称'],
      [{ ...v, orgName: '名'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...v, orgLegal: '' }, '请输入法定代表人'],
      [{ ...v, orgLegal: '法'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...v, orgAddress: '' }, '请输入企业地址'],
      [{ ...v, orgAddress: '址'.repeat(51) }, '长度不能超过50个字符'],
      [{ ...v, regNo: '' }, '请输入统一社会信用代码'],
      [{ ...v, regNo: '12345' }, '统一社会信用代码格式有误'],
      [{ ...v, regNo: '91510100MA6TETO001' }, '统一社会信用代码格式有误'],
      [{ ...v, regCapital: '' }, '请输入注册资本'],
      [{ ...v, regCapital: '0' }, '注册资本金额必须为有效数字,且不超过四位小数'],
      [{ ...v, regCapital: '1.12345' }, '注册资本金额必须为有效数字,且不超过四位小数'],
      [{ ...v, regCapital: '-5' }, '注册资本金额必须为有效数字,且不超过四位小数'],
      [{ ...v, orgCategory: 'yz', regCapital: 'abc' }, '注册资本金额必须为有效数字,且不超过四位小数'],
      [{ ...v, regDate: '' }, '请选择注册日期'],
      [{ ...v, regDate: '2020-02-30' }, '日期格式应为 yyyy-MM-dd'],
      [{ ...v, bizScope: '' }, '请输入经营范围'],
      [{ ...v, bizScope: '经'.repeat(2001) }, '长度不能超过2000个字符'],
      [{ ...v, peopleNum: '12a' }, '企业人数输入有误'],
      [{ ...v, serviceCodes: '' }, '请选择服务区域'],
      [{ ...v, regPic: '' }, '请上传营业执照'],
      [{ ...v, invoiceEmail: '' }, '请输入收票邮箱'],
      [{ ...v, invoiceEmail: 'not-mail' }, '邮箱格式输入有误'],
      [{ ...v, invoiceEmail: `${'a'.repeat(25)}@example.com` }, '邮箱格式输入有误'],
      [{ ...v, invoicePhone: '' }, '请输入收票手机号码'],
      [{ ...v, invoicePhone: '12912345678' }, '收票手机号码格式有误'],
      [{ ...v, website: 'ftp://example.com' }, '网址格式有误'],
      [{ ...v, website: `https://${'a'.repeat(500)}.com` }, '网址格式有误'],
      [{ ...v, mainDesc: '简'.repeat(2001) }, '长度不能超过2000个字符'],
      [{ ...v, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...v, orgPhone: '' }, '请输入企业电话'],
      [{ ...v, orgPhone: '1'.repeat(31) }, '长度不能超过30个字符'],
      [{ ...v, status: '' }, '请选择组织状态'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(admin, body), 400, message);
    // An owner unit may leave its capital blank.
    expectOk(await submit(admin, { ...valid('3'), orgCategory: 'yz', regCapital: '' }));
    expect((await list()).total).toBe(before + 1);
  });

  it.skipIf(skip)('checks name and credit code on blur and again inside the save, also for two saves at once', async () => {
    const taken = valid('4');
    const org = expectOk<OrgProfile>(await submit(admin, taken));
    expectEnvelopeFailure(await admin.call(e.checkExist, { query: { name: taken.orgName, field: 'orgName' } }), 400, '名称已存在，请检查');
    expect(expectOk(await admin.call(e.checkExist, { query: { name: taken.orgName, field: 'orgName', id: org.id } }))).toBe(true);
    expect(expectOk(await admin.call(e.checkExist, { query: { name: '无人使用的名称' } }))).toBe(true);
    expectEnvelopeFailure(await admin.call(e.checkRegNo, { query: { regNo: taken.regNo.toLowerCase() } }), 400, '企业社会信用代码已存在，请检查');
    expect(expectOk(await admin.call(e.checkRegNo, { query: { regNo: taken.regNo, id: org.id } }))).toBe(true);
    // An organisation's administrator checks its own /biz/biz form's name too.
    expectEnvelopeFailure(await sj.call(e.checkExist, { query: { name: taken.orgName } }), 400, '名称已存在，请检查');

    expectEnvelopeFailure(await submit(admin, { ...valid('5'), orgName: taken.orgName }), 400, '名称已存在，请检查');
    expectEnvelopeFailure(await submit(admin, { ...valid('5'), regNo: taken.regNo }), 400, '企业社会信用代码已存在，请检查');
    const twice = await Promise.all([submit(admin, valid('6')), submit(admin, { ...valid('6'), regNo: valid('7').regNo })]);
    expect(twice.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(twice.find((a) => !a.body.success)?.body.msg).toBe('名称已存在，请检查');
    expect((await list({ orgName: valid('6').orgName })).total).toBe(1);
  });

  it.skipIf(skip)('moves status along the machine with history, refuses other moves, removes drafts only', async () => {
    const org = expectOk<OrgProfile>(await submit(admin, valid('8')));
    const status = (id: string, to: number) => call(admin, e.changeStatus, { id, status: to });
    expectEnvelopeFailure(await status(org.id, 3), 400, '不允许的组织状态变更');
    expect(expectOk<OrgProfile>(await status(org.id, 1)).status).toBe(1);
    expectEnvelopeFailure(await status(org.id, 0), 400, '不允许的组织状态变更');
    expectEnvelopeFailure(await status(org.id, 2), 400, '请选择组织状态');
    expect(expectOk<OrgProfile>(await status(org.id, 3)).status).toBe(3);
    expect(expectOk<OrgProfile>(await status(org.id, 1)).status).toBe(1);
    expect(expectOk<OrgProfile>(await status(org.id, 4)).status).toBe(4);
    expectEnvelopeFailure(await status(org.id, 1), 400, '不允许的组织状态变更');
    expectEnvelopeFailure(await status('999999', 1), 404, '组织不存在或已删除');
    const history = expectOk<Page<OrgHistory>>(await admin.call(e.history, { query: { recordId: org.id, size: -1 } }));
    expect(history.records.filter((h) => h.changeReason === 'status').map((h) => h.after.status)).toEqual([4, 1, 3, 1]);

    expectEnvelopeFailure(await admin.call(e.remove, { json: { ids: org.id } }), 400, '只有草稿状态的组织可以删除');
    const draft = expectOk<OrgProfile>(await submit(admin, valid('9')));
    const removed = await admin.call(e.remove, { json: { ids: draft.id } });
    expect(removed.body.msg).toBe('删除成功');
    expectEnvelopeFailure(await call(admin, e.manage, { id: draft.id }), 404, '组织不存在或已删除');
    expect(await db.selectFrom('role').select('id').where('tenant_id', '=', draft.id).execute()).toEqual([]);
  });

  it.skipIf(skip)('sets the director by a registered phone, changes them (the previous one loses the administrator role) and transfers', async () => {
    const org = expectOk<OrgProfile>(await submit(admin, valid('10')));
    expectEnvelopeFailure(await call(admin, e.checkUser, { phone: '12345' }), 400, '手机号码格式有误');
    expectEnvelopeFailure(await call(admin, e.checkUser, { phone: '13700000000' }), 400, '该手机号尚未注册');
    expect(expectOk<CheckedUser>(await call(admin, e.checkUser, { phone: '13800000002' }))).toMatchObject({ realName: '陈晓峰' });

    const director = (endpoint: typeof e.settingDirector, phone: string, name = 'x') => admin.call(endpoint, { json: { id: org.id, directorPhone: phone, directorName: name } });
    expectEnvelopeFailure(await director(e.changeDirector, '13800000002'), 400, '该组织尚未设置负责人');
    expectEnvelopeFailure(await director(e.settingDirector, '13700000000'), 400, '该手机号尚未注册');
    expectEnvelopeFailure(await director(e.settingDirector, '1380000000'), 400, '手机号码格式有误');
    expectEnvelopeFailure(await director(e.settingDirector, '13800000002', ''), 400, '请输入负责人姓名');
    expectEnvelopeFailure(await director(e.settingDirector, '13800000002', '名'.repeat(21)), 400, '长度不能超过20个字符');
    // The account's name wins over what was typed.
    expect(expectOk<OrgProfile>(await director(e.settingDirector, '13800000002', '别名'))).toMatchObject({ directorName: '陈晓峰', directorPhone: '13800000002' });
    const adminRole = (await db.selectFrom('role').select('id').where('tenant_id', '=', org.id).where('alias', '=', 'administrator').executeTakeFirstOrThrow()).id;
    const rolesOf = async (phone: string) => {
      const rows = await db.selectFrom('post').innerJoin('app_user', 'app_user.id', 'post.user_id').select('post.role_ids').where('post.tenant_id', '=', org.id).where('app_user.phone', '=', phone).execute();
      return rows.flatMap((r) => r.role_ids.split(','));
    };
    expect(await rolesOf('13800000002')).toContain(adminRole);

    expect(expectOk<OrgProfile>(await director(e.changeDirector, '13800000004')).directorName).toBe('张明远');
    expect(await rolesOf('13800000004')).toContain(adminRole);
    const previous = await rolesOf('13800000002');
    expect(previous.length).toBeGreaterThan(0);
    expect(previous).not.toContain(adminRole);

    const users = expectOk<Page<OrgUser>>(await call(admin, e.users, { id: org.id }));
    const chen = users.records.find((u) => u.realName === '陈晓峰')!;
    expect(users.records.find((u) => u.director)?.realName).toBe('张明远');
    expectEnvelopeFailure(await admin.call(e.transfer, { json: { id: org.id } }), 400, '请选择转让对象');
    expectEnvelopeFailure(await admin.call(e.transfer, { json: { id: org.id, userId: '1' } }), 400, '转让对象不是本组织的在职成员');
    const moved = expectOk<OrgProfile>(await admin.call(e.transfer, { json: { id: org.id, userId: chen.userId } }));
    expect(moved.directorName).toBe('陈晓峰');
    expect(await rolesOf('13800000002')).toContain(adminRole);
    expect(await rolesOf('13800000004')).not.toContain(adminRole);
    expectEnvelopeFailure(await admin.call(e.transfer, { json: { id: org.id, userId: chen.userId } }), 400, '转让对象已是负责人');

    const docking = (body: object) => admin.call(e.setDocking, { json: { id: org.id, dockingName: '何佳', weContactName: '赵文博', dockingPhone: '13900001111', ...body } });
    expectEnvelopeFailure(await docking({ dockingName: '' }), 400, '请输入对接人姓名');
    expectEnvelopeFailure(await docking({ weContactName: '' }), 400, '请输入我方联系人姓名');
    expectEnvelopeFailure(await docking({ dockingName: '对'.repeat(21) }), 400, '长度不能超过20个字符');
    expectEnvelopeFailure(await docking({ dockingPhone: '123' }), 400, '手机号码格式有误');
    expect(expectOk<OrgProfile>(await docking({}))).toMatchObject({ dockingName: '何佳', weContactName: '赵文博' });
    const kinds = expectOk<Page<OrgHistory>>(await admin.call(e.history, { query: { recordId: org.id, size: -1 } })).records.map((h) => h.changeReason);
    expect(kinds).toEqual(['docking', 'transfer', 'director', 'director', 'add']);
  });

  it.skipIf(skip)('an organisation reads and edits only itself: its administrator edits /biz/biz, members read, others are refused', async () => {
    const own = expectOk<OrgProfile>(await sj.call(e.detail));
    expect(own).toMatchObject({ id: '100004', orgCategory: 'sj', regNo: '91510100MA6CEM0004', directorName: '张明远' });
    expect(expectOk<OrgProfile>(await multi.call(e.detail)).id).toBe('100004');
    const top = await db.selectFrom('dept').select('id').where('tenant_id', '=', '100004').where('parent_id', '=', '0').executeTakeFirstOrThrow();
    expect(expectOk<OrgProfile>(await sj.call(e.detail, { query: { deptId: top.id } })).id).toBe('100004');
    expect(expectOk<OrgProfile>(await sj.call(e.detail, { query: { code: 'ORG100004' } })).id).toBe('100004');

    const edit = { ...own, orgLegal: '张明远', mainDesc: '新的简介' };
    expect(expectOk<OrgProfile>(await submit(sj, edit)).mainDesc).toBe('新的简介');
    expectEnvelopeFailure(await submit(multi, edit), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await submit(sj, { ...edit, orgName: '中科筑云科技有限公司' }), 400, '名称已存在，请检查');
    expect(expectOk<OrgProfile>(await sj.call(e.detail)).orgName).toBe(own.orgName);

    // Another organisation's profile, members and every management call are out of reach.
    const kjProfile = expectOk<OrgProfile>(await kj.call(e.detail));
    expectEnvelopeFailure(await sj.call(e.detail, { query: { id: '100002' } }), 404, '组织不存在或已删除');
    expectEnvelopeFailure(await sj.call(e.detail, { query: { code: 'ORG100002' } }), 404, '组织不存在或已删除');
    expectEnvelopeFailure(await call(sj, e.users, { id: '100002' }), 404, '组织不存在或已删除');
    expect(expectOk<Page<OrgUser>>(await call(sj, e.users, { id: '100004' })).records.some((u) => u.realName === '林一鸣')).toBe(true);
    expectEnvelopeFailure(await submit(sj, { ...kjProfile, mainDesc: '改别人的' }), 404, '组织不存在或已删除');
    expect(expectOk<OrgProfile>(await kj.call(e.detail)).mainDesc).toBe(kjProfile.mainDesc);
    for (const answer of [
      await sj.call(e.page),
      await call(sj, e.manage, { id: '100004' }),
      await sj.call(e.history),
      await submit(sj, valid('11')),
      await sj.call(e.remove, { json: { ids: '100011' } }),
      await call(sj, e.changeStatus, { id: '100002', status: 3 }),
      await sj.call(e.settingDirector, { json: { id: '100002', directorPhone: '13800000004', directorName: '张明远' } }),
      await sj.call(e.setDocking, { json: { id: '100002', dockingName: 'a', weContactName: 'b' } }),
      await sj.call(e.transfer, { json: { id: '100002', userId: '1' } }),
      await call(sj, e.checkUser, { phone: '13800000002' }),
    ]) {
      expectEnvelopeFailure(answer, 403, '没有权限访问该资源');
    }
    expect(expectOk<OrgProfile>(await kj.call(e.detail)).status).toBe(1);

    // A partner's profile is readable, marked read-only.
    const pair = db.selectFrom('biz_attention').select('id').where('tenant_id', '=', '100004').where('target_tenant_id', '=', '100005');
    if (!(await pair.executeTakeFirst())) await db.insertInto('biz_attention').values({ id: newId(), tenant_id: '100004', target_tenant_id: '100005', create_time: '2026-01-01 00:00:00' }).execute();
    expect(expectOk<OrgProfile>(await sj.call(e.detail, { query: { id: '100005' } }))).toMatchObject({ id: '100005', readOnly: true });
    // The operator reads any.
    expect(expectOk<OrgProfile>(await admin.call(e.detail, { query: { id: '100002' } })).id).toBe('100002');
  });

  it.skipIf(skip)('lists the design organisations in normal standing to any signed-in person, without contact details', async () => {
    const page = expectOk<Page<OrgProfile>>(await kj.call(e.designPage, { query: { size: -1 } }));
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((o) => o.orgCategory === 'sj' && o.status === 1 && o.invoicePhone === '' && o.directorPhone === '')).toBe(true);
    expect(page.records.map((o) => o.id)).toContain('100004');
    // The demo's draft design company is not listed.
    const draft = (await db.selectFrom('tenant').select('tenant_id').where('name', '=', '天府绿建设计咨询有限公司').executeTakeFirstOrThrow()).tenant_id;
    expect(page.records.some((o) => o.id === draft)).toBe(false);
    // The card the list links to is readable, without contacts; a draft's is not.
    expect(expectOk<OrgProfile>(await kj.call(e.detail, { query: { id: '100004' } }))).toMatchObject({ readOnly: true, invoicePhone: '', directorPhone: '' });
    expectEnvelopeFailure(await kj.call(e.detail, { query: { id: draft } }), 404, '组织不存在或已删除');
    expectEnvelopeFailure(await call(kj, e.users, { id: '100004' }), 404, '组织不存在或已删除');
  });
});
