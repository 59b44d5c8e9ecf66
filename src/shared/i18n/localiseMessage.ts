/**
 * The core and the server speak Chinese (the catalogue's text). This finds which catalogue entry a
 * Chinese message is, and gives that entry in the person's language; unknown text passes unchanged.
 * The catalogue is namespaced by domain (messages.<domain>.<key>); an entry is found by its path.
 */
import type { Language } from '../bridge';
import type { Translations } from './index';

type Tree = { readonly [key: string]: string | Tree };
type Catalogue = Pick<Translations, 'messages'>;

/** Every message of the catalogue with its path (['customer', 'notFound']). */
export function catalogueEntries(tree: Tree, path: string[] = []): { path: string[]; text: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [{ path: [...path, key], text: value }] : catalogueEntries(value, [...path, key])));
}

interface MessageIndex {
  exact: Map<string, string[]>;
  /** Templates such as 长度不能超过{{max}}个字符, matched with their variables captured. */
  templates: { pattern: RegExp; names: string[]; path: string[] }[];
}

/** The Chinese messages by their text, built once per catalogue (the renderer loads it after /login). */
const indexes = new WeakMap<object, MessageIndex>();

function indexOf(messages: Tree): MessageIndex {
  const known = indexes.get(messages);
  if (known) return known;
  const index: MessageIndex = { exact: new Map(), templates: [] };
  for (const { path, text } of catalogueEntries(messages)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      if (!index.exact.has(text)) index.exact.set(text, path);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    index.templates.push({ pattern: new RegExp(`^${source}$`), names, path });
  }
  indexes.set(messages, index);
  return index;
}

const at = (tree: Tree, path: string[]): string | undefined => {
  const value = path.reduce<string | Tree | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

export function localiseMessage(text: string, language: Language, resources: Record<Language, Catalogue>): string {
  if (language === 'zh') return text;
  const { exact, templates } = indexOf(resources.zh.messages as Tree);
  const messages = resources[language].messages as Tree;
  const path = exact.get(text);
  if (path) return at(messages, path) ?? text;
  for (const { pattern, names, path: templatePath } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = at(messages, templatePath);
    if (template === undefined) return text;
    return names.reduce((out, name, i) => out.replaceAll(`{{${name}}}`, match[i + 1]), template);
  }
  return text;
}
