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

/** The address parameter that picks a part of a page (a detail page's tab, the personal centre's). */
export const PAGE_PART_PARAM = 'tab';

/** The page an address shows, whatever part of it is chosen: the address without its `tab` parameter. */
export function pageOf(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return path;
  const params = new URLSearchParams(path.slice(at + 1));
  params.delete(PAGE_PART_PARAM);
  const rest = params.toString();
  return rest ? `${path.slice(0, at)}?${rest}` : path.slice(0, at);
}

/**
 * Opens a page as a tab, or makes its tab active. Choosing another part of an open page (?tab=) is
 * the same tab, which now keeps that address: one page, one tab, back where it was left.
 */
export function openTab(state: TabsState, path: string): TabsState {
  const same = state.paths.find((p) => p === path) ?? state.paths.find((p) => pageOf(p) === pageOf(path));
  const paths = same === undefined ? [...state.paths, path] : state.paths.map((p) => (p === same ? path : p));
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
