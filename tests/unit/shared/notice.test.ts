import { describe, expect, it } from 'vitest';
import { decodeNoticeContent, NOTICE_MESSAGES, noticeListQuerySchema, noticeSaveSchema } from '@shared/domain/notice';
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

describe('decodeNoticeContent (spec 1 §7: notice/detail content is URL-decoded)', () => {
  it('decodes URL-encoded content, with + as a space', () => {
    expect(decodeNoticeContent(encodeURIComponent('<p>停机 50%</p>'))).toBe('<p>停机 50%</p>');
    expect(decodeNoticeContent('%3Cp%3Ea+b%3C%2Fp%3E')).toBe('<p>a b</p>');
  });
  it('keeps HTML and text without escapes as they are', () => {
    expect(decodeNoticeContent('<p>折扣%20以内 a+b</p>')).toBe('<p>折扣%20以内 a+b</p>');
    expect(decodeNoticeContent('100% 完成')).toBe('100% 完成');
  });
  it('keeps a malformed escape as it came instead of failing', () => {
    expect(decodeNoticeContent('%E4%B8%AD%E6%')).toBe('%E4%B8%AD%E6%');
    expect(decodeNoticeContent('%E4%B8')).toBe('%E4%B8');
  });
});

describe('notice/list query (message centre filter)', () => {
  it('takes isRead 0 or 1 and refuses anything else with 阅读状态有误', () => {
    expect(noticeListQuerySchema.parse({ isRead: '0' }).isRead).toBe(0);
    expect(noticeListQuerySchema.parse({ isRead: '' }).isRead).toBeUndefined();
    const bad = validate(noticeListQuerySchema, { isRead: '2' });
    expect(bad.success ? null : firstMessage(bad.error)).toBe(NOTICE_MESSAGES.readFormat);
  });
});
