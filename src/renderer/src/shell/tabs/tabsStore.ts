import { useSyncExternalStore } from 'react';
import { onTracesCleared, readJson, STORAGE_KEYS, writeJson } from '../localTraces';
import { closeAllTabs, closeOtherTabs, closeTab, INITIAL_TABS, openTab, withHome, type TabsState } from './tabRules';

/**
 * The open tabs, in session storage so they survive a reload of the window (and nothing longer).
 * Scroll positions of cached pages live beside them in memory.
 */
let state: TabsState = load();
const listeners = new Set<() => void>();
const scrollPositions = new Map<string, number>();

function load(): TabsState {
  const saved = readJson<TabsState>(window.sessionStorage, STORAGE_KEYS.tabs);
  if (!saved || !Array.isArray(saved.paths) || typeof saved.active !== 'string') return INITIAL_TABS;
  return withHome({ paths: saved.paths.filter((p) => typeof p === 'string' && p.startsWith('/')), active: saved.active });
}

function set(next: TabsState): TabsState {
  if (next !== state) {
    state = next;
    writeJson(window.sessionStorage, STORAGE_KEYS.tabs, state);
    for (const listener of listeners) listener();
  }
  return state;
}

onTracesCleared(() => {
  scrollPositions.clear();
  state = INITIAL_TABS;
  for (const listener of listeners) listener();
});

export const tabsStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: (path: string) => set(openTab(state, path)),
  close: (path: string) => set(closeTab(state, path)),
  closeOthers: (path: string) => set(closeOtherTabs(state, path)),
  closeAll: () => set(closeAllTabs()),
  reset: () => set(INITIAL_TABS),
  saveScroll: (path: string, top: number) => void scrollPositions.set(path, top),
  scrollOf: (path: string) => scrollPositions.get(path) ?? 0,
};

export function useTabs(): TabsState {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.get);
}
