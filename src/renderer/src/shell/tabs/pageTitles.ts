import { useEffect, useSyncExternalStore } from 'react';
import { onTracesCleared } from '../localTraces';

/**
 * Titles pages give themselves once their data is in (a detail page: its record's name), by path, so
 * the tab bar and the window title can show them. In memory only: a record's name is the person's
 * data, and after a reload the page gives it again as soon as it shows.
 */
let titles = new Map<string, string>();
const listeners = new Set<() => void>();

function set(next: Map<string, string>): void {
  titles = next;
  for (const listener of listeners) listener();
}

onTracesCleared(() => set(new Map()));

export const pageTitles = {
  get: (pathname: string): string | undefined => titles.get(pathname),
  set(pathname: string, title: string): void {
    if (titles.get(pathname) !== title) set(new Map(titles).set(pathname, title));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): ReadonlyMap<string, string> => titles,
};

/** The page at `pathname` is called `title` (nothing while it is undefined). */
export function useGivePageTitle(pathname: string, title: string | undefined): void {
  useEffect(() => {
    if (title) pageTitles.set(pathname, title);
  }, [pathname, title]);
}

export function usePageTitles(): ReadonlyMap<string, string> {
  return useSyncExternalStore(pageTitles.subscribe, pageTitles.snapshot);
}
