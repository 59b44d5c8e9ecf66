import { describe, expect, it } from 'vitest';
import { canChangeStatus, contactPhoneSchema, customerAddSchema, customerEditSchema, customerPageQuerySchema } from '@shared/domain/customer';
import { dayRange, idsSchema, moneyText, percentText } from '@shared/domain/fields';
import { firstMessage, validate } from '@shared/domain/validation';

const valid = { compName: '华东设计研究院', legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001' };
const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('customer schema (spec 1 §5)', () => {
  it.each([
    [{ compName: '' }, '请输入企业名称'],
    [{ compName: '企'.repeat(31) }, '长度不能超过30个字符'],
    [{ legal: '' }, '请输入法人'],
    [{ legal: '法'.repeat(21) }, '长度不能超过20个字符'],
    [{ areaCode: '' }, '请选择所在地区'],
    [{ areaCode: 'abc' }, '请选择所在地区'],
    [{ areaCode: '3101011' }, '请选择所在地区'],
    [{ contacts: '' }, '请输入联系人'],
    [{ contacts: '联'.repeat(21) }, '长度不能超过20个字符'],
    [{ phone: '' }, '请输入联系电话'],
    [{ phone: '12345678901' }, '手机号码格式有误'],
    [{ phone: '1380000000' }, '手机号码格式有误'],
    [{ qq: '01234' }, 'QQ号码格式有误'],
    [{ qq: '1234' }, 'QQ号码格式有误'],
    [{ qq: '1'.repeat(16) }, 'QQ号码格式有误'],
    [{ email: 'bad' }, '邮箱格式有误'],
    [{ email: `${'a'.repeat(25)}@b.com` }, '邮箱格式有误'],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
    [{ wechat: 'w'.repeat(31) }, '长度不能超过30个字符'],
  ])('%o → %s', (change, message) => {
    expect(messageOf(customerAddSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts the limits and the optional fields empty; legal 30 only when editing', () => {
    expect(messageOf(customerAddSchema, { ...valid, compName: '企'.repeat(30), qq: '12345', email: 'a@b.cn', remark: '备'.repeat(200) })).toBeNull();
    expect(messageOf(customerEditSchema, { ...valid, id: '1', legal: '法'.repeat(30) })).toBeNull();
    expect(messageOf(customerEditSchema, { ...valid, id: '1', legal: '法'.repeat(31) })).toBe('长度不能超过30个字符');
  });

  it('the landline-or-mobile variant says 联系人电话格式有误', () => {
    expect(messageOf(contactPhoneSchema, '010-12345678')).toBeNull();
    expect(messageOf(contactPhoneSchema, '13800000001')).toBeNull();
    expect(messageOf(contactPhoneSchema, '12345')).toBe('联系人电话格式有误');
    expect(messageOf(contactPhoneSchema, '0'.repeat(31))).toBe('联系人电话格式有误');
  });

  it('allows the decided status transitions only', () => {
    expect([canChangeStatus(0, 1), canChangeStatus(0, 2), canChangeStatus(1, 2), canChangeStatus(2, 0), canChangeStatus(2, 1)]).toEqual([true, true, true, true, true]);
    expect([canChangeStatus(0, 0), canChangeStatus(1, 0), canChangeStatus(1, 1)]).toEqual([false, false, false]);
  });

  it('limits search text to 100 characters', () => {
    expect(validate(customerPageQuerySchema, { compName: 'x'.repeat(100) }).success).toBe(true);
    expect(validate(customerPageQuerySchema, { compName: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('field kinds', () => {
  it('money and percent: non-negative, two decimals, 请填写正确的数字', () => {
    for (const ok of ['0', '12', '12.5', '12.34', 99]) expect(validate(moneyText, ok).success).toBe(true);
    for (const bad of ['-1', '1.234', 'abc', '01']) expect(messageOf(moneyText, bad)).toBe('请填写正确的数字');
    expect(validate(percentText, '100.00').success).toBe(true);
    expect(messageOf(percentText, '100.01')).toBe('请填写正确的数字');
  });

  it('date ranges run from 00:00:00 to 23:59:59', () => {
    expect(dayRange('2026-11-01', '2026-11-21 10:00:00')).toEqual({ from: '2026-11-01 00:00:00', to: '2026-11-21 23:59:59' });
  });

  it('remove ids: none is 请选择至少一条数据', () => {
    expect(messageOf(idsSchema, { ids: '' })).toBe('请选择至少一条数据');
    expect(messageOf(idsSchema, {})).toBe('请选择至少一条数据');
  });
});
