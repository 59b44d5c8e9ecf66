import { describe, expect, it } from 'vitest';
import { certListQuerySchema, expertDecisionSchema, expertInfoSchema, expertReviewSchema } from '@shared/domain/expertReview';
import { firstMessage } from '@shared/domain/validation';

const messageOf = (result: { success: boolean; error?: unknown }) => (result.success ? undefined : firstMessage(result.error as never));

describe('expert review (spec 3 §5 "Expert review")', () => {
  it('requires a decision, pass (2) or reject (3) only: 请选择认证状态', () => {
    for (const expertStatus of [undefined, '', null, 0, 1, 4, 'x']) expect(messageOf(expertDecisionSchema.safeParse({ expertStatus }))).toBe('请选择认证状态');
    expect(expertDecisionSchema.parse({ expertStatus: '2' })).toEqual({ expertStatus: 2, expertReason: '' });
  });

  it('requires the reason when rejecting (请输入驳回原因), at most 100, and keeps none for a pass', () => {
    expect(messageOf(expertDecisionSchema.safeParse({ expertStatus: 3 }))).toBe('请输入驳回原因');
    expect(messageOf(expertDecisionSchema.safeParse({ expertStatus: 3, expertReason: '  ' }))).toBe('请输入驳回原因');
    expect(messageOf(expertDecisionSchema.safeParse({ expertStatus: 3, expertReason: '因'.repeat(101) }))).toBe('长度不能超过100个字符');
    expect(expertDecisionSchema.parse({ expertStatus: 3, expertReason: ` ${'因'.repeat(100)} ` }).expertReason).toBe('因'.repeat(100));
    expect(expertDecisionSchema.parse({ expertStatus: 2, expertReason: '不需要' }).expertReason).toBe('');
  });

  it('the call names the application by its applicant id', () => {
    expect(expertReviewSchema.parse({ id: '123', expertStatus: 3, expertReason: '证书模糊' })).toEqual({ id: '123', expertStatus: 3, expertReason: '证书模糊' });
    expect(messageOf(expertReviewSchema.safeParse({ id: 'abc', expertStatus: 2 }))).toBe('认证申请不存在或已删除');
  });

  it('lists pending, certified or rejected only', () => {
    expect(certListQuerySchema.parse({ expertStatus: '1' }).expertStatus).toBe(1);
    expect(certListQuerySchema.parse({ expertStatus: '' }).expertStatus).toBeUndefined();
    expect(certListQuerySchema.safeParse({ expertStatus: '0' }).success).toBe(false);
  });
});

describe('expert record (spec 3 §3 "Expert", §5 expert phone)', () => {
  const valid = { userId: '1', name: '王工', phone: '13912345678' };
  it('takes a name and an 11-digit mobile starting 1 (请输入正确的手机号); the rest optional', () => {
    expect(expertInfoSchema.parse(valid)).toMatchObject({ ...valid, no: '', birthday: '', educational: '', degree: '', areaCode: '' });
    for (const phone of ['1391234567', '23912345678', '139123456789', '1391234567a']) expect(messageOf(expertInfoSchema.safeParse({ ...valid, phone }))).toBe('请输入正确的手机号');
    expect(messageOf(expertInfoSchema.safeParse({ ...valid, phone: '' }))).toBe('请输入手机号');
    expect(messageOf(expertInfoSchema.safeParse({ ...valid, name: '' }))).toBe('请输入真实姓名');
    expect(messageOf(expertInfoSchema.safeParse({ ...valid, no: 'N'.repeat(31) }))).toBe('长度不能超过30个字符');
    expect(expertInfoSchema.safeParse({ ...valid, birthday: '1985-02-30' }).success).toBe(false);
    expect(expertInfoSchema.safeParse({ ...valid, educational: '9' }).success).toBe(false);
    expect(expertInfoSchema.safeParse({ ...valid, areaCode: '110100' }).success).toBe(false);
  });
});
