import { describe, expect, it } from 'vitest';
import { interpretEnvelope, serverMessage } from '../../../src/main/services/gateway/interpret';

describe('reading answers (spec 1 §8)', () => {
  it('gives the data of a 200 envelope with code 200', () => {
    expect(interpretEnvelope(200, { code: 200, success: true, msg: '操作成功', data: [1] })).toEqual({ ok: true, data: [1] });
  });

  it('answers the msg of a 200 whose body code is 400', () => {
    const r = interpretEnvelope(200, { code: 400, success: false, msg: '名称已存在，请检查', data: null });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid', message: '名称已存在，请检查' } });
  });

  it('answers error_description when there is no msg', () => {
    expect(interpretEnvelope(400, { error_description: '账号或密码错误' })).toMatchObject({ ok: false, error: { message: '账号或密码错误', status: 400 } });
  });

  it('answers 未知错误 when the server said nothing readable', () => {
    expect(interpretEnvelope(404, '<html>Not found</html>')).toMatchObject({ ok: false, error: { message: '未知错误', kind: 'server' } });
    expect(interpretEnvelope(500, { code: 500, msg: '' }, '提交失败')).toMatchObject({ ok: false, error: { message: '提交失败' } });
    expect(interpretEnvelope(500, { code: 500, msg: '服务器繁忙' }, '提交失败')).toMatchObject({ ok: false, error: { message: '服务器繁忙' } });
    expect(serverMessage({ msg: '   ' })).toBe('未知错误');
  });
});
