import { findPage } from '@shared/domain/menuRules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_PAGES, MAIN_PAGES, matchStaticPage } from '../router/staticPages';
import { useMenuModel, useMenuName } from './menu/menuQueries';

export interface PageInfo {
  label: string;
  keepAlive: boolean;
  /** False when the page's meta says it is no tab. */
  tab: boolean;
}

/** What a path is called and how it behaves as a tab: from the menu first, then the layout's own routes. */
export function usePageInfo(): (pathWithSearch: string) => PageInfo {
  const { t } = useTranslation();
  const model = useMenuModel();
  const menuName = useMenuName();
  return useCallback(
    (pathWithSearch: string) => {
      const pathname = pathWithSearch.split('?')[0];
      const page = findPage(model, pathname);
      if (page) return { label: menuName(page), keepAlive: page.keepAlive, tab: page.tab };
      const match = matchStaticPage([...MAIN_PAGES, ...BOARD_PAGES], pathname);
      if (match) {
        const label = t(match.page.label as 'desk.pageTitle');
        return { label: match.id ? `${label} ${match.id}` : label, keepAlive: !!match.page.keepAlive, tab: true };
      }
      return { label: pathname, keepAlive: false, tab: true };
    },
    [model, menuName, t],
  );
}
