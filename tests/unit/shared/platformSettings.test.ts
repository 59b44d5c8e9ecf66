import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@shared/domain/accountSecurity';
import { APP_VERSION_MESSAGES, appVersionSchema, isDownloadUrl } from '@shared/domain/appVersion';
import { FOLLOW_RECORD_MESSAGES } from '@shared/domain/followRecord';
import { PARAM_KEYS, PARAM_MESSAGES, paramSchema } from '@shared/domain/param';
import { PROMOTION_MESSAGES, promotionJoinSchema, promotionLink, promotionOpen, promotionSchema } from '@shared/domain/promotion';
import { childCodeLength, REGION_ADMIN_MESSAGES, regionCodeFits, regionRemoveSchema, regionSubmitSchema } from '@shared/domain/region';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { firstMessage } from '@shared/domain/validation';

const messageOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : firstMessage(r.error as Parameters<typeof firstMessage>[0]);
};

describe('regions: a code fits its parent', () => {
  it('takes 2 digits under the root, then 4, 6 and 9 starting with the parent', () => {
    expect([childCodeLength('00'), childCodeLength('31'), childCodeLength('3101'), childCodeLength('310101'), childCodeLength('310101001')]).toEqual([2, 4, 6, 9, undefined]);
    expect(regionCodeFits('00', '99')).toBe(true);
    expect(regionCodeFits('31', '3101')).toBe(true);
    expect(regionCodeFits('31', '3201')).toBe(false);
    expect(regionCodeFits('31', '310101')).toBe(false);
    expect(regionCodeFits('310101', '310101001')).toBe(true);
    expect(regionCodeFits('310101001', '310101001')).toBe(false);
  });

  it('says which rule a submit breaks', () => {
    expect(messageOf(regionSubmitSchema, { parentCode: '31', code: '3201', name: 'x' })).toBe(REGION_ADMIN_MESSAGES.regionCodeFits);
    expect(messageOf(regionSubmitSchema, { parentCode: '31', code: '3101', name: ' ' })).toBe(REGION_ADMIN_MESSAGES.regionName);
    expect(messageOf(regionSubmitSchema, { parentCode: '310101001', code: '310101001', name: 'x' })).toBe(REGION_ADMIN_MESSAGES.regionLeaf);
    expect(messageOf(regionSubmitSchema, { id: '3101', parentCode: '31', code: '3102', name: 'x' })).toBe(REGION_ADMIN_MESSAGES.regionCodeFixed);
    expect(messageOf(regionSubmitSchema, { parentCode: '31', code: '3101', name: '上海' })).toBeUndefined();
    expect(regionRemoveSchema.parse({ id: '3101, 3102,3101' }).id).toEqual(['3101', '3102']);
    expect(regionRemoveSchema.safeParse({ id: '00' }).success).toBe(false);
  });
});

describe('params', () => {
  const good = { paramName: '名称', paramKey: 'a.b', paramValue: 'v', remark: '' };
  it('requires name, key and value, remark up to 200', () => {
    expect(messageOf(paramSchema, { ...good, paramName: '' })).toBe(PARAM_MESSAGES.paramName);
    expect(messageOf(paramSchema, { ...good, paramKey: '' })).toBe(PARAM_MESSAGES.paramKey);
    expect(messageOf(paramSchema, { ...good, paramValue: '' })).toBe(PARAM_MESSAGES.paramValue);
    expect(messageOf(paramSchema, { ...good, remark: 'x'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(messageOf(paramSchema, { ...good, remark: 'x'.repeat(200) })).toBeUndefined();
  });
  it('checks the values the server reads: the captcha switch and the initial password; a blank edit keeps the password', () => {
    expect(messageOf(paramSchema, { ...good, paramKey: PARAM_KEYS.captcha, paramValue: 'on' })).toBe(PARAM_MESSAGES.paramCaptchaValue);
    expect(messageOf(paramSchema, { ...good, paramKey: PARAM_KEYS.captcha, paramValue: 'true' })).toBeUndefined();
    expect(messageOf(paramSchema, { ...good, paramKey: PARAM_KEYS.initPassword, paramValue: 'abc' })).toBe(SECURITY_MESSAGES.securityPasswordStrength);
    expect(messageOf(paramSchema, { ...good, paramKey: PARAM_KEYS.initPassword, paramValue: '' })).toBe(PARAM_MESSAGES.paramValue);
    expect(messageOf(paramSchema, { ...good, id: '1', paramKey: PARAM_KEYS.initPassword, paramValue: '' })).toBeUndefined();
  });
});

describe('app versions', () => {
  const good = { mobileType: '1', versionName: 'v1', versionCode: '1', isUpdate: '0', downloadUrl: 'https://x.example.com/a.apk' };
  it('takes a download URL of http:// or https:// only (下载地址格式有误)', () => {
    expect(isDownloadUrl('http://a.b/c')).toBe(true);
    expect(isDownloadUrl('ftp://a.b/c')).toBe(false);
    expect(messageOf(appVersionSchema, { ...good, downloadUrl: 'www.example.com' })).toBe(APP_VERSION_MESSAGES.appVersionUrlFormat);
    expect(messageOf(appVersionSchema, { ...good, downloadUrl: '' })).toBe(APP_VERSION_MESSAGES.appVersionUrl);
  });
  it('limits names and numbers to 30, notes and remark to 2000; forced update is 0 or 1', () => {
    expect(messageOf(appVersionSchema, { ...good, versionName: 'v'.repeat(31) })).toBe('长度不能超过30个字符');
    expect(messageOf(appVersionSchema, { ...good, versionCode: '1'.repeat(31) })).toBe('长度不能超过30个字符');
    expect(messageOf(appVersionSchema, { ...good, updateRemark: 'x'.repeat(2001) })).toBe('长度不能超过2000个字符');
    expect(messageOf(appVersionSchema, { ...good, remark: 'x'.repeat(2001) })).toBe('长度不能超过2000个字符');
    expect(messageOf(appVersionSchema, { ...good, isUpdate: '2' })).toBe(APP_VERSION_MESSAGES.appVersionForced);
    expect(messageOf(appVersionSchema, { ...good, mobileType: '' })).toBe(APP_VERSION_MESSAGES.appVersionTerminal);
    expect(appVersionSchema.parse(good)).toMatchObject({ isUpdate: 0, updateRemark: '', remark: '' });
  });
});

describe('promotions', () => {
  const good = { title: '活动', content: '<p>内容</p>', startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59', status: 1 };
  it('requires title, content and a period whose end is not before its start', () => {
    expect(messageOf(promotionSchema, { ...good, title: '' })).toBe(PROMOTION_MESSAGES.promotionTitle);
    expect(messageOf(promotionSchema, { ...good, content: '<p> </p>' })).toBe(PROMOTION_MESSAGES.promotionContent);
    expect(messageOf(promotionSchema, { ...good, startTime: '' })).toBe(FOLLOW_RECORD_MESSAGES.followStartTime);
    expect(messageOf(promotionSchema, { ...good, endTime: '2026-10-01 00:00:00' })).toBe(FOLLOW_RECORD_MESSAGES.followEndBeforeStart);
    expect(messageOf(promotionSchema, good)).toBeUndefined();
  });
  it('is open to sign-ups only when published and within its period', () => {
    expect(promotionOpen({ status: 1, startTime: good.startTime, endTime: good.endTime }, '2026-11-15 12:00:00')).toBe(true);
    expect(promotionOpen({ status: 0, startTime: good.startTime, endTime: good.endTime }, '2026-11-15 12:00:00')).toBe(false);
    expect(promotionOpen({ status: 1, startTime: good.startTime, endTime: good.endTime }, '2026-12-01 00:00:00')).toBe(false);
  });
  it('a sign-up needs name, company and a mainland mobile', () => {
    const join = { promotionId: '1', name: '王工', company: '远景', phone: '13611112222' };
    expect(messageOf(promotionJoinSchema, join)).toBeUndefined();
    expect(messageOf(promotionJoinSchema, { ...join, phone: '12611112222' })).toBe(RULE_MESSAGES.mobileFormat);
    expect(messageOf(promotionJoinSchema, { ...join, name: '' })).toBe(PROMOTION_MESSAGES.promotionJoinName);
    expect(messageOf(promotionJoinSchema, { ...join, company: '' })).toBe(PROMOTION_MESSAGES.promotionJoinCompany);
    expect(promotionLink('http://127.0.0.1:5173', '42')).toBe('http://127.0.0.1:5173/promotion?id=42');
  });
});
