import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { HOME_PATH, redirectSignedIn, requireSession } from './sessionLoaders';

/** Each page is its own chunk: /login loads none of the back-office screens. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: 'login', loader: redirectSignedIn(queryClient), lazy: page(() => import('../pages/login/LoginPage')) },
        { path: '404', lazy: page(() => import('../pages/errors/NotFoundPage')) },
        {
          loader: requireSession(queryClient),
          children: [{ path: 'desk/index', lazy: page(() => import('../pages/desk/WorkbenchPage')) }],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
