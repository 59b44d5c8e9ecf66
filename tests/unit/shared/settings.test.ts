import { describe, expect, it } from 'vitest';
import { SETTING_MESSAGES, settingsSubmitSchema } from '@shared/domain/systemSettings';
import { RULE_MESSAGES } from '@shared/domain/rules';
import { checkFieldSelection, MB, UPLOAD_FIELDS } from '@shared/domain/upload';
import { firstMessage, validate } from '@shared/domain/validation';

const valid = {
  'sys-logo': 'https://oss.example.com/logo.png',
  'service-tel': '400-820-2026',
  'service-email': 'service@cem.example.com',
  'service-phone': '13800000000',
  copyright: '© 2026',
  beianhao: '',
  icp_num: '',
  security_registration_number: '',
  app_download_url: 'http://download.example.com/app',
  avatar_audit: '0',
};
const messageOf = (change: Record<string, unknown>) => {
  const result = validate(settingsSubmitSchema, { ...valid, ...change });
  return result.success ? null : firstMessage(result.error);
};

describe('system settings form (spec 1 §5)', () => {
  it('takes a valid form, blanks where optional, and both http and https', () => {
    expect(messageOf({})).toBeNull();
    expect(messageOf({ 'service-email': '', 'service-phone': '', app_download_url: '' })).toBeNull();
    expect(messageOf({ app_download_url: 'https://x.example.com' })).toBeNull();
    expect(messageOf({ 'sys-logo': 'http://127.0.0.1:9000/cem-files/000000/20261123/a.JPEG?x=1' })).toBeNull();
    expect(messageOf({ copyright: '版'.repeat(50), icp_num: 'x'.repeat(30) })).toBeNull();
  });
  it.each([
    [{ 'sys-logo': '' }, SETTING_MESSAGES.settingLogoRequired],
    [{ 'sys-logo': '   ' }, SETTING_MESSAGES.settingLogoRequired],
    [{ 'sys-logo': 'https://oss.example.com/logo.gif' }, '上传文件类型不符'],
    [{ 'sys-logo': 'ftp://oss.example.com/logo.png' }, '上传文件类型不符'],
    [{ 'sys-logo': 'logo.png' }, '上传文件类型不符'],
    [{ 'service-email': 'a@b' }, RULE_MESSAGES.emailFormat],
    [{ 'service-phone': '23800000000' }, RULE_MESSAGES.mobileFormat],
    [{ copyright: '版'.repeat(51) }, '长度不能超过50个字符'],
    [{ beianhao: 'x'.repeat(31) }, '长度不能超过30个字符'],
    [{ security_registration_number: 'x'.repeat(31) }, '长度不能超过30个字符'],
    [{ app_download_url: 'ftp://x.example.com' }, SETTING_MESSAGES.settingDownloadUrl],
    [{ app_download_url: 'www.example.com' }, SETTING_MESSAGES.settingDownloadUrl],
    [{ avatar_audit: 'yes' }, SETTING_MESSAGES.settingAvatarAudit],
  ])('refuses %j with %s', (change, message) => {
    expect(messageOf(change)).toBe(message);
  });
});

describe('logo upload kind (spec 1 §5: png/jpg/jpeg, 1 MB, messages without "!")', () => {
  it('takes a png, jpg or jpeg up to 1 MB', () => {
    expect(UPLOAD_FIELDS.logo.maxBytes).toBe(MB);
    for (const name of ['a.png', 'a.jpg', 'a.JPEG']) expect(checkFieldSelection('logo', [{ name, size: MB }], 0)).toBeNull();
  });
  it('refuses another type with 上传文件类型不符 and a larger file with 上传文件大小超出限制', () => {
    expect(checkFieldSelection('logo', [{ name: 'a.gif', size: 10 }], 0)).toBe('上传文件类型不符');
    expect(checkFieldSelection('logo', [{ name: 'a.png', size: MB + 1 }], 0)).toBe('上传文件大小超出限制');
  });
});
