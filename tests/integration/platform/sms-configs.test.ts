/**
 * Issue 14, SMS: sms/list, detail, submit, remove, enable (one at a time), send-message and
 * validate-message; the reference server prints codes and messages naming the enabled configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { storageEndpoints } from '@shared/api/storageEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { SMS_CONFIG_MESSAGES, type SmsConfig } from '@shared/domain/smsConfig';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { operatorStaff } from './operatorStaff';

const aliyun = { code: 'ali-sms', category: 'aliyun', templateId: 'SMS_2026001', accessKey: 'LTAIsms', secretKey: 'SmsSecret-987', region: 'cn-hangzhou', signName: '筑联', remark: '' };

describe.each(BACKENDS)('SMS configurations, send-message and validate-message ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    // No resend interval: several codes go to one phone within the test.
    server = await startTestServer({ backend, env: { CEM_SMS_RESEND_INTERVAL: '0' } });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'admin', 'kj_admin');
    staff = await operatorStaff(server, db);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const list = async () => expectOk<Page<SmsConfig>>(await admin.call(storageEndpoints.smsList, { query: { size: -1 } })).records;
  const send = (api: ApiClient, body: Record<string, unknown>) => api.call(storageEndpoints.smsSendMessage, { json: body });
  const linesAfter = (from: number) => server.lines.slice(from).join('\n');

  it.skipIf(skip)('seeds the reference console enabled; adds a gateway disabled, never answering its secret', async () => {
    expect(await list()).toMatchObject([{ code: 'console', category: 'console', status: 1 }]);
    const added = await admin.call(storageEndpoints.smsSubmit, { json: aliyun });
    expect(added.body.msg).toBe('新增成功');
    expect(expectOk<SmsConfig>(added)).toMatchObject({ code: 'ali-sms', status: 0, secretSet: true, templateId: 'SMS_2026001', signName: '筑联' });
    const id = expectOk<SmsConfig>(added).id;
    expect(JSON.stringify((await admin.call(storageEndpoints.smsDetail, { query: { id } })).body)).not.toContain(aliyun.secretKey);
    expect(expectOk<SmsConfig>(await admin.call(storageEndpoints.smsSubmit, { json: { ...aliyun, id, secretKey: '' } })).secretSet).toBe(true);
    const row = await db.selectFrom('sms_config').select('secret_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret_key.startsWith('v1:')).toBe(true);
  });

  it.skipIf(skip)('answers each rule with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...aliyun, code: '' }, SMS_CONFIG_MESSAGES.code],
      [{ ...aliyun, code: '短信' }, SMS_CONFIG_MESSAGES.codeFormat],
      [{ ...aliyun, category: 'sms' }, SMS_CONFIG_MESSAGES.category],
      [{ ...aliyun, code: 'x2', templateId: '' }, SMS_CONFIG_MESSAGES.templateId],
      [{ ...aliyun, code: 'x2', accessKey: '' }, SMS_CONFIG_MESSAGES.accessKey],
      [{ ...aliyun, code: 'x2', secretKey: '' }, SMS_CONFIG_MESSAGES.secretKey],
      [{ ...aliyun, code: 'x2', signName: '' }, SMS_CONFIG_MESSAGES.signName],
      [aliyun, SMS_CONFIG_MESSAGES.codeTaken],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await admin.call(storageEndpoints.smsSubmit, { json: body }), 400, message);
    expect(await list()).toHaveLength(2);
    // The console needs nothing but its code.
    expectOk(await admin.call(storageEndpoints.smsSubmit, { json: { code: 'console-2', category: 'console' } }));
  });

  it.skipIf(skip)('refuses other organisations and the operator’s non-administrators on every call', async () => {
    const id = (await list())[0].id;
    for (const api of [kj, staff]) {
      expectEnvelopeFailure(await api.call(storageEndpoints.smsList), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.smsDetail, { query: { id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.smsSubmit, { json: { ...aliyun, code: 'y1' } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.smsEnable, { query: { id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.smsRemove, { query: { ids: id } }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await send(api, { code: 'T1', phones: '13800000001' }), 403, MESSAGES.forbidden);
      expectEnvelopeFailure(await api.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000001', code: '123456' } }), 403, MESSAGES.forbidden);
    }
  });

  it.skipIf(skip)('prints sign-in codes and messages naming the enabled configuration; enabling switches it', async () => {
    let from = server.lines.length;
    expectOk(await apiClient(server.url).call(endpoints.sendSmsCode, { query: { phone: '13800000002', smsCode: 'login' } }));
    expect(server.smsCode('13800000002')).toMatch(/^\d{6}$/);
    expect(linesAfter(from)).toContain('SMS 13800000002 via SMS configuration console (console)');

    const ali = (await list()).find((c) => c.code === 'ali-sms')!;
    expect(expectOk<SmsConfig>(await admin.call(storageEndpoints.smsEnable, { query: { id: ali.id } })).status).toBe(1);
    expect((await list()).filter((c) => c.status === 1).map((c) => c.code)).toEqual(['ali-sms']);
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsRemove, { query: { ids: ali.id } }), 400, SMS_CONFIG_MESSAGES.enabledNotRemovable);

    from = server.lines.length;
    expectOk(await send(admin, { code: 'SMS_NOTICE', phones: '13800000003,13800000004', params: '{"name":"张三"}' }));
    const printed = linesAfter(from);
    expect(printed).toContain('SMS 13800000003 message SMS_NOTICE {"name":"张三","code":"');
    expect(printed).toContain('via SMS configuration ali-sms (aliyun) template SMS_2026001 sign 筑联');
    expect(printed).not.toContain(aliyun.secretKey);
    const code = server.smsCode('13800000004')!;
    expect(code).toMatch(/^\d{6}$/);

    // validate-message: right once, then spent; a wrong code refused.
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000004', code: code === '000000' ? '000001' : '000000' } }), 400, AUTH_MESSAGES.codeInvalid);
    expectOk(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000004', code } }));
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000004', code } }), 400, AUTH_MESSAGES.codeInvalid);
    // A sign-in code is not a send-message code.
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000002', code: server.smsCode('13800000002') } }), 400, AUTH_MESSAGES.codeInvalid);

    const console = (await list()).find((c) => c.code === 'console')!;
    await admin.call(storageEndpoints.smsEnable, { query: { id: console.id } });
    from = server.lines.length;
    expectOk(await send(admin, { code: 'SMS_NOTICE', phones: '13800000005' }));
    expect(linesAfter(from)).toContain('via SMS configuration console (console)');
    expect((await admin.call(storageEndpoints.smsRemove, { query: { ids: ali.id } })).body.msg).toBe('删除成功');
  });

  it.skipIf(skip)('refuses a bad send-message or validate-message with its message and sends nothing', async () => {
    const from = server.lines.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '', phones: '13800000001' }, SMS_CONFIG_MESSAGES.templateCode],
      [{ code: 'T', phones: '' }, SMS_CONFIG_MESSAGES.phones],
      [{ code: 'T', phones: '13800000001,123' }, SMS_CONFIG_MESSAGES.phonesFormat],
      [{ code: 'T', phones: Array.from({ length: 21 }, (_, i) => `138000001${String(i).padStart(2, '0')}`).join(',') }, SMS_CONFIG_MESSAGES.phonesTooMany],
      [{ code: 'T', phones: '13800000001', params: '[1]' }, SMS_CONFIG_MESSAGES.params],
      [{ code: 'T', phones: '13800000001', params: '{bad' }, SMS_CONFIG_MESSAGES.params],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await send(admin, body), 400, message);
    expect(linesAfter(from)).not.toContain('SMS ');
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '123', code: '1' } }), 400, RULE_MESSAGES.mobileFormat);
    expectEnvelopeFailure(await admin.call(storageEndpoints.smsValidateMessage, { json: { phone: '13800000001', code: '' } }), 400, RULE_MESSAGES.codeRequired);
  });
});
