import type { Language } from '@shared/bridge';
import { DEFAULT_LANGUAGE } from '@shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, loadScreenCatalogue } from './catalogues';

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/** Loads `language`'s catalogue into i18next if it is not there yet (before switching to it). */
export async function ensureLanguage(i18n: typeof i18next, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadCatalogue(language));
}

/**
 * Adds the screens' Chinese labels and messages to i18next (the fallback of English too) once: every
 * page after /login waits for it with its own code (router/lazyPage.ts).
 */
export async function ensureScreenCatalogue(i18n: typeof i18next = i18next): Promise<void> {
  if (i18n.getResource('zh', 'translation', 'messages.common.unknown')) return;
  i18n.addResourceBundle('zh', 'translation', await loadScreenCatalogue(), true, true);
}

export async function setupI18n(language: Language): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = HTML_LANG[lng as Language] ?? HTML_LANG[DEFAULT_LANGUAGE];
  });
  const resources: Partial<Record<Language, { translation: object }>> = { [DEFAULT_LANGUAGE]: { translation: await loadCatalogue(DEFAULT_LANGUAGE) } };
  if (language !== DEFAULT_LANGUAGE) resources[language] = { translation: await loadCatalogue(language) };
  await i18next.use(initReactI18next).init({
    resources,
    // The other language arrives through ensureLanguage, never through a backend.
    partialBundledLanguages: true,
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
