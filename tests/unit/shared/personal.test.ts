import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChangeSchema, phoneChangeSchema } from '@shared/domain/accountSecurity';
import { canSubmitCert, certSubmitSchema } from '@shared/domain/expertCert';
import { idCardCheckChar, isValidIdCard } from '@shared/domain/idCard';
import { inviteCodeSchema } from '@shared/domain/invite';
import { profileSchema } from '@shared/domain/profile';
import { firstMessage, validate } from '@shared/domain/validation';
import { localiseMessage } from '@shared/i18n';
import { PERSONAL_MESSAGES } from '@shared/i18n/messages/personal.zh';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

const profile = { realName: '张三', sex: '1', birthday: '1990-03-07', educational: '3', university: '同济大学', major: '建筑学', position: '工程师' };

describe('ID card (GB 11643)', () => {
  it('computes the check character, X included', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44030119900307123')).toBe('0');
  });

  it('accepts valid numbers, lower-case x too, and refuses a wrong check digit, a bad date or a wrong length', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('440301199003071230')).toBe(true);
    expect(isValidIdCard('440301199003071231')).toBe(false);
    expect(isValidIdCard('440301199002301230')).toBe(false);
    expect(isValidIdCard('44030119900307123')).toBe(false);
    expect(isValidIdCard('040301199003071230')).toBe(false);
  });
});

describe('profile rules', () => {
  it('takes the required fields alone and fills the optional ones with empty text', () => {
    const parsed = profileSchema.parse(profile);
    expect(parsed).toMatchObject({ ...profile, cardNo: '', areaCode: '', degree: '', email: '', qq: '' });
  });

  it('gives each rule its message', () => {
    expect(messageOf(profileSchema, { ...profile, realName: ' ' })).toBe('请输入真实姓名');
    expect(messageOf(profileSchema, { ...profile, avatar: 'javascript:alert(1)' })).toBe('图片地址有误，请重新上传');
    expect(messageOf(profileSchema, { ...profile, avatar: 'https://oss.example.com/cem/a.png' })).toBeNull();
    expect(messageOf(profileSchema, { ...profile, cardNo: '440301199003071231' })).toBe('身份证格式有误');
    expect(messageOf(profileSchema, { ...profile, sex: null })).toBe('请选择性别');
    expect(messageOf(profileSchema, { ...profile, areaCode: '4403' })).toBe('请选择完整的省市区');
    expect(messageOf(profileSchema, { ...profile, areaCode: '440300' })).toBe('请选择完整的省市区');
    expect(messageOf(profileSchema, { ...profile, areaCode: '440305' })).toBeNull();
    expect(messageOf(profileSchema, { ...profile, birthday: '1990/03/07' })).toBe('日期格式应为 yyyy-MM-dd');
    expect(messageOf(profileSchema, { ...profile, email: 'a@b' })).toBe('邮箱格式输入有误');
    expect(messageOf(profileSchema, { ...profile, qq: '012345' })).toBe('QQ号码格式有误');
    expect(messageOf(profileSchema, { ...profile, qq: '10001' })).toBeNull();
    expect(messageOf(profileSchema, { ...profile, resume: '字'.repeat(1000) })).toBeNull();
    expect(messageOf(profileSchema, { ...profile, resume: '字'.repeat(1001) })).toBe('长度不能超过1000个字符');
  });
});

describe('account security rules', () => {
  it('wants 8 to 20 characters with a letter and a digit', () => {
    expect(isStrongPassword('Cem@2026')).toBe(true);
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword(`a${'1'.repeat(20)}`)).toBe(false);
  });

  it('says 两次密码输入不一致 when the confirmation differs, and refuses the old password as the new one', () => {
    expect(messageOf(passwordChangeSchema, { oldPassword: 'Old12345', newPassword: 'New12345', newPassword1: 'New12346' })).toBe('两次密码输入不一致');
    expect(messageOf(passwordChangeSchema, { oldPassword: 'Old12345', newPassword: 'Old12345', newPassword1: 'Old12345' })).toBe('新密码不能与原密码相同');
    expect(messageOf(passwordChangeSchema, { oldPassword: 'Old12345', newPassword: 'New12345', newPassword1: 'New12345' })).toBeNull();
  });

  it('wants a mainland mobile and a code for a phone change', () => {
    expect(messageOf(phoneChangeSchema, { phone: '12912345678', code: '1' })).toBe('请输入正确的手机号');
    expect(messageOf(phoneChangeSchema, { phone: '13912345678', code: '' })).toBe('请输入验证码');
  });
});

describe('expert certification rules', () => {
  it('takes a submission from uncertified and rejected only', () => {
    expect([0, 1, 2, 3].map(canSubmitCert)).toEqual([true, false, false, true]);
  });

  it('joins the certificate links and limits them to ten', () => {
    const base = { phone: '13912345678', realName: '张三', areaCode: '440305', sex: '2', position: '总工', educational: '5', university: '清华大学', major: '土木', industryName: '建筑', majorName: '结构' };
    expect(certSubmitSchema.parse({ ...base, certificate: ' https://oss.example.com/a.png , https://oss.example.com/b.png ,' }).certificate).toBe('https://oss.example.com/a.png,https://oss.example.com/b.png');
    expect(messageOf(certSubmitSchema, { ...base, certificate: 'javascript:alert(1)' })).toBe('图片地址有误，请重新上传');
    expect(messageOf(certSubmitSchema, { ...base, certificate: '' })).toBe('请上传资格证书');
    expect(messageOf(certSubmitSchema, { ...base, certificate: Array(11).fill('https://oss.example.com/x.png').join(',') })).toBe('所选图片个数超出了限制！');
  });
});

describe('invitation codes', () => {
  it('upper-cases what is typed and refuses what cannot be a code', () => {
    expect(inviteCodeSchema.parse({ code: ' join100002 ' }).code).toBe('JOIN100002');
    expect(messageOf(inviteCodeSchema, { code: '' })).toBe('请输入邀请码');
    expect(messageOf(inviteCodeSchema, { code: 'ab-12' })).toBe('邀请码无效或已过期');
  });
});

describe('the personal centre messages in English', () => {
  it('are each localised from their Chinese wording', () => {
    for (const text of Object.values(PERSONAL_MESSAGES)) {
      const english = localiseMessage(text, 'en');
      expect(english, text).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(localiseMessage('两次密码输入不一致', 'en')).toBe('The two passwords do not match');
  });
});
