/**
 * The core and the server speak Chinese (the catalogue's text). This finds which catalogue entry a
 * Chinese message is, and gives that entry in the person's language; unknown text passes unchanged.
 * The catalogue is namespaced by domain (messages.<domain>.<key>); an entry is found by its path.
 */
import type { Language } from '../bridge';
import type { Translations } from './index';
import { zh } from './zh';

type Tree = { readonly [key: string]: string | Tree };

/** Every message of the catalogue with its path (['customer', 'notFound']). */
export function catalogueEntries(tree: Tree, path: string[] = []): { path: string[]; text: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [{ path: [...path, key], text: value }] : catalogueEntries(value, [...path, key])));
}

const exact = new Map<string, string[]>();
/** Templates such as 长度不能超过{{max}}个字符, matched with their variables captured. */
const templates: { pattern: RegExp; names: string[]; path: string[] }[] = [];

for (const { path, text } of catalogueEntries(zh.messages)) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, path);
    continue;
  }
  const source = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  templates.push({ pattern: new RegExp(`^${source}$`), names, path });
}

const at = (tree: Tree, path: string[]): string | undefined => {
  const value = path.reduce<string | Tree | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

export function localiseMessage(text: string, language: Language, resources: Record<Language, Translations>): string {
  if (language === 'zh') return text;
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
