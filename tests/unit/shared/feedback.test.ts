import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, feedbackSaveSchema } from '@shared/domain/feedback';
import { firstMessage, validate } from '@shared/domain/validation';

/** The first message the drawer (and the route) would show for this input, or null when it passes. */
const messageOf = (input: unknown) => {
  const result = validate(feedbackSaveSchema, input);
  return result.success ? null : firstMessage(result.error);
};

const valid = { type: '1', title: '希望支持批量导出', require: '', opinion: '', phone: '', file: '' };
const link = (name: string) => `http://127.0.0.1:8080/cem/100004/20260101/${name}_1767225600000.png`;

describe('feedback form (spec 1 §5: type required, title required ≤ 50, require and opinion ≤ 500)', () => {
  it('passes the smallest valid feedback and sends the type as a number', () => {
    expect(feedbackSaveSchema.parse({ type: '2', title: ' 导出无响应 ' })).toEqual({ type: 2, title: '导出无响应', require: '', opinion: '', file: '', phone: '' });
  });

  it.each([
    ['no type', { ...valid, type: '' }, '请选择提交类型'],
    ['a missing type', { title: '标题' }, '请选择提交类型'],
    ['a type outside 1-3', { ...valid, type: '4' }, '请选择提交类型'],
    ['no title', { ...valid, title: '' }, '请填写标题'],
    ['a blank title', { ...valid, title: '   ' }, '请填写标题'],
    ['a title of 51', { ...valid, title: '标'.repeat(51) }, '长度不能超过50个字符'],
    ['a requirement of 501', { ...valid, require: '需'.repeat(501) }, '长度不能超过500个字符'],
    ['an opinion of 501', { ...valid, opinion: '意'.repeat(501) }, '长度不能超过500个字符'],
    ['a phone of 5 digits', { ...valid, phone: '12345' }, '联系人电话格式有误'],
    ['a mobile starting 12', { ...valid, phone: '12800000000' }, '联系人电话格式有误'],
    ['a phone over 30', { ...valid, phone: '0'.repeat(31) }, '联系人电话格式有误'],
    ['attachment links over 2000', { ...valid, file: `http://a.example/${'f'.repeat(1990)}` }, '长度不能超过2000个字符'],
    ['an attachment that is not a link', { ...valid, file: 'javascript:alert(1)' }, FEEDBACK_MESSAGES.feedbackFileFormat],
    ['a link among non-links', { ...valid, file: `${link('a')},C:\\截图.png` }, FEEDBACK_MESSAGES.feedbackFileFormat],
  ])('refuses %s with its message', (_, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('takes every limit exactly', () => {
    expect(messageOf({ ...valid, title: '标'.repeat(50), require: '需'.repeat(500), opinion: '意'.repeat(500) })).toBeNull();
    expect(messageOf({ ...valid, file: `http://a.example/${'f'.repeat(2000 - 'http://a.example/'.length)}` })).toBeNull();
  });

  it('takes a mobile, a landline with area code and extension, or no phone', () => {
    for (const phone of ['13800000004', '010-12345678', '0755-1234567-123', '']) expect(messageOf({ ...valid, phone })).toBeNull();
  });

  it('takes attachment links comma-joined, as feedback/save carries them', () => {
    const file = [link('截图'), link('日志')].join(',');
    expect(messageOf({ ...valid, file })).toBeNull();
    expect(feedbackSaveSchema.parse({ ...valid, file }).file).toBe(file);
  });
});
