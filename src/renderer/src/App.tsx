import { FluentProvider, useFocusFinders } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { createAppRouter } from './router/createAppRouter';
import { installErrorRecorder, recordRouteError } from './shell/errors/errorRecorder';
import { LazyToaster } from './shell/toast';
import { ThemeChoiceProvider, useThemeChoice } from './theme/ThemeContext';
import { fluentTheme } from './theme/themes';

/**
 * Keeps the focus manager (tabster) alive for the app's lifetime. Otherwise the first modal dialog
 * creates it and takes it down when it unmounts, and a dialog unmounted by a navigation (the lock
 * screen's) left its aria-hidden on the app's root: the next screen was hidden from assistive
 * technology. The eagerly mounted toaster used to keep it alive by accident.
 */
function KeepFocusManager() {
  useFocusFinders();
  return null;
}

function ThemedApp({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { themeId } = useThemeChoice();
  // Uncaught errors of this window go to the core's local error log (spec 1 §2).
  useEffect(() => installErrorRecorder(queryClient), [queryClient]);
  return (
    // No className here: Fluent copies it onto every portal's mount node, where a full height would
    // cover the page; global.css gives the app's own provider its height instead.
    <FluentProvider theme={fluentTheme(themeId)}>
      <KeepFocusManager />
      {children}
      <LazyToaster />
    </FluentProvider>
  );
}

export function App({ i18n, theme }: { i18n: I18n; theme: string }) {
  // Created once per mounted app, so a remount (tests, hot reload) never shares a cache or history.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <ThemeChoiceProvider initial={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemedApp queryClient={queryClient}>
            {/* A loader's or a lazy import's failure reaches the route error page without React ever seeing it thrown. */}
            <RouterProvider router={router} onError={(error, info) => recordRouteError(error, { pattern: info.pattern, componentStack: info.errorInfo?.componentStack })} />
          </ThemedApp>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeChoiceProvider>
  );
}
