/**
 * The common rules (src/shared/domain/rules.ts): one rule and one message per check, and the forms
 * that use them answer with that message (the spec's wording where it gives one).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { phoneChangeSchema } from '@shared/domain/accountSecurity';
import { phoneSchema } from '@shared/domain/auth';
import { customerAddSchema } from '@shared/domain/customer';
import { feedbackSaveSchema } from '@shared/domain/feedback';
import { profileSchema } from '@shared/domain/profile';
import {
  maxLengthMessage,
  optionalContactPhone,
  optionalEmail,
  optionalIdCard,
  optionalQq,
  optionalText,
  requiredMobile,
  RULE_MESSAGES,
} from '@shared/domain/rules';
import { settingsSubmitSchema } from '@shared/domain/systemSettings';
import { firstMessage, requiredText, validate } from '@shared/domain/validation';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = validate(schema, input);
  return result.success ? undefined : firstMessage(result.error);
};

describe('the common rules', () => {
  it('checks a mainland mobile: required, then its format', () => {
    expect(messageOf(requiredMobile(), '')).toBe(RULE_MESSAGES.phoneRequired);
    expect(messageOf(requiredMobile(), '12345678901')).toBe(RULE_MESSAGES.mobileFormat);
    expect(validate(requiredMobile(), ' 13800138000 ').data).toBe('13800138000');
  });

  it('takes blank or a valid value for the optional rules, and absent becomes ""', () => {
    expect(validate(optionalQq(), undefined).data).toBe('');
    expect(validate(optionalQq(), '').data).toBe('');
    expect(messageOf(optionalQq(), '0123')).toBe(RULE_MESSAGES.qqFormat);
    expect(validate(optionalQq(), '12345').data).toBe('12345');
    expect(messageOf(optionalEmail(10), 'a@b')).toBe(RULE_MESSAGES.emailFormat);
    expect(messageOf(optionalEmail(10), 'abcdef@example.com')).toBe(RULE_MESSAGES.emailFormat);
    expect(validate(optionalEmail(30), 'li@example.com').data).toBe('li@example.com');
    expect(validate(optionalContactPhone(30), '010-88886666').data).toBe('010-88886666');
    expect(messageOf(optionalContactPhone(30), '88-1')).toBe(RULE_MESSAGES.contactPhoneFormat);
    expect(messageOf(optionalIdCard(), '110101199003070000')).toBe(RULE_MESSAGES.idCardFormat);
    expect(validate(optionalIdCard(), '11010519491231002X').data).toBe('11010519491231002X');
  });

  it('words every length limit the same way, in optional and required text', () => {
    expect(maxLengthMessage(30)).toBe('长度不能超过30个字符');
    expect(messageOf(optionalText(3), 'abcd')).toBe(maxLengthMessage(3));
    expect(messageOf(requiredText('请输入', 3), 'abcd')).toBe(maxLengthMessage(3));
  });
});

describe('forms on the common rules', () => {
  it('answer a bad mobile with the shared message the spec shows for that form', () => {
    expect(messageOf(phoneSchema, '123')).toBe(RULE_MESSAGES.mobileFormat);
    expect(messageOf(phoneChangeSchema, { phone: '123', code: '1234' })).toBe(RULE_MESSAGES.mobileInvalid);
    expect(messageOf(phoneChangeSchema, { phone: '13800138000', code: '' })).toBe(RULE_MESSAGES.codeRequired);
  });

  it('answer a bad QQ, e-mail or contact phone with one message each across forms', () => {
    const customer = { compName: '筑联', legal: '李', areaCode: '110101', contacts: '王', phone: '13800138000' };
    expect(messageOf(customerAddSchema, { ...customer, qq: 'x' })).toBe(RULE_MESSAGES.qqFormat);
    expect(messageOf(customerAddSchema, { ...customer, email: 'x' })).toBe(RULE_MESSAGES.emailFormat);
    expect(messageOf(customerAddSchema, { ...customer, areaCode: '' })).toBe(RULE_MESSAGES.regionRequired);
    expect(messageOf(feedbackSaveSchema, { type: '1', title: 't', phone: '88-1' })).toBe(RULE_MESSAGES.contactPhoneFormat);
    const profile = { realName: '李', sex: '1', birthday: '1990-01-01', educational: '3', university: 'u', major: 'm', position: 'p' };
    expect(messageOf(profileSchema, { ...profile, qq: 'x' })).toBe(RULE_MESSAGES.qqFormat);
    // The personal centre's spec words e-mail differently: its own key, not the common one.
    expect(messageOf(profileSchema, { ...profile, email: 'x' })).toBe(RULE_MESSAGES.emailInputFormat);
    expect(messageOf(profileSchema, { ...profile, cardNo: '123' })).toBe(RULE_MESSAGES.idCardFormat);
  });

  it('check the settings e-mail and mobile with the common messages', () => {
    const settings = { 'sys-logo': 'https://x.example/logo.png' };
    expect(messageOf(settingsSubmitSchema, { ...settings, 'service-email': 'x' })).toBe(RULE_MESSAGES.emailFormat);
    expect(messageOf(settingsSubmitSchema, { ...settings, 'service-phone': 'x' })).toBe(RULE_MESSAGES.mobileFormat);
  });
});
