/**
 * POST record/import (issue 18): filings from an .xlsx's rows, each what 新增备案 makes (recordAddSchema,
 * the name free, the parties partners by name, dictionary keys known), all or nothing, every bad row at
 * once, a name twice in the file, the organisation's isolation and the import button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEndpoints } from '@shared/api/importEndpoints';
import { EXCEL_MESSAGES, type ImportReport, type ImportRow } from '@shared/domain/excel';
import { EXCEL_ROW_MESSAGES } from '@shared/domain/excelRows';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { PROJECT_RECORD_MESSAGES } from '@shared/domain/projectRecord';
import { RECORD_EXCEL_MESSAGES } from '@shared/domain/recordExcel';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const GL = '100003';
const OWNER = '100005';
const PROVIDER = '100007';

describe.each(BACKENDS)('record/import ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let gl: ApiClient;
  let glStaff: ApiClient;
  let region: string;
  let owner: string;
  let provider: string;

  const row = (n: number, values: Record<string, string> = {}): ImportRow => ({
    row: n,
    values: {
      name: `导入备案${n}`,
      status: '1',
      regionId: region,
      detailAddr: '武昌区东湖路88号',
      type: '1',
      mainIndustry: '1',
      otherIndustry: '2,7',
      scale: '约5万平方米',
      remark: '',
      ownerUnitName: owner,
      resProviderName: provider,
      ...values,
    },
  });
  const importRows = (api: ApiClient, rows: ImportRow[]) => api.call(importEndpoints.recordImport, { json: { rows } });
  const records = (prefix: string) => db.selectFrom('project_record').selectAll().where('name', 'like', `${prefix}%`).orderBy('name').execute();

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [gl] = await signIn(server, 'gl_admin');
    glStaff = apiClient(server.url);
    await glStaff.login('gl_staff', GL);
    region = (await db.selectFrom('region').select('name').where('code', 'in', ['42', '4201', '420106']).orderBy('code').execute()).map((r) => r.name).join('/');
    const names = new Map((await db.selectFrom('tenant').select(['tenant_id', 'name']).where('tenant_id', 'in', [OWNER, PROVIDER]).execute()).map((t) => [t.tenant_id, t.name]));
    owner = names.get(OWNER)!;
    provider = names.get(PROVIDER)!;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('imports every row as 新增备案 does: a code, the parties, the caller as creator', async () => {
    const answer = await importRows(gl, [row(2), row(3, { status: '2', otherIndustry: '', resProviderName: '' })]);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.imported);
    expect(expectOk<ImportReport>(answer)).toEqual({ imported: 2, errors: [] });
    const added = await records('导入备案');
    expect(added.map((r) => [r.name, r.tenant_id, Number(r.status), r.region_id, r.owner_tenant_id, r.other_industry])).toEqual([
      ['导入备案2', GL, 1, '420106', OWNER, '2,7'],
      ['导入备案3', GL, 2, '420106', OWNER, ''],
    ]);
    expect(added[0].code).toMatch(/^BA\d{20}$/);
    const admin = await db.selectFrom('app_user').select('id').where('account', '=', 'gl_admin').executeTakeFirstOrThrow();
    expect(added.every((r) => r.create_user === admin.id && r.create_dept !== '')).toBe(true);
    const parties = await db.selectFrom('project_party').select('party_tenant_id').where('subject', '=', 'record').where('subject_id', '=', added[0].id).execute();
    expect(parties.map((p) => p.party_tenant_id)).toEqual([PROVIDER]);
  });

  it.skipIf(skip)("one bad row: nothing imported, each bad row named with the rule's message", async () => {
    const answer = await importRows(gl, [
      row(10),
      row(11, { name: '', status: '4', scale: '' }),
      row(12, { type: '99', mainIndustry: '98', regionId: '火星' }),
      row(13, { ownerUnitName: '无此单位' }),
      row(14, { ownerUnitName: provider }),
      row(15, { name: '导入备案2' }),
    ]);
    expect(answer.body.msg).toBe(EXCEL_MESSAGES.importRefused);
    expect(expectOk<ImportReport>(answer)).toEqual({
      imported: 0,
      errors: [
        { row: 11, message: PROJECT_MESSAGES.nameRequired },
        { row: 11, message: PROJECT_RECORD_MESSAGES.status },
        { row: 11, message: PROJECT_RECORD_MESSAGES.scale },
        { row: 12, message: EXCEL_ROW_MESSAGES.regionUnknown },
        { row: 12, message: RECORD_EXCEL_MESSAGES.typeUnknown },
        { row: 12, message: RECORD_EXCEL_MESSAGES.industryUnknown },
        { row: 13, message: PROJECT_MESSAGES.partyNotPartner },
        { row: 14, message: PROJECT_MESSAGES.partyNotPartner },
        { row: 15, message: PROJECT_RECORD_MESSAGES.nameExists },
      ],
    });
    expect(await records('导入备案10')).toEqual([]);
  });

  it.skipIf(skip)('a name twice in the file is a row error', async () => {
    const report = expectOk<ImportReport>(await importRows(gl, [row(20), row(21, { name: '导入备案20' })]));
    expect(report).toEqual({ imported: 0, errors: [{ row: 21, message: RECORD_EXCEL_MESSAGES.nameRepeated }] });
    expect(await records('导入备案20')).toEqual([]);
  });

  it.skipIf(skip)('another organisation is untouched; refuses without the import button (403)', async () => {
    expect((await records('导入备案')).every((r) => r.tenant_id === GL)).toBe(true);
    expectEnvelopeFailure(await importRows(glStaff, [row(30)]), 403, MESSAGES.forbidden);
    expect(await records('导入备案30')).toEqual([]);
  });
});
