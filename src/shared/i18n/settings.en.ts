/** English twins of settings.zh.ts; the compiler checks every key is here. */
import type { Translations } from './index';

export const settingsEn: Translations['settings'] = {
  title: 'System settings',
  footer: 'Footer',
};

