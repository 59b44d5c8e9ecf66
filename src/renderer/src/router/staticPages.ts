/**
 * The main layout's own routes (spec 1 §2), whatever the menu says: their tab labels, and which take
 * a numeric id. Screens that come with later issues show the "coming" page until then.
 */
export interface StaticPage {
  path: string;
  /** i18n key of the tab label. */
  label: string;
  /** A numeric {id} segment follows the path. */
  withId?: boolean;
  keepAlive?: boolean;
}

export const MAIN_PAGES: StaticPage[] = [
  { path: '/desk/index', label: 'desk.pageTitle' },
  { path: '/notice/index', label: 'shell.pages.notices', keepAlive: true },
  { path: '/notice', label: 'shell.pages.messageCenter', keepAlive: true },
  { path: '/dict-horizontal/index', label: 'shell.pages.dictHorizontal' },
  { path: '/dict-vertical/index', label: 'shell.pages.dictVertical' },
  { path: '/info/index', label: 'shell.pages.info' },
  { path: '/info/cert', label: 'shell.pages.infoCert' },
  { path: '/info/account', label: 'shell.pages.infoAccount' },
  { path: '/info/join', label: 'shell.pages.infoJoin' },
  { path: '/info/reg', label: 'shell.pages.infoReg' },
  { path: '/info/prip', label: 'shell.pages.infoPrip' },
  { path: '/info/about', label: 'shell.pages.infoAbout' },
  { path: '/biz/biz', label: 'shell.pages.bizInfo' },
  { path: '/uploads/attachments', label: 'uploads.attachments.title' },
  { path: '/test', label: 'shell.pages.test' },
  { path: '/contract/fzq_details', label: 'shell.pages.fzqDetails', withId: true },
  { path: '/contract/zq_details', label: 'shell.pages.zqDetails', withId: true },
  { path: '/contract/yz_details', label: 'shell.pages.yzDetails', withId: true },
  { path: '/project/details', label: 'shell.pages.projectDetails', withId: true },
  { path: '/inside/details', label: 'shell.pages.insideDetails', withId: true },
];

export const BOARD_PAGES: StaticPage[] = [
  { path: '/board/index', label: 'shell.pages.board' },
  { path: '/board/list', label: 'shell.pages.boardList' },
  { path: '/board/detail', label: 'shell.pages.boardDetail' },
  { path: '/board/company', label: 'shell.pages.boardCompany' },
];

export const PUBLIC_PAGES: StaticPage[] = [
  { path: '/invite', label: 'shell.pages.invite' },
  { path: '/succes', label: 'shell.pages.succes' },
  { path: '/protocol', label: 'shell.pages.protocol' },
  { path: '/promotion', label: 'shell.pages.promotion' },
];

/** A detail route's id: digits only, at most 32 of them (the server's id rule, src/shared/domain/fields.ts idSchema). */
export const NUMERIC_ID = /^\d{1,32}$/;

export const isDetailId = (id: string | undefined): id is string => NUMERIC_ID.test(id ?? '');

/** The static page a path is, with its id when it takes one. */
export function matchStaticPage(pages: StaticPage[], pathname: string): { page: StaticPage; id?: string } | undefined {
  for (const page of pages) {
    if (!page.withId && pathname === page.path) return { page };
    if (page.withId && pathname.startsWith(`${page.path}/`)) {
      const id = pathname.slice(page.path.length + 1);
      if (NUMERIC_ID.test(id)) return { page, id };
    }
  }
  return undefined;
}
