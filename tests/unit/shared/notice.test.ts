import { describe, expect, it } from 'vitest';
import { noticeSaveSchema } from '@shared/domain/notice';
import { firstMessage, validate } from '@shared/domain/validation';

const valid = { category: '1', title: '停机公告', content: '<p>今晚停机</p>', status: '1' };
const messageOf = (input: unknown) => {
  const result = validate(noticeSaveSchema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('notice form schema (spec 1 §5)', () => {
  it.each([
    [{ category: '' }, '请选择消息类型'],
    [{ category: undefined }, '请选择消息类型'],
    [{ title: '' }, '请输入公告标题'],
    [{ title: '题'.repeat(31) }, '长度不能超过30个字符'],
    [{ content: '' }, '请输入公告内容'],
    [{ content: '<p>  </p>' }, '请输入公告内容'],
    [{ status: '2' }, '请选择公告状态'],
  ])('%o → %s', (change, message) => expect(messageOf({ ...valid, ...change })).toBe(message));

  it('accepts a title of 30 and defaults the status to open', () => {
    const result = validate(noticeSaveSchema, { ...valid, title: '题'.repeat(30), status: undefined });
    expect(result.success && result.data.status).toBe(1);
  });
});
