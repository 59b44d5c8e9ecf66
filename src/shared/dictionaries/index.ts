/**
 * The seeded dictionaries, each entry with its Chinese value and English twin: the server seeds the
 * Chinese (src/server/seed/dictionaries.ts), the renderer shows the English from here. An entry an
 * administrator adds later has no twin and shows as stored, in either language.
 */
import type { Language } from '../bridge';
import { CONTRACT_DICTIONARIES } from './contract';
import { PROJECT_DICTIONARIES } from './project';
import { SYSTEM_DICTIONARIES } from './system';
import type { SeededDictionary } from './types';

export type { SeededDictionary, SeededEntry } from './types';

/** Every dictionary code the three spec documents name, in seeding order. */
export const SEEDED_DICTIONARIES: readonly SeededDictionary[] = [...CONTRACT_DICTIONARIES, ...PROJECT_DICTIONARIES, ...SYSTEM_DICTIONARIES];

const byCode = new Map(SEEDED_DICTIONARIES.map((d) => [d.code, new Map(d.entries.map((e) => [e.key, e]))]));

/**
 * The label of a dictionary entry in `language`: the stored value in Chinese (an administrator may
 * have edited it), the seeded twin in English, the stored value where no twin exists.
 */
export function dictEntryLabel(code: string, key: string, stored: string, language: Language): string {
  if (language === 'zh') return stored;
  return byCode.get(code)?.get(key)?.en ?? stored;
}
