import { findPage } from '@shared/domain/menuRules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { matchDetailPage } from '../resources/registry';
import { BOARD_PAGES, MAIN_PAGES, matchStaticPage } from '../router/staticPages';
import { useLooseT } from '../crud/looseT';
import { useMenuModel, useMenuName } from './menu/menuQueries';
import { usePageTitles } from './tabs/pageTitles';

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
  const lt = useLooseT();
  const titles = usePageTitles();
  return useCallback(
    (pathWithSearch: string) => {
      const pathname = pathWithSearch.split('?')[0];
      const page = findPage(model, pathname);
      if (page) return { label: menuName(page), keepAlive: page.keepAlive, tab: page.tab };
      // A declared detail page: its kind, then the record's title once the page has it (else the id).
      const detail = matchDetailPage(pathname);
      if (detail) return { label: `${lt(detail.page.label ?? '')} ${titles.get(pathname) ?? detail.id}`.trim(), keepAlive: false, tab: true };
      const match = matchStaticPage([...MAIN_PAGES, ...BOARD_PAGES], pathname);
      if (match) {
        const label = t(match.page.label as 'desk.pageTitle');
        return { label: match.id ? `${label} ${match.id}` : label, keepAlive: !!match.page.keepAlive, tab: true };
      }
      return { label: pathname, keepAlive: false, tab: true };
    },
    [model, menuName, t, lt, titles],
  );
}
