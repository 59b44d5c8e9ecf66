import { RESOURCE_PAGES } from '../../resources/registry';

/**
 * Who may open a contract's print view: whoever may open its detail page — the lists that page is
 * opened from (registry.ts detailOf), read from there so the two never drift apart.
 */
export function detailLists(detailPath: string): string[] {
  const lists = RESOURCE_PAGES.find((p) => p.path === detailPath)?.detailOf;
  if (!lists) throw new Error(`no detail page at ${detailPath}`);
  return lists;
}
