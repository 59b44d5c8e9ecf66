/** Every menu entry of the template shows its own name in both languages (sidebar, tabs, search). */
import { describe, expect, it } from 'vitest';
import { shellEn } from '@shared/i18n/shell.en';
import { shellZh } from '@shared/i18n/shell.zh';
import { MENU_TEMPLATE, type MenuTemplate } from '../../../src/server/seed/menu-template';

const entries = (menus: MenuTemplate[]): MenuTemplate[] => menus.flatMap((m) => [m, ...entries(m.children ?? [])]);
const menus = entries(MENU_TEMPLATE);
const en: Record<string, string | undefined> = shellEn.menus;
const zh: Record<string, string | undefined> = shellZh.menus;

describe('menu template names', () => {
  it.each(menus.map((m) => [m.code, m.name]))('%s (%s) has an English name', (code) => {
    expect(en[code], code).toMatch(/^[^\u4e00-\u9fff]+$/);
  });

  it.each(menus.map((m) => [m.code, m.name]))('%s is named in Chinese as in the template', (code, name) => {
    expect(zh[code]).toBe(name);
  });
});
