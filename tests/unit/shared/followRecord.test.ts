import { describe, expect, it } from 'vitest';
import { bizAttentionListQuerySchema } from '@shared/domain/bizAttention';
import { customerPageQuerySchema } from '@shared/domain/customer';
import { followRecordPageQuerySchema, followRecordSchema, richTextLength } from '@shared/domain/followRecord';
import { firstMessage, validate } from '@shared/domain/validation';

const valid = { customerId: '123', startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 10:00:00', theme: '拜访', remark: '<p>详情</p>' };
const messageOf = (input: unknown) => {
  const result = validate(followRecordSchema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('follow-up record schema (spec 1 §5)', () => {
  it.each([
    [{ startTime: '' }, '请选择开始时间'],
    [{ startTime: undefined }, '请选择开始时间'],
    [{ endTime: '' }, '请选择结束时间'],
    [{ endTime: '2026-11-20 10:00' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
    [{ endTime: '2026-11-20 08:59:59' }, '结束时间不能早于开始时间'],
    [{ theme: '' }, '请输入跟进主题'],
    [{ theme: '主'.repeat(31) }, '长度不能超过30个字符'],
    [{ remark: '' }, '请输入跟进详情'],
    [{ remark: '<p><br></p>' }, '请输入跟进详情'],
    [{ remark: '详'.repeat(2001) }, '长度不能超过2000个字符'],
    [{ imgList: Array.from({ length: 11 }, (_, i) => ({ name: 'a', link: `https://h/${i}.png` })) }, '所选图片个数超出了限制！'],
    [{ imgList: [{ name: 'a', link: 'data:image/png;base64,AAAA' }] }, '图片地址有误'],
    [{ customerId: 'abc' }, '请选择客户'],
  ])('%j gives %s', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('accepts the limits: end equal to start, theme of 30, 2000 characters of text in markup, 10 images', () => {
    const parsed = followRecordSchema.parse({
      ...valid,
      endTime: valid.startTime,
      theme: '主'.repeat(30),
      remark: `<p><b>${'详'.repeat(1000)}</b>${'&amp;'.repeat(1000)}</p>`,
      imgList: Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, link: `https://h/${i}.png`, key: 'dropped', size: 1 })),
    });
    expect(parsed.imgList).toHaveLength(10);
    expect(parsed.imgList[0]).toEqual({ name: '0.png', link: 'https://h/0.png' });
  });

  it('counts the text a person reads, not the markup', () => {
    expect(richTextLength('<p>ab<b>c</b></p>')).toBe(3);
    expect(richTextLength('<p>&lt;&#160;</p>')).toBe(2);
    expect(richTextLength('<p> </p>')).toBe(0);
  });

  it('pages one customer: the customer id is required', () => {
    expect(validate(followRecordPageQuerySchema, {}).success).toBe(false);
    expect(followRecordPageQuerySchema.parse({ customerId: '7' })).toMatchObject({ customerId: '7', current: 1, size: 10 });
  });
});

describe('list filters of my customers and the invite list', () => {
  it('mine is 0 or 1, blank is absent', () => {
    expect(customerPageQuerySchema.parse({ mine: '1' }).mine).toBe(1);
    expect(customerPageQuerySchema.parse({ mine: '' }).mine).toBeUndefined();
    expect(validate(customerPageQuerySchema, { mine: '2' }).success).toBe(false);
  });

  it('biz-attention status is a small integer', () => {
    expect(bizAttentionListQuerySchema.parse({ orgCategory: 'kj', status: '1' })).toMatchObject({ orgCategory: 'kj', status: 1 });
    const bad = validate(bizAttentionListQuerySchema, { status: 'x' });
    expect(bad.success ? null : firstMessage(bad.error)).toBe('筛选条件有误');
  });
});
