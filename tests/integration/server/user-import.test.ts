import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExcelEndpoints } from '@shared/api/userExcelEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { EXCEL_MESSAGES, type ImportReport, type ImportRow } from '@shared/domain/excel';
import { PARAM_KEYS } from '@shared/domain/param';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { TENANT_LIMIT_MESSAGES } from '@shared/domain/tenantLimits';
import { USER_EXCEL_MESSAGES } from '@shared/domain/userExcel';
import { MESSAGES } from '@shared/messages';
import { sealInitialPassword } from '../../../src/server/auth/initial-password';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const INITIAL = 'Init@2026x';

/** A good row of the operator tenant (seeded departments, job posts and roles of every demo organisation). */
const row = (n: number, values: Record<string, string> = {}): ImportRow => ({
  row: n,
  values: {
    account: `imp_${n}`,
    name: `导入${n}`,
    realName: '张小明',
    phone: `1370000${String(n).padStart(4, '0')}`,
    email: '',
    userType: '1',
    tenantId: '',
    deptName: '设计一所',
    postName: '设计师',
    roleNames: '普通员工',
    ...values,
  },
});

describe.each(BACKENDS)('user/import: Excel rows, all or nothing ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let sj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, sj] = await signIn(server, 'admin', 'sj_admin');
    // Kept as its hash, as the params form stores it.
    await db.updateTable('sys_param').set({ param_value: await sealInitialPassword(INITIAL, 10), update_time: timestamp() }).where('param_key', '=', PARAM_KEYS.initPassword).execute();
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const importRows = (api: ApiClient, rows: ImportRow[]) => api.call(userExcelEndpoints.userImport, { json: { rows } });
  const accounts = async (prefix: string) => (await db.selectFrom('app_user').select('account').where('account', 'like', `${prefix}%`).execute()).map((u) => u.account).sort();

  it.skipIf(skip)('imports every row: a person with a JOINED post in the tenant, signing in with the initial-password parameter', async () => {
    const answer = await importRows(admin, [row(2), row(3, { tenantId: '100004', deptName: '结构组', postName: '项目经理', roleNames: '项目经理，普通员工', email: 'a@b.cn' })]);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.imported);
    expect(expectOk<ImportReport>(answer)).toEqual({ imported: 2, errors: [] });
    expect(await accounts('imp_')).toEqual(['imp_2', 'imp_3']);
    const post = await db
      .selectFrom('post')
      .innerJoin('app_user', 'app_user.id', 'post.user_id')
      .innerJoin('dept', 'dept.id', 'post.dept_id')
      .select(['post.tenant_id', 'post.join_status', 'post.role_ids', 'dept.name as dept', 'post.post_name'])
      .where('app_user.account', '=', 'imp_3')
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({ tenant_id: '100004', join_status: 'JOINED', dept: '结构组', post_name: '项目经理' });
    expect(post.role_ids.split(',')).toHaveLength(2);
    expect((await db.selectFrom('user_profile').innerJoin('app_user', 'app_user.id', 'user_profile.user_id').select('email').where('account', '=', 'imp_3').executeTakeFirstOrThrow()).email).toBe('a@b.cn');
    const imported = apiClient(server.url);
    await imported.login('imp_2', '000000', INITIAL);
  });

  it.skipIf(skip)('one bad row: every bad row reported with its number and message, and no row of the file imported', async () => {
    const rows = [
      row(2, { account: 'ok_a', phone: '13711110001' }),
      row(3, { account: 'ok_b', phone: '13711110002', realName: '张' }),
      row(5, { account: 'ok_c', phone: '123' }),
      row(6, { account: 'ok_d', phone: '13711110004', deptName: '不存在的部门', postName: '不存在', roleNames: '管理员,无此角色' }),
      row(7, { account: 'ok_e', phone: '13711110005', userType: '9' }),
      row(8, { account: '', phone: '13711110006', name: '', email: 'bad' }),
      row(9, { account: 'ok_f', phone: '13711110007', tenantId: '999999' }),
      row(10, { account: 'ok-g', phone: '13711110008', realName: '欧阳诸葛先生' }),
    ];
    const answer = await importRows(admin, rows);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.importRefused);
    expect(expectOk<ImportReport>(answer)).toEqual({
      imported: 0,
      errors: [
        { row: 3, message: USER_EXCEL_MESSAGES.realNameLength },
        { row: 5, message: RULE_MESSAGES.mobileFormat },
        { row: 6, message: USER_EXCEL_MESSAGES.deptUnknown },
        { row: 6, message: USER_EXCEL_MESSAGES.jobPostUnknown },
        { row: 6, message: USER_EXCEL_MESSAGES.roleUnknown },
        { row: 7, message: USER_EXCEL_MESSAGES.userTypeUnknown },
        { row: 8, message: USER_EXCEL_MESSAGES.accountRequired },
        { row: 8, message: USER_EXCEL_MESSAGES.nicknameRequired },
        { row: 8, message: RULE_MESSAGES.emailFormat },
        { row: 9, message: AUTH_MESSAGES.tenantUnknown },
        { row: 10, message: USER_EXCEL_MESSAGES.accountFormat },
        { row: 10, message: USER_EXCEL_MESSAGES.realNameLength },
      ],
    });
    // Row 2 was good, and is not imported either.
    expect(await accounts('ok_')).toEqual([]);
  });

  it.skipIf(skip)('a duplicate account, in the file or already existing, and a taken phone are row errors', async () => {
    const report = expectOk<ImportReport>(
      await importRows(admin, [row(2, { account: 'dup_a', phone: '13722220001' }), row(3, { account: 'DUP_A', phone: '13722220002' }), row(4, { account: 'sj_admin', phone: '13722220003' }), row(5, { account: 'dup_b', phone: '13722220001' }), row(6, { account: 'dup_c', phone: '13800000004' })]),
    );
    expect(report).toEqual({
      imported: 0,
      errors: [
        { row: 3, message: USER_EXCEL_MESSAGES.accountRepeated },
        { row: 4, message: USER_EXCEL_MESSAGES.accountTaken },
        { row: 5, message: USER_EXCEL_MESSAGES.phoneRepeated },
        { row: 6, message: USER_EXCEL_MESSAGES.phoneTaken },
      ],
    });
    expect(await accounts('dup_')).toEqual([]);
  });

  it.skipIf(skip)("stops at the tenant's account quota, counting the file's own rows, and imports nothing", async () => {
    const joined = await db.selectFrom('post').select((eb) => eb.fn.count<string>('user_id').distinct().as('n')).where('tenant_id', '=', '100002').where('join_status', '=', 'JOINED').executeTakeFirstOrThrow();
    await db.updateTable('tenant').set({ account_quota: Number(joined.n) + 1 }).where('tenant_id', '=', '100002').execute();
    const kj = (n: number) => row(n, { account: `quota_${n}`, phone: `1373333000${n}`, tenantId: '100002' });
    const report = expectOk<ImportReport>(await importRows(admin, [kj(2), kj(3)]));
    expect(report).toEqual({ imported: 0, errors: [{ row: 3, message: TENANT_LIMIT_MESSAGES.quotaReached }] });
    expect(await accounts('quota_')).toEqual([]);
    await db.updateTable('tenant').set({ account_quota: -1 }).where('tenant_id', '=', '100002').execute();
  });

  it.skipIf(skip)('refuses a body without rows or with too many, and another organisation or a non-administrator of 000000 (403)', async () => {
    expectEnvelopeFailure(await importRows(admin, []), 400, EXCEL_MESSAGES.fileReadFailed);
    expectEnvelopeFailure(await importRows(admin, Array.from({ length: 1001 }, (_, i) => row(i + 2))), 400, EXCEL_MESSAGES.tooManyRows);
    expectEnvelopeFailure(await admin.call(userExcelEndpoints.userImport, { json: { rows: 'x' } }), 400);
    // imp_2 (imported above) is a staff member of the operator tenant.
    const staff = apiClient(server.url);
    await staff.login('imp_2', '000000', INITIAL);
    for (const api of [sj, staff]) expectEnvelopeFailure(await importRows(api, [row(2, { account: 'sneak', phone: '13744440001' })]), 403, MESSAGES.forbidden);
    expect(await accounts('sneak')).toEqual([]);
  });
});
