/** The partner, agreement, bank card and other-company rules of src/shared (spec 3 §3, §5), each with its message. */
import { describe, expect, it } from 'vitest';
import { agreementState } from '@shared/domain/agreement';
import { BANK_CARD_MESSAGES, bankCardSchema, canRemoveCards, defaultOnSave, groupAccountNumber } from '@shared/domain/bankCard';
import { bizAttentionListQuerySchema, bizAttentionSchema, bizAttentionStatusSchema } from '@shared/domain/bizAttention';
import { otherCompanySchema } from '@shared/domain/otherCompany';
import { firstMessage, validate } from '@shared/domain/validation';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? '' : firstMessage(result.error);
};

describe('bank cards', () => {
  const valid = { accType: '1', accName: '远景设计院', openBank: '招商银行', bankAcc: '6214830100001234', isDefault: '1', remark: '' };

  it('reads the form’s text choices as numbers', () => {
    expect(bankCardSchema.parse(valid)).toMatchObject({ accType: 1, isDefault: 1 });
    expect(bankCardSchema.parse({ ...valid, accType: 2, isDefault: 0 })).toMatchObject({ accType: 2, isDefault: 0 });
  });

  it.each([
    [{ accType: '' }, BANK_CARD_MESSAGES.accType],
    [{ accType: '3' }, BANK_CARD_MESSAGES.accType],
    [{ accName: ' ' }, BANK_CARD_MESSAGES.accName],
    [{ accName: '名'.repeat(31) }, '长度不能超过30个字符'],
    [{ openBank: '' }, BANK_CARD_MESSAGES.openBank],
    [{ openBank: '行'.repeat(31) }, '长度不能超过30个字符'],
    [{ bankAcc: '' }, BANK_CARD_MESSAGES.bankAcc],
    [{ bankAcc: '0123' }, BANK_CARD_MESSAGES.bankAccFormat],
    [{ bankAcc: '62a1' }, BANK_CARD_MESSAGES.bankAccFormat],
    [{ bankAcc: '1'.repeat(21) }, '长度不能超过20个字符'],
    [{ isDefault: '' }, BANK_CARD_MESSAGES.isDefault],
    [{ isDefault: '2' }, BANK_CARD_MESSAGES.isDefault],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
  ])('%o is refused with its message', (change, message) => {
    expect(messageOf(bankCardSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts the longest account number and names', () => {
    expect(messageOf(bankCardSchema, { ...valid, bankAcc: '9'.repeat(20), accName: '名'.repeat(30), openBank: '行'.repeat(30) })).toBe('');
  });

  it('groups account numbers in fours', () => {
    expect(groupAccountNumber('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(groupAccountNumber('6222')).toBe('6222');
    expect(groupAccountNumber('62220')).toBe('6222 0');
    expect(groupAccountNumber('')).toBe('');
  });

  it('makes the first card the default, keeps the default until another is made default', () => {
    expect(defaultOnSave(0, undefined, 0)).toEqual({ isDefault: 1 });
    expect(defaultOnSave(0, undefined, 2)).toEqual({ isDefault: 0 });
    expect(defaultOnSave(1, undefined, 2)).toEqual({ isDefault: 1 });
    expect(defaultOnSave(0, { isDefault: 1 }, 2)).toEqual({ refused: BANK_CARD_MESSAGES.keepDefault });
    expect(defaultOnSave(0, { isDefault: 1 }, 1)).toEqual({ refused: BANK_CARD_MESSAGES.keepDefault });
    expect(defaultOnSave(1, { isDefault: 0 }, 2)).toEqual({ isDefault: 1 });
  });

  it('removes the default card only as the last one or with all the others', () => {
    expect(canRemoveCards([{ isDefault: 0 }], 2)).toBe(true);
    expect(canRemoveCards([{ isDefault: 1 }], 2)).toBe(false);
    expect(canRemoveCards([{ isDefault: 1 }], 1)).toBe(true);
    expect(canRemoveCards([{ isDefault: 1 }, { isDefault: 0 }], 2)).toBe(true);
  });
});

describe('other companies', () => {
  const valid = { orgName: '沪上幕墙', orgLegal: '马力', provinceCodes: '310104', orgAddress: '漕溪北路88号', regNo: '91310104MA1K4AB12C', invoiceEmail: 'fp@mq.example.com', invoicePhone: '13600001111', remark: '' };

  it('needs only the name; the rest is checked when given', () => {
    expect(messageOf(otherCompanySchema, { orgName: '沪上幕墙' })).toBe('');
    expect(messageOf(otherCompanySchema, valid)).toBe('');
  });

  it.each([
    [{ orgName: '' }, '请输入单位名称'],
    [{ orgName: '名'.repeat(31) }, '长度不能超过30个字符'],
    [{ orgLegal: '法'.repeat(21) }, '长度不能超过20个字符'],
    [{ orgAddress: '址'.repeat(51) }, '长度不能超过50个字符'],
    [{ regNo: '91310104MA1K4AB12' }, '社会信用代码格式有误'],
    [{ regNo: '91310104MA1K4AB12O' }, '社会信用代码格式有误'],
    [{ regNo: '91310104ma1k4ab12c' }, '社会信用代码格式有误'],
    [{ invoiceEmail: 'fp@' }, '邮箱格式输入有误'],
    [{ invoiceEmail: `${'a'.repeat(25)}@x.com` }, '邮箱格式输入有误'],
    [{ invoicePhone: '1360000111' }, '收票手机号码格式有误'],
    [{ invoicePhone: '12600001111' }, '收票手机号码格式有误'],
    [{ provinceCodes: '3101041' }, '请选择所在地区'],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
  ])('%o is refused with its message', (change, message) => {
    expect(messageOf(otherCompanySchema, { ...valid, ...change })).toBe(message);
  });
});

describe('partners and agreements', () => {
  it('needs a partner to add and a standing of 1 or 2 to change', () => {
    expect(messageOf(bizAttentionSchema, { targetTenantId: '' })).toBe('请选择合作单位');
    expect(messageOf(bizAttentionSchema, { targetTenantId: '100005', remark: '备'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(bizAttentionStatusSchema.parse({ id: '1', status: '2' })).toEqual({ id: '1', status: 2 });
    expect(messageOf(bizAttentionStatusSchema, { id: '1', status: '3' })).toBe('请选择合作单位状态');
  });

  it('filters by agreement state 0, 1 or 2 and by the standing here', () => {
    expect(bizAttentionListQuerySchema.parse({ frameworkAgreement: '2', attentionStatus: '2' })).toMatchObject({ frameworkAgreement: 2, attentionStatus: 2 });
    expect(messageOf(bizAttentionListQuerySchema, { frameworkAgreement: '3' })).toBe('筛选条件有误');
  });

  it('reads an agreement’s state today: signed in force, lapsed or marked expired, none or unsigned', () => {
    const now = '2026-11-26 10:00:00';
    expect(agreementState(undefined, now)).toBe(0);
    expect(agreementState({ status: 0, expire_time: '' }, now)).toBe(0);
    expect(agreementState({ status: 1, expire_time: '' }, now)).toBe(1);
    expect(agreementState({ status: 1, expire_time: '2027-01-01 00:00:00' }, now)).toBe(1);
    expect(agreementState({ status: 1, expire_time: '2026-11-26 09:59:59' }, now)).toBe(2);
    expect(agreementState({ status: 2, expire_time: '2099-01-01 00:00:00' }, now)).toBe(2);
  });
});
