/**
 * Route guards of spec 1 §2, as loaders so a page never renders for the wrong visitor, not even for
 * one frame. They read the cached session; the core's events keep that cache true.
 */
import { HOME_PATH as MENU_HOME, findPage, isForbiddenPath, buildMenu } from '@shared/domain/menuRules';
import { BOARD_CATEGORIES } from '@shared/domain/organisation';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { sessionKeys, sessionStateQuery } from '../api/sessionQueries';
import { RESOURCE_PAGES } from '../resources/registry';
import { clearLocalTraces } from '../shell/localTraces';
import { lockStore } from '../shell/lock/lockStore';
import { menuRoutesQuery } from '../shell/menu/menuQueries';
import { LOGIN_PATH, returnPathFrom } from './paths';
import { BOARD_PAGES, isDetailId, MAIN_PAGES, matchStaticPage } from './staticPages';

export { LOCK_PATH, LOGIN_PATH } from './paths';
export const HOME_PATH = MENU_HOME;

/**
 * The routes the app itself declares behind a session, read from the same lists the router is built
 * from (the layout's pages, the resources' screens, the board), so a screen added there is covered here.
 * The resources' screens were once left out, and a visitor reloading 客户跟进 was told 页面不存在.
 */
const APP_PATHS = [...MAIN_PAGES, ...RESOURCE_PAGES, ...BOARD_PAGES].map((p) => p.path);

/**
 * The resources' screens (not their detail pages): each is a menu path of the product, so one the
 * person's menu lacks is a screen their roles were not granted (403), not a page that does not exist.
 */
const SCREEN_PATHS = RESOURCE_PAGES.filter((p) => !p.detailOf).map((p) => p.path);

/** A path the app always has, menu or not: a visitor opening one is sent to /login rather than /404. */
function isAppPath(pathname: string): boolean {
  if (pathname.startsWith('/myiframe/')) return true;
  return APP_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Every non-public route: a visitor without a session is logged out locally (nothing of a previous
 * session survives) and sent to /login. An address the app does not declare could only be a route of a
 * server menu, which a visitor has none of: it goes to /404, as for anyone (docs/decisions.md).
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    if (state.user) return null;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    clearLocalTraces();
    return redirect(isAppPath(new URL(request.url).pathname) ? LOGIN_PATH : '/404');
  };
}

/**
 * /: the workbench for someone signed in, /login for a visitor. Decided here rather than through
 * /desk/index, whose code React Router would start loading alongside its guard: a visitor's first
 * page then loads none of the back office.
 */
export function redirectFromRoot(queryClient: QueryClient) {
  return async () => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    return redirect(state.user ? HOME_PATH : LOGIN_PATH);
  };
}

/** /login: someone already signed in goes to / (or to the page the address asks to come back to). */
export function redirectSignedIn(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    return state.user ? redirect(returnPathFrom(new URL(request.url).search) ?? '/') : null;
  };
}

/** /lock shows only while the screen is locked. */
export function requireLock() {
  return () => (lockStore.isLocked() ? null : redirect('/'));
}

/** Detail routes take a numeric id (spec 1 §2, at most 32 digits as every id); anything else is a page that does not exist. */
export function requireNumericId({ params }: LoaderFunctionArgs) {
  return isDetailId(params.id) ? null : redirect('/404');
}

/** The data board is reachable only for organisation categories ss, kj, gl, pt (spec 1 §6). */
export function requireBoardCategory(queryClient: QueryClient) {
  return async () => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    return state.user && BOARD_CATEGORIES.includes(state.user.orgCategory) ? null : redirect('/403');
  };
}

/** The person's menu, as the sidebar builds it, with the raw entries the 403 rule reads. */
async function menuOf(queryClient: QueryClient) {
  const [state, menu] = await Promise.all([queryClient.ensureQueryData(sessionStateQuery()), queryClient.ensureQueryData(menuRoutesQuery())]);
  const user = state.user;
  if (!user) return null;
  const viewer = { tenantId: user.tenantId, roleName: user.roleName };
  return { menu, viewer, model: buildMenu(menu, viewer) };
}

/**
 * Routes built from the server menu: a path the menu gives renders; a screen of the app the
 * person's roles were not granted (the server leaves it out of their menu) is 403; anything else
 * is 404.
 */
export function requireMenuPage(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const pathname = new URL(request.url).pathname;
    const found = await menuOf(queryClient);
    if (!found) return redirect(LOGIN_PATH);
    if (findPage(found.model, pathname) && !matchStaticPage(BOARD_PAGES, pathname)) return null;
    return redirect(isForbiddenPath(found.menu, found.viewer, pathname, SCREEN_PATHS) ? '/403' : '/404');
  };
}

/**
 * A declared detail page (registry's `detailOf`): a numeric id (spec 1 §2, else 404), and the menu
 * must hold one of the lists it is opened from — 403 otherwise, as for the lists themselves — so a
 * detail is never a way round the menu.
 */
export function requireDetailPage(queryClient: QueryClient, lists: string[]) {
  return async (args: LoaderFunctionArgs) => {
    const notNumeric = requireNumericId(args);
    if (notNumeric) return notNumeric;
    const found = await menuOf(queryClient);
    if (!found) return redirect(LOGIN_PATH);
    if (lists.some((path) => findPage(found.model, path))) return null;
    return redirect(lists.some((path) => isForbiddenPath(found.menu, found.viewer, path, SCREEN_PATHS)) ? '/403' : '/404');
  };
}
