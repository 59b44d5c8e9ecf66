import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { lazyPage as page } from './lazyPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import {
  HOME_PATH,
  redirectFromRoot,
  redirectSignedIn,
  requireBoardCategory,
  requireDetailPage,
  requireLock,
  requireMenuPage,
  requireNumericId,
  requireSession,
} from './sessionLoaders';
import { BOARD_PAGES, MAIN_PAGES, PUBLIC_PAGES } from './staticPages';
import { RESOURCE_PAGES } from '../resources/registry';
import { PRINT_PAGES } from '../pages/print/printPages';

const coming = page(() => import('../pages/coming/ComingPage'));
const publicComing = page(() => import('../pages/coming/PublicComingPage'));
/** The board's views that have come (issue 18); the others stay coming until theirs. */
const BOARD_VIEWS: Record<string, ReturnType<typeof page>> = {
  '/board/list': page(() => import('../pages/board/list/BoardListPage')),
  '/board/detail': page(() => import('../pages/board/detail/BoardDetailPage')),
  '/board/company': page(() => import('../pages/board/company/BoardCompanyPage')),
};

/** The layout's own pages: the workbench, the message screens, personal centre, details with ids… */
function mainPages(): RouteObject[] {
  return MAIN_PAGES.flatMap((p): RouteObject | RouteObject[] => {
    const path = p.path.slice(1);
    if (p.path === HOME_PATH) return { path, lazy: page(() => import('../pages/desk/WorkbenchPage')) };
    if (p.path.startsWith('/info/')) return { path, lazy: page(() => import('../pages/info/PersonalCentrePage')) };
    if (p.path === '/uploads/attachments') return { path, lazy: page(() => import('../features/uploads/AttachmentsPage')) };
    // A spec detail route whose screen has come is declared in the registry, and served there.
    if (p.withId && RESOURCE_PAGES.some((r) => r.detailOf && r.path === p.path)) return [];
    if (p.withId) return { path: `${path}/:id`, loader: requireNumericId, lazy: coming };
    const resource = RESOURCE_PAGES.find((r) => r.path === p.path);
    if (resource) return { path, lazy: page(resource.load) };
    return { path, lazy: coming };
  });
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { index: true, loader: redirectFromRoot(queryClient) },
        { path: 'login', loader: redirectSignedIn(queryClient), lazy: page(() => import('../pages/login/LoginPage'), { firstScreen: true }) },
        { path: 'lock', loader: requireLock(), lazy: page(() => import('../pages/lock/LockPage')) },
        { path: '404', lazy: page(() => import('../pages/errors/NotFoundPage')) },
        { path: '403', lazy: page(() => import('../pages/errors/ForbiddenPage')) },
        { path: '500', lazy: page(() => import('../pages/errors/ServerErrorPage')) },
        { path: 'invite', lazy: page(() => import('../pages/invite/InvitePage')) },
        { path: 'promotion', lazy: page(() => import('../pages/promotion/PromotionPage')) },
        ...PUBLIC_PAGES.filter((p) => p.path !== '/invite' && p.path !== '/promotion').map((p) => ({ path: p.path.slice(1), lazy: publicComing })),
        {
          loader: requireSession(queryClient),
          children: [
            {
              lazy: page(() => import('../shell/layout/MainLayout')),
              children: [
                {
                  // A page that fails (its code, its guard, or its rendering) shows the error page in the
                  // content area: the top bar, sidebar and tabs stay, so the person can simply go elsewhere.
                  errorElement: <RouteErrorPage inShell />,
                  children: [
                    ...mainPages(),
                    { path: 'myiframe/:code', lazy: page(() => import('../pages/iframe/IframePage')) },
                    ...RESOURCE_PAGES.filter((p) => !MAIN_PAGES.some((m) => m.path === p.path && !m.withId)).map((p) =>
                      p.detailOf
                        ? { path: `${p.path.slice(1)}/:id`, loader: requireDetailPage(queryClient, p.detailOf), lazy: page(p.load) }
                        : { path: p.path.slice(1), loader: requireMenuPage(queryClient), lazy: page(p.load) },
                    ),
                    // Everything else is a route of the server menu, or nothing (403/404).
                    { path: '*', loader: requireMenuPage(queryClient), lazy: coming },
                  ],
                },
              ],
            },
            // Print views: an A4 sheet, no shell (issue 18); opened by the core's print window or a browser tab.
            ...PRINT_PAGES.map((p) => ({ path: `${p.path.slice(1)}/:id`, loader: requireDetailPage(queryClient, p.lists), lazy: page(p.load) })),
            {
              loader: requireBoardCategory(queryClient),
              lazy: page(() => import('../pages/board/BoardLayout')),
              children: BOARD_PAGES.map((p) => ({ path: p.path.slice(1), lazy: BOARD_VIEWS[p.path] ?? page(() => import('../pages/board/BoardComingPage')) })),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
