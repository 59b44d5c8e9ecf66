import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { PAGING_MESSAGES } from '@shared/domain/paging';
import { MESSAGES } from '@shared/messages';
import { expectEnvelopeFailure, expectOAuthFailure } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

describe.each(BACKENDS)('bad input ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [api] = await signIn(server, 'multi');
  });
  afterAll(() => server?.close());

  describe.skipIf(skip)('bodies', () => {
    const tokenPath = () => api.path('auth', 'oauth/token');

    it('answers malformed JSON with 400', async () => {
      expectEnvelopeFailure(await api.request('POST', tokenPath(), { raw: '{"grant_type": "password",', headers: { 'content-type': 'application/json' } }), 400, /JSON/);
      expectEnvelopeFailure(await api.request('POST', tokenPath(), { raw: '', headers: { 'content-type': 'application/json' } }), 400);
      expectEnvelopeFailure(await api.request('POST', tokenPath(), { raw: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } }), 400);
    });

    it('answers a JSON body nested too deep with 400, not a stack overflow', async () => {
      const deep = `{"title":"x","content":${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}}`;
      const headers = { 'content-type': 'application/json', 'idempotency-key': 'deep-body-1' };
      const answer = await api.request('POST', api.path('system', 'feedback/save'), { raw: deep, headers });
      expectEnvelopeFailure(answer, 400, '请求体嵌套层级过深');
    });

    it('answers an unsupported content type with 400', async () => {
      expectEnvelopeFailure(await api.request('POST', tokenPath(), { raw: 'grant_type=password', headers: { 'content-type': 'text/plain' } }), 400);
      expectEnvelopeFailure(await api.request('POST', tokenPath(), { raw: '<a/>', headers: { 'content-type': 'application/xml' } }), 400);
    });

    it('answers an oversized body with 400', async () => {
      const answer = await api.request('POST', tokenPath(), { form: { grant_type: 'password', tenant_id: '100004', username: 'multi', password: 'x'.repeat(2 * 1024 * 1024) } });
      expectEnvelopeFailure(answer, 400);
    });

    it('answers a JSON body of the wrong shape with the OAuth error', async () => {
      expectOAuthFailure(await api.request('POST', tokenPath(), { json: [1, 2, 3] }), 'invalid_request', /[\u4e00-\u9fff]/);
      expectOAuthFailure(await api.request('POST', tokenPath(), { json: { grant_type: 'password', tenant_id: 100004, username: {}, password: 1 } }), 'invalid_request', /[\u4e00-\u9fff]/);
    });

    it('answers repeated form fields with 400', async () => {
      const answer = await api.request('POST', tokenPath(), {
        raw: 'grant_type=password&tenant_id=100004&username=multi&username=admin&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectOAuthFailure(answer, 'invalid_request', /[\u4e00-\u9fff]/);
    });
  });

  describe.skipIf(skip)('queries', () => {
    it('answers bad paging with 400 naming the problem', async () => {
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { size: 'abc' } }), 400, PAGING_MESSAGES.size);
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { size: 0 } }), 400, PAGING_MESSAGES.size);
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { size: 100000 } }), 400, PAGING_MESSAGES.size);
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { current: -1 } }), 400, PAGING_MESSAGES.current);
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { current: 1.5 } }), 400, PAGING_MESSAGES.current);
      expectEnvelopeFailure(await api.call(endpoints.noticeList, { query: { category: 'x' } }), 400);
    });

    it('answers malformed codes with 400', async () => {
      expectEnvelopeFailure(await api.call(endpoints.dictionary, { query: { code: "htzt' OR 1=1 --" } }), 400);
      expectEnvelopeFailure(await api.call(endpoints.dictChildList, { query: { code: 'xmjd', parentId: 'abc' } }), 400);
      expectEnvelopeFailure(await api.call(endpoints.regionLazyTree, { query: { parentCode: '4' } }), 400);
      expectEnvelopeFailure(await api.call(endpoints.menuRoutes, { query: { topMenuId: 'x' } }), 400);
      expectEnvelopeFailure(await api.request('GET', `${api.path('system', 'dict/dictionary')}?code=htzt&code=fpzt`), 400);
    });

    it('answers a malformed SMS request with 400', async () => {
      expectEnvelopeFailure(await api.call(endpoints.sendSmsCode, { query: { phone: '12345', smsCode: 'login' } }), 400, RULE_MESSAGES.mobileFormat);
      expectEnvelopeFailure(await api.call(endpoints.sendSmsCode, { query: { phone: '13800000099', smsCode: 'other' } }), 400);
      expectEnvelopeFailure(await api.call(endpoints.sendSmsCode), 400);
      expect(server.lines).toEqual([]);
    });

    it('answers a malformed percent-encoding with 400', async () => {
      expectEnvelopeFailure(await api.request('GET', `${api.path('system', 'dict/dictionary')}?code=%E0%A4%A`), 400);
      expectEnvelopeFailure(await api.request('GET', `${api.path('system', 'region/detail')}?code=%FF`), 400);
    });
  });

  describe.skipIf(skip)('routes', () => {
    it('answers an unknown route with the 404 envelope', async () => {
      expectEnvelopeFailure(await api.request('GET', api.path('system', 'no/such/route')), 404, MESSAGES.notFound);
      expectEnvelopeFailure(await api.request('GET', '/api/unknown-module/x'), 404, MESSAGES.notFound);
      expectEnvelopeFailure(await api.request('GET', '/'), 404, MESSAGES.notFound);
    });

    it('answers a known path with the wrong method with 404', async () => {
      expectEnvelopeFailure(await api.request('DELETE', api.path('system', 'menu/routes')), 404, MESSAGES.notFound);
      expectEnvelopeFailure(await api.request('GET', api.path('auth', 'oauth/token')), 404, MESSAGES.notFound);
    });
  });
});
