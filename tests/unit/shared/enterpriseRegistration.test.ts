import { describe, expect, it } from 'vitest';
import {
  canDecide,
  enterpriseRegistrationSchema,
  REGISTRABLE_CATEGORIES,
  registrationPageQuerySchema,
  registrationRefuseSchema,
} from '@shared/domain/enterpriseRegistration';
import { localiseMessage } from '@shared/i18n';
import { firstMessage, validate } from '@shared/domain/validation';

const valid = { orgCategory: 'sj', name: '华东设计研究院', legal: '张三', provinceCodes: '310101', contacts: '李四', phone: '13800000001' };
const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('enterprise registration schema (spec 3 §5)', () => {
  it('accepts the form filled in, remark optional', () => {
    expect(messageOf(enterpriseRegistrationSchema, valid)).toBeNull();
    expect(enterpriseRegistrationSchema.parse({ ...valid, name: ' 华东设计研究院 ' })).toMatchObject({ name: '华东设计研究院', remark: '' });
  });

  it.each([
    [{ orgCategory: undefined }, '请选择企业类型'],
    [{ orgCategory: 'ss' }, '请选择企业类型'],
    [{ orgCategory: 'kj' }, '请选择企业类型'],
    [{ orgCategory: 'gl' }, '请选择企业类型'],
    [{ name: '' }, '请输入企业名称'],
    [{ name: '企'.repeat(31) }, '长度不能超过30个字符'],
    [{ legal: '  ' }, '请输入法人'],
    [{ legal: '法'.repeat(21) }, '长度不能超过20个字符'],
    [{ provinceCodes: '' }, '请选择所在地区'],
    [{ provinceCodes: 'abc' }, '请选择所在地区'],
    [{ contacts: '' }, '请输入联系人'],
    [{ contacts: '联'.repeat(21) }, '长度不能超过20个字符'],
    [{ phone: '' }, '请输入联系手机号码'],
    [{ phone: '12345678901' }, '联系手机号码格式有误'],
    [{ phone: '1380000000' }, '联系手机号码格式有误'],
    [{ remark: '备'.repeat(501) }, '长度不能超过500个字符'],
  ])('%o → %s', (change, message) => {
    expect(messageOf(enterpriseRegistrationSchema, { ...valid, ...change })).toBe(message);
  });

  it('lets an enterprise register as any category but those the operator creates', () => {
    expect(REGISTRABLE_CATEGORIES).toEqual(['sj', 'yz', 'pt', 'zy', 'sc', 'st', 'cb']);
  });

  it('requires a refusal reason of at most 200 characters', () => {
    expect(messageOf(registrationRefuseSchema, { id: '1', refuseReason: '' })).toBe('请输入驳回原因');
    expect(messageOf(registrationRefuseSchema, { id: '1', refuseReason: '因'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(messageOf(registrationRefuseSchema, { id: '1', refuseReason: '资料不全' })).toBeNull();
  });

  it('reads empty filters as none and refuses unknown kinds and statuses', () => {
    expect(registrationPageQuerySchema.parse({ kind: '', status: '' })).toMatchObject({ kind: undefined, status: undefined, current: 1 });
    expect(registrationPageQuerySchema.safeParse({ kind: 'other' }).success).toBe(false);
    expect(registrationPageQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('decides only pending applications', () => {
    expect(canDecide('pending')).toBe(true);
    expect(canDecide('approved')).toBe(false);
    expect(canDecide('refused')).toBe(false);
  });

  it('has English twins of its messages', () => {
    expect(localiseMessage('联系手机号码格式有误', 'en')).toBe('The contact mobile number is not valid');
    expect(localiseMessage('该注册申请已处理，请勿重复操作', 'en')).toBe('This registration has already been decided');
  });
});
