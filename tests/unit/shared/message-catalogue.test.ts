/**
 * The catalogue as a whole: one key per text, the same keys in both languages, and every Chinese
 * message readable in English. The types check the static shape; these checks cover what is built
 * at run time (spread catalogues, composed namespaces) and what types cannot say (texts, CJK).
 */
import { describe, expect, it } from 'vitest';
import { localiseMessage, translations } from '@shared/i18n';
import { catalogueEntries } from '@shared/i18n/localiseMessage';

type Tree = { readonly [key: string]: string | Tree };
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

const zhMessages = catalogueEntries(translations.zh.messages as Tree);
const at = (tree: Tree, path: string[]) => path.reduce<string | Tree | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);
const paths = (tree: Tree) => catalogueEntries(tree).map((e) => e.path.join('.')).sort();
/** A template's text with its variables filled, as the core or the server sends it. */
const filled = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'max' ? '30' : 'x'));

describe('the message catalogue', () => {
  it('holds each Chinese text under one key only, so a text is always localised the same way', () => {
    const keysOf = new Map<string, string[]>();
    for (const { path, text } of zhMessages) keysOf.set(text, [...(keysOf.get(text) ?? []), path.join('.')]);
    const shared = [...keysOf].filter(([, keys]) => keys.length > 1).map(([text, keys]) => `${text}: ${keys.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('never gives one text two English twins within a namespace', () => {
    const twins = new Map<string, Set<string>>();
    for (const { path, text } of zhMessages) {
      const key = `${path[0]}|${text}`;
      twins.set(key, (twins.get(key) ?? new Set()).add(String(at(translations.en.messages as Tree, path))));
    }
    expect([...twins].filter(([, english]) => english.size > 1).map(([key]) => key)).toEqual([]);
  });

  it('has the same key paths in Chinese and English, messages and labels alike', () => {
    expect(paths(translations.en as unknown as Tree)).toEqual(paths(translations.zh as unknown as Tree));
  });

  it('reads every Chinese message in English, templates filled as they are sent', () => {
    const untranslated = zhMessages.filter(({ text }) => CJK.test(localiseMessage(filled(text), 'en'))).map(({ path, text }) => `${path.join('.')}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('writes no Chinese in the English labels, except the name of the Chinese language itself', () => {
    const chinese = catalogueEntries(translations.en as unknown as Tree)
      .filter(({ path, text }) => CJK.test(text) && path.join('.') !== 'language.zh')
      .map(({ path }) => path.join('.'));
    expect(chinese).toEqual([]);
  });
});
