/** English twins of settings.zh.ts; the compiler checks every key is here. */
import type { Translations } from './index';

export const SETTING_MESSAGES_EN = {
  settingLogoRequired: 'Please upload the system logo',
  settingEmailFormat: 'The email address is invalid',
  settingMobileFormat: 'The mobile number is invalid',
  settingDownloadUrl: 'The download address must start with http:// or https://',
  settingAvatarAudit: 'The avatar review switch is invalid',
  settingForbidden: 'Only platform administrators may change the system settings',
};

export const settingsEn: Translations['settings'] = {
  title: 'System settings',
  footer: 'Footer',
};

export const settingsResourceEn: Translations['resources']['settings'] = {
  name: 'System settings',
  fields: {
    'sys-logo': 'System logo',
    'service-tel': 'Service telephone',
    'service-email': 'Service email',
    'service-phone': 'Service mobile',
    copyright: 'Copyright',
    beianhao: 'Public security filing no.',
    icp_num: 'ICP filing no.',
    security_registration_number: 'Security registration no.',
    app_download_url: 'App download address',
    avatar_audit: 'Avatar review',
  },
};
