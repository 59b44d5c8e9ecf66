/**
 * The tab rules of spec 1 §2 as pure functions over a list of paths: the workbench is always first
 * and never closable, a single remaining tab is never closable, and closing the active tab moves to
 * its neighbour.
 */
import { HOME_PATH } from '@shared/domain/menuRules';

export interface TabsState {
  paths: string[];
  active: string;
}

export const INITIAL_TABS: TabsState = { paths: [HOME_PATH], active: HOME_PATH };

export function withHome(state: TabsState): TabsState {
  const rest = state.paths.filter((p) => p !== HOME_PATH);
  const paths = [HOME_PATH, ...new Set(rest)];
  return { paths, active: paths.includes(state.active) ? state.active : HOME_PATH };
}

export function isClosable(state: TabsState, path: string): boolean {
  return path !== HOME_PATH && state.paths.length > 1;
}

export function openTab(state: TabsState, path: string): TabsState {
  const paths = state.paths.includes(path) ? state.paths : [...state.paths, path];
  return withHome({ paths, active: path });
}

/** Closes one tab; when it was the active one, its right neighbour (else the left) becomes active. */
export function closeTab(state: TabsState, path: string): TabsState {
  if (!isClosable(state, path)) return state;
  const index = state.paths.indexOf(path);
  if (index < 0) return state;
  const paths = state.paths.filter((p) => p !== path);
  const active = state.active === path ? (paths[index] ?? paths[index - 1] ?? HOME_PATH) : state.active;
  return withHome({ paths, active });
}

export function closeOtherTabs(state: TabsState, path: string): TabsState {
  return withHome({ paths: [HOME_PATH, path], active: path });
}

export function closeAllTabs(): TabsState {
  return INITIAL_TABS;
}
