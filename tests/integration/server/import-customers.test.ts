/**
 * POST cust_attention/import (issue 18): customers from an .xlsx's rows, checked with the add form's
 * schema, all or nothing, every bad row at once, names repeated in the file or taken, the
 * organisation's isolation and the import button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEndpoints } from '@shared/api/importEndpoints';
import { CUSTOMER_MESSAGES } from '@shared/domain/customer';
import { CUSTOMER_EXCEL_MESSAGES } from '@shared/domain/customerExcel';
import { EXCEL_MESSAGES, type ImportReport, type ImportRow } from '@shared/domain/excel';
import { EXCEL_ROW_MESSAGES } from '@shared/domain/excelRows';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('cust_attention/import ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let kj: ApiClient;
  let kjStaff: ApiClient;
  /** 上海市/…/黄浦区 as the seeded region table names it. */
  let huangpu: string;

  const row = (n: number, values: Record<string, string> = {}): ImportRow => ({
    row: n,
    values: { compName: `导入客户${n}`, legal: '张三', areaCode: huangpu, contacts: '李四', phone: '13800000001', wechat: '', qq: '', email: '', remark: '', ...values },
  });
  const importRows = (api: ApiClient, rows: ImportRow[]) => api.call(importEndpoints.customerImport, { json: { rows } });
  const customers = async (tenantId: string, prefix: string) =>
    db.selectFrom('customer').selectAll().where('tenant_id', '=', tenantId).where('comp_name', 'like', `${prefix}%`).orderBy('comp_name').execute();

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [kj] = await signIn(server, 'kj_admin');
    // A staff member of an organisation offered the customer screen: the import button is its managers'.
    kjStaff = apiClient(server.url);
    await kjStaff.login('kj_staff', '100002');
    const names = await db.selectFrom('region').select(['code', 'name']).where('code', 'in', ['31', '3101', '310101']).orderBy('code').execute();
    huangpu = names.map((r) => r.name).join('/');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('imports every row as the add form makes it: status 0, the caller as creator with their department', async () => {
    const shortPath = huangpu.split('/').filter((_, i) => i !== 1).join('/');
    const answer = await importRows(kj, [row(2), row(3, { areaCode: shortPath, email: 'a@b.cn' }), row(4, { areaCode: '310101' })]);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.imported);
    expect(expectOk<ImportReport>(answer)).toEqual({ imported: 3, errors: [] });
    const rows = await customers('100002', '导入客户');
    expect(rows.map((r) => [r.comp_name, r.area_code, Number(r.status)])).toEqual([
      ['导入客户2', '310101', 0],
      ['导入客户3', '310101', 0],
      ['导入客户4', '310101', 0],
    ]);
    const admin = await db.selectFrom('app_user').innerJoin('post', 'post.user_id', 'app_user.id').select(['app_user.id', 'post.dept_id']).where('account', '=', 'kj_admin').where('post.tenant_id', '=', '100002').executeTakeFirstOrThrow();
    expect(rows.every((r) => r.create_user === admin.id && r.create_dept === admin.dept_id)).toBe(true);
    expect(rows[1].email).toBe('a@b.cn');
    // Nothing reached another organisation.
    expect(await customers('100004', '导入客户')).toEqual([]);
  });

  it.skipIf(skip)('one bad row: nothing imported, each bad row named with the rule\'s message', async () => {
    const answer = await importRows(kj, [row(2, { compName: '全对客户' }), row(3, { compName: '坏行客户', phone: '123', legal: '' }), row(5, { compName: '无地区客户', areaCode: '火星/奥林匹斯' })]);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.importRefused);
    expect(expectOk<ImportReport>(answer)).toEqual({
      imported: 0,
      errors: [
        { row: 3, message: CUSTOMER_MESSAGES.legal },
        { row: 3, message: RULE_MESSAGES.mobileFormat },
        { row: 5, message: EXCEL_ROW_MESSAGES.regionUnknown },
      ],
    });
    expect(await customers('100002', '全对客户')).toEqual([]);
  });

  it.skipIf(skip)('a name twice in the file, or already a customer of the organisation, is a row error', async () => {
    const report = expectOk<ImportReport>(await importRows(kj, [row(2, { compName: '重复客户' }), row(3, { compName: '重复客户' }), row(4, { compName: '导入客户2' })]));
    expect(report).toEqual({
      imported: 0,
      errors: [
        { row: 3, message: CUSTOMER_EXCEL_MESSAGES.compNameRepeated },
        { row: 4, message: CUSTOMER_EXCEL_MESSAGES.compNameTaken },
      ],
    });
    expect(await customers('100002', '重复客户')).toEqual([]);
  });

  it.skipIf(skip)('refuses without the import button (403), an empty file and too many rows', async () => {
    expectEnvelopeFailure(await importRows(kjStaff, [row(2, { compName: '越权客户' })]), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await importRows(kj, []), 400, EXCEL_MESSAGES.fileReadFailed);
    expectEnvelopeFailure(await importRows(kj, Array.from({ length: 1001 }, (_, i) => row(i + 2))), 400, EXCEL_MESSAGES.tooManyRows);
    expect(await customers('100002', '越权客户')).toEqual([]);
  });
});
