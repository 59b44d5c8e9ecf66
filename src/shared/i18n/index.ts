import type { Language } from '../bridge';
import { en } from './en';
import { localiseMessage as localiseWith } from './localiseMessage';
import { zh } from './zh';

/** The shape every language must fill: zh's keys, any text. */
export type Translations = Widen<typeof zh>;
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const LANGUAGES: readonly Language[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const translations: Record<Language, Translations> = { zh, en };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A Chinese message from the core or the server, in `language` when the catalogue knows it. */
export function localiseMessage(text: string, language: Language): string {
  return localiseWith(text, language, translations);
}
