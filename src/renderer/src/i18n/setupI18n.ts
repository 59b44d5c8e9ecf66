import type { Language } from '@shared/bridge';
import { DEFAULT_LANGUAGE, translations } from '@shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export async function setupI18n(language: Language): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = HTML_LANG[lng as Language] ?? HTML_LANG[DEFAULT_LANGUAGE];
  });
  await i18next.use(initReactI18next).init({
    resources: { zh: { translation: translations.zh }, en: { translation: translations.en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en'],
    // React escapes what it renders; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  // Pages name the window once they load; until then it carries the product's name.
  document.title = i18next.t('app.name');
  return i18next;
}
