import { describe, expect, it } from 'vitest';
import { moduleNamesFrom } from '@shared/api/modules';
import { fillPath, PATH_PARAM_MESSAGES, pathParamNames, routePath } from '@shared/api/pathParams';
import { isSecretCall } from '@shared/api/secretCalls';

const { pathParamMissing: MISSING, pathParamInvalid: INVALID } = PATH_PARAM_MESSAGES;

describe('path parameters of the endpoint catalogue', () => {
  it('are named by their {name} segments and become Fastify params on the server', () => {
    expect(pathParamNames('contract-owner/changeStatus/{id}/{statusContract}')).toEqual(['id', 'statusContract']);
    expect(pathParamNames('notice/page')).toEqual([]);
    expect(routePath('x/remove/{ids}/{tenantId}')).toBe('x/remove/:ids/:tenantId');
  });

  it('are filled from the parameters, each encoded into one segment, and leave the parameters', () => {
    expect(fillPath('contract-owner/changeStatus/{id}/{statusContract}', { id: '123', statusContract: 1, remark: 'x' })).toEqual({
      ok: true,
      path: 'contract-owner/changeStatus/123/1',
      params: { remark: 'x' },
    });
    // Comma-joined ids, from an array or as written; anything else encoded rather than read as path.
    expect(fillPath('x/remove/{ids}/{tenantId}', { ids: ['1', 2, ' 3 '], tenantId: '100004' })).toMatchObject({ ok: true, path: 'x/remove/1%2C2%2C3/100004' });
    expect(fillPath('x/remove/{ids}', { ids: '1,2' })).toMatchObject({ ok: true, path: 'x/remove/1%2C2' });
    expect(fillPath('x/{name}', { name: '设计 院?#&' })).toMatchObject({ ok: true, path: `x/${encodeURIComponent('设计 院?#&')}` });
    expect(fillPath('x/{flag}', { flag: 0 })).toMatchObject({ ok: true, path: 'x/0' });
  });

  it('refuse a missing or empty value', () => {
    for (const params of [undefined, {}, { id: undefined }, { id: null }, { id: '' }, { id: '  ' }, { id: [] }]) {
      expect(fillPath('x/{id}', params as Record<string, unknown>), JSON.stringify(params)).toEqual({ ok: false, message: MISSING });
    }
  });

  it('refuse anything that would change the path, however it is encoded', () => {
    const hostile: unknown[] = ['.', '..', '../oauth/token', 'a/b', 'a\\b', '%2F', 'a%2fb', '%2e%2e', '%252e%252e', '%255C', 'a\u0000b', 'a\nb', '\u007f', { a: 1 }, [{ a: 1 }], ['1', '../x'], { toString: () => '1' }];
    for (const id of hostile) expect(fillPath('x/{id}/y', { id }), JSON.stringify(id)).toEqual({ ok: false, message: INVALID });
  });
});

describe('the secret-call deny-list with path parameters', () => {
  const names = moduleNamesFrom({});
  it('refuses a declared path whose parameter could name a refused segment', () => {
    expect(isSecretCall(names, 'resource', '{a}/sts')).toBe(true);
    expect(isSecretCall(names, 'resource', 'oss/{b}')).toBe(true);
    expect(isSecretCall(names, 'resource', 'oss/sts/{c}')).toBe(true);
    expect(isSecretCall(names, 'auth', '{x}')).toBe(true);
    expect(isSecretCall(names, 'auth', 'oauth/{x}')).toBe(true);
  });

  it('lets other paths with parameters through, and still refuses the plain secret ones', () => {
    expect(isSecretCall(names, 'contract', 'contract-owner/changeStatus/{id}/{statusContract}')).toBe(false);
    expect(isSecretCall(names, 'resource', 'attach/{id}')).toBe(false);
    expect(isSecretCall(names, 'auth', 'oauth/user-info')).toBe(false);
    expect(isSecretCall(names, 'resource', 'OSS/STS')).toBe(true);
    expect(isSecretCall(names, 'auth', 'oauth/token')).toBe(true);
  });
});
