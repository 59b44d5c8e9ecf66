/**
 * The client's menu rules (spec 1 §2 and §6), as pure functions so they are tested without a browser:
 * which entries a person sees, which paths they route to, and which button codes they may use.
 */
import type { ButtonNode, MenuRoute } from './menu';
import { OPERATOR_HIDDEN_MENU_CODES, OPERATOR_TENANT } from './organisation';

/** Entries that get an extra first child to their own index, and whose other children are hidden. */
export const INDEXED_SECTION_CODES = ['desk', 'organization_structure'] as const;

export const HOME_PATH = '/desk/index';
export const IFRAME_PREFIX = '/myiframe/';

export interface MenuViewer {
  tenantId: string;
  /** Role aliases, comma-joined, as the session carries them (the server's grants decide; kept for callers). */
  roleName: string;
}

/** One routable page the menu gives, with what the tab and the sidebar need to know of it. */
export interface MenuPage {
  id: string;
  code: string;
  name: string;
  /** The route inside the app: /contract/owner, /desk/index, /myiframe/system_help. */
  path: string;
  /** The embedded page's address, for link targets. */
  src?: string;
  query?: Record<string, string>;
  keepAlive: boolean;
  tab: boolean;
  /** Shown in the sidebar (false for isShow 0 and the hidden children of an indexed section). */
  visible: boolean;
  /** The names from the top section down to this page, for the search box and breadcrumbs. */
  trail: string[];
}

/** A sidebar node: a section with children, or a page. */
export interface MenuNode {
  id: string;
  code: string;
  name: string;
  icon: string;
  /** Set for pages. */
  page?: MenuPage;
  children: MenuNode[];
}

export interface MenuModel {
  nodes: MenuNode[];
  pages: MenuPage[];
}

const isLink = (path: string) => /^https?:\/\//i.test(path) || /\.html?(\?|#|$)/i.test(path);

/**
 * The server sends only the entries the person's roles were granted (role_menu), so the one rule
 * left here is the operator's: tenant 000000 never shows contract or finance (spec 1 §6).
 */
export function entryAllowed(entry: MenuRoute, viewer: MenuViewer): boolean {
  return !(viewer.tenantId === OPERATOR_TENANT && (OPERATOR_HIDDEN_MENU_CODES as readonly string[]).includes(entry.code));
}

function normalisePath(path: string): string {
  const clean = `/${path.trim().replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

function withIndex(path: string): string {
  return path.endsWith('/index') ? path : `${path === '/' ? '' : path}/index`;
}

/**
 * Builds the sidebar and the route table from the server's menu:
 * - link targets (http, html) route to /myiframe/<code>;
 * - a top-level entry without children routes to its path + /index;
 * - the workbench and organisation-structure entries get a first child to their index, and their
 *   other children are hidden (still routable);
 * - sub-items with isShow 0 are hidden (still routable);
 * - entries the operator may not see are left out altogether (the server sends only granted ones).
 */
export function buildMenu(menu: MenuRoute[], viewer: MenuViewer): MenuModel {
  const pages: MenuPage[] = [];

  const pageOf = (entry: MenuRoute, path: string, visible: boolean, trail: string[], name = entry.name): MenuPage => {
    const page: MenuPage = {
      id: entry.id,
      code: entry.code,
      name,
      path,
      ...(entry.query && Object.keys(entry.query).length ? { query: entry.query } : {}),
      keepAlive: !!entry.meta?.keepAlive,
      tab: entry.meta?.tab !== false,
      visible,
      trail,
    };
    if (isLink(entry.path)) {
      page.path = `${IFRAME_PREFIX}${encodeURIComponent(entry.code || entry.id)}`;
      page.src = entry.path.trim();
    }
    pages.push(page);
    return page;
  };

  const walk = (entries: MenuRoute[], depth: number, parentVisible: boolean, trail: string[]): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const entry of [...entries].sort((a, b) => a.sort - b.sort)) {
      if (!entryAllowed(entry, viewer)) continue;
      const shown = parentVisible && (depth === 0 || entry.isShow === 1);
      const here = [...trail, entry.name];
      const children = (entry.children ?? []).filter((c) => entryAllowed(c, viewer));
      const indexed = (INDEXED_SECTION_CODES as readonly string[]).includes(entry.code) && !isLink(entry.path);

      if (indexed) {
        // Its own index comes first; the other children stay routable but leave the sidebar.
        const index = pageOf(entry, withIndex(normalisePath(entry.path)), shown, here);
        walk(children, depth + 1, false, here);
        const node: MenuNode = { id: entry.id, code: entry.code, name: entry.name, icon: entry.icon, page: index, children: [] };
        if (shown) nodes.push(node);
        continue;
      }
      if (children.length === 0 && (entry.children ?? []).length > 0 && !isLink(entry.path)) {
        // A section whose every child is withheld from this person shows nothing.
        continue;
      }
      if (children.length === 0) {
        const path = isLink(entry.path) ? entry.path : depth === 0 ? withIndex(normalisePath(entry.path)) : normalisePath(entry.path);
        const page = pageOf(entry, path, shown, here);
        if (shown) nodes.push({ id: entry.id, code: entry.code, name: entry.name, icon: entry.icon, page, children: [] });
        continue;
      }
      const kids = walk(children, depth + 1, shown, here);
      if (shown && kids.length) nodes.push({ id: entry.id, code: entry.code, name: entry.name, icon: entry.icon, children: kids });
    }
    return nodes;
  };

  const nodes = walk(menu, 0, true, []);
  return { nodes, pages };
}

/** The page a path routes to, ignoring a trailing slash. */
export function findPage(model: MenuModel, pathname: string): MenuPage | undefined {
  const path = normalisePath(pathname);
  return model.pages.find((p) => p.path === path);
}

/**
 * Whether a path is one the person may not open (403 rather than 404): an entry of their menu the
 * operator's rule hides, or one of the app's own screens (`screens`: the registry's paths, each a
 * menu path of the product) that their menu lacks — their roles were not granted it.
 */
export function isForbiddenPath(menu: MenuRoute[], viewer: MenuViewer, pathname: string, screens: readonly string[] = []): boolean {
  const path = normalisePath(pathname);
  if (screens.some((s) => normalisePath(s) === path) && !findPage(buildMenu(menu, viewer), path)) return true;
  // An entry under a section the person may not see is out of reach too.
  const visit = (entries: MenuRoute[], depth: number, parentAllowed: boolean): boolean =>
    entries.some((e) => {
      const allowed = parentAllowed && entryAllowed(e, viewer);
      const own = normalisePath(e.path);
      const candidates = depth === 0 && !(e.children ?? []).length ? [withIndex(own), own] : [own, withIndex(own)];
      if (candidates.includes(path) && !allowed) return true;
      return visit(e.children ?? [], depth + 1, allowed);
    });
  return visit(menu, 0, true);
}

/** Menu search (spec 1 §2): visible pages whose name starts with the text, case-insensitively. */
export function searchPages(pages: MenuPage[], text: string, nameOf: (page: MenuPage) => string = (p) => p.name): MenuPage[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [];
  return pages.filter((p) => p.visible && nameOf(p).toLocaleLowerCase().startsWith(needle));
}

/** Spec 1 §6: the leaf codes of the button tree are the person's permission flags. */
export function permissionFlags(tree: ButtonNode[]): Set<string> {
  const flags = new Set<string>();
  const visit = (nodes: ButtonNode[]) => {
    for (const node of nodes) {
      if (node.children.length === 0) flags.add(node.code);
      else visit(node.children);
    }
  };
  visit(tree);
  return flags;
}
