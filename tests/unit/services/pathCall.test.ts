import { describe, expect, it } from 'vitest';
import { PATH_PARAM_MESSAGES } from '@shared/api/pathParams';
import { fillCallPath } from '../../../src/main/services/gateway/pathCall';

const MISSING = PATH_PARAM_MESSAGES.pathParamMissing;

describe("the gateway's path parameters", () => {
  it('take the value from the query, then a JSON body, then a form, removing it there', () => {
    expect(fillCallPath({ path: 'x/{id}/{status}', query: { id: '1', size: 10 }, body: { status: 2, code: 'A' } })).toEqual({
      ok: true,
      call: { path: 'x/1/2', query: { size: 10 }, body: { code: 'A' } },
    });
    expect(fillCallPath({ path: 'x/{id}', form: { id: '7', a: 'b' } })).toEqual({ ok: true, call: { path: 'x/7', form: { a: 'b' } } });
    expect(fillCallPath({ path: 'x/{id}', body: ['1'] })).toEqual({ ok: false, message: MISSING });
  });
});
