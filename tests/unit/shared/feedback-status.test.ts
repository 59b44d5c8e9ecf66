import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, FEEDBACK_STATUS_MESSAGES, feedbackStatusFormSchema, feedbackStatusUpdateSchema } from '@shared/domain/feedback';
import { firstMessage, validate } from '@shared/domain/validation';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('feedback "update status" form (spec 1 §3: status1 required, remark ≤ 500)', () => {
  it('sends status and remark from status1 and remark', () => {
    expect(feedbackStatusFormSchema.parse({ status1: '2', remark: ' 已修复 ' })).toEqual({ status: 2, remark: '已修复' });
    expect(feedbackStatusFormSchema.parse({ status1: '0' })).toEqual({ status: 0, remark: '' });
  });
  it.each([
    [{ status1: '' }, FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired],
    [{}, FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired],
    [{ status1: 'x' }, FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired],
    [{ status1: '-1' }, FEEDBACK_MESSAGES.feedbackStatusFormat],
    [{ status1: '1', remark: '备'.repeat(501) }, '长度不能超过500个字符'],
  ])('refuses %j with %s', (input, message) => {
    expect(messageOf(feedbackStatusFormSchema, input)).toBe(message);
  });
  it('takes a remark of exactly 500 characters', () => {
    expect(messageOf(feedbackStatusFormSchema, { status1: '1', remark: '备'.repeat(500) })).toBeNull();
  });
});

describe('feedback/update-status body', () => {
  it('needs a numeric id', () => {
    expect(messageOf(feedbackStatusUpdateSchema, { status: 1 })).toBe(FEEDBACK_MESSAGES.feedbackIdsFormat);
    expect(messageOf(feedbackStatusUpdateSchema, { id: 'abc', status: 1 })).toBe(FEEDBACK_MESSAGES.feedbackIdsFormat);
    expect(messageOf(feedbackStatusUpdateSchema, { id: '12', status: 1 })).toBeNull();
  });
});
