import type { Language } from '@shared/bridge';
import type { Translations } from '@shared/i18n';
import { localiseMessage as localiseWith } from '@shared/i18n/localiseMessage';
import { zhBase } from '@shared/i18n/zh.base';
import type { zhScreens } from '@shared/i18n/zh.screens';

type ZhScreens = typeof zhScreens;

/**
 * The default language's first part ships with the first screen; the screens' labels and messages
 * (zh.screens) and the other language are chunks of their own, fetched before they are first shown
 * (screens: by every page after /login; English: at start-up when remembered, or on a switch), so
 * /login carries neither, however many screens the product grows.
 */
let screens: ZhScreens | undefined;
let english: Translations | undefined;

export async function loadScreenCatalogue(): Promise<ZhScreens> {
  screens ??= (await import('@shared/i18n/zh.screens')).zhScreens;
  return screens;
}

/** `language`'s catalogue as far as it is needed before a page: zh's first part, or all of English. */
export async function loadCatalogue(language: Language): Promise<object> {
  if (language === 'zh') return zhBase;
  // English messages are found by their Chinese text, so the Chinese ones come along.
  const [en] = await Promise.all([english ?? import('@shared/i18n/en').then((m) => m.en), loadScreenCatalogue()]);
  english = en;
  return en;
}

/** A Chinese message from the core or the server in `language`; unchanged while that catalogue is not loaded. */
export function localiseMessage(text: string, language: Language): string {
  if (language === 'zh' || !english || !screens) return text;
  return localiseWith(text, language, { zh: screens, en: english });
}
