/**
 * The workbench's parts (issue 18): the server answers a part to whoever is offered its screen's menu
 * code, and the card opens its path; both must name the same template entry, or a card would open a
 * screen other than the one its figures were granted by.
 */
import { describe, expect, it } from 'vitest';
import { WORKBENCH_PARTS } from '@shared/domain/workbench';
import { MENU_TEMPLATE, type MenuTemplate } from '../../../src/server/seed/menu-template';

const entries = (menus: MenuTemplate[]): MenuTemplate[] => menus.flatMap((m) => [m, ...entries(m.children ?? [])]);
const menus = entries(MENU_TEMPLATE);

describe('workbench parts', () => {
  it.each(Object.entries(WORKBENCH_PARTS))('%s opens the path of its screen’s template entry', (_part, { screen, path }) => {
    expect(menus.find((m) => m.code === screen)?.path).toBe(path);
  });
});
