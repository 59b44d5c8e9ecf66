/** Platform settings (spec 1 §3 "System settings"), keyed as the spec names them. */
export const SETTING_KEYS = [
  'sys-logo',
  'service-tel',
  'service-email',
  'service-phone',
  'copyright',
  'beianhao',
  'icp_num',
  'security_registration_number',
  'app_download_url',
  'avatar_audit',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type SystemSettings = Record<SettingKey, string>;
