/** English twins of the system settings messages (src/shared/domain/systemSettings.ts). */
import type { SETTING_MESSAGES } from '../../domain/systemSettings';

export const settingMessagesEn: Record<keyof typeof SETTING_MESSAGES, string> = {
  settingLogoRequired: 'Please upload the system logo',
  settingDownloadUrl: 'The download address must start with http:// or https://',
  settingAvatarAudit: 'The avatar review switch is invalid',
  settingForbidden: 'Only platform administrators may change the system settings',
};
