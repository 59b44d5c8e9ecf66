/**
 * The core and the server speak Chinese (the catalogue's text). This finds which catalogue entry a
 * Chinese message is, and gives that entry in the person's language; unknown text passes unchanged.
 */
import type { Language } from '../bridge';
import type { Translations } from './index';
import { zh } from './zh';

type MessageKey = keyof Translations['messages'];

const exact = new Map<string, MessageKey>();
/** Templates such as 长度不能超过{{max}}个字符, matched with their variables captured. */
const templates: { pattern: RegExp; names: string[]; key: MessageKey }[] = [];

for (const [key, text] of Object.entries(zh.messages) as [MessageKey, string][]) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  templates.push({ pattern: new RegExp(`^${source}$`), names, key });
}

export function localiseMessage(text: string, language: Language, resources: Record<Language, Translations>): string {
  if (language === 'zh') return text;
  const messages = resources[language].messages;
  const key = exact.get(text);
  if (key) return messages[key];
  for (const { pattern, names, key: templateKey } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce((out, name, i) => out.replaceAll(`{{${name}}}`, match[i + 1]), messages[templateKey]);
  }
  return text;
}
