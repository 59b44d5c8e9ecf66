import { searchPages, type MenuPage } from '@shared/domain/menuRules';
import { useMemo } from 'react';
import { useMenuModel, useMenuName } from '../menu/menuQueries';

/** Spec 1 §2 menu search: visible leaf entries whose name starts with the text, ignoring case. */
export function useMenuSearch(text: string): { results: MenuPage[]; nameOf(page: MenuPage): string } {
  const model = useMenuModel();
  const nameOf = useMenuName();
  const results = useMemo(() => searchPages(model.pages, text, nameOf).slice(0, 20), [model.pages, text, nameOf]);
  return { results, nameOf };
}
