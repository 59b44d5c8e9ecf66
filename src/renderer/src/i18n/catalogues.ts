import type { Language } from '@shared/bridge';
import type { Translations } from '@shared/i18n';
import { localiseMessage as localiseWith } from '@shared/i18n/localiseMessage';
import { zh } from '@shared/i18n/zh';

/**
 * The default language's catalogue ships with the first screen; the other one is its own chunk,
 * fetched before it is first shown (at start-up when remembered, or when the person switches), so
 * /login does not carry both languages.
 */
const loaded: Partial<Record<Language, Translations>> = { zh };

export async function loadCatalogue(language: Language): Promise<Translations> {
  if (language === 'en') loaded.en ??= (await import('@shared/i18n/en')).en;
  return loaded[language] ?? zh;
}

/** A Chinese message from the core or the server in `language`; unchanged while that catalogue is not loaded. */
export function localiseMessage(text: string, language: Language): string {
  const catalogue = loaded[language];
  if (!catalogue) return text;
  return localiseWith(text, language, { zh, en: catalogue });
}
