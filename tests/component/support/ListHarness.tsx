/**
 * Renders a list page the way the app does: the Fluent theme, i18next with the project's zh and en
 * resources (plus a fixture resource's labels), a TanStack QueryClient, a router and the app's
 * toaster, so a test sees the buttons, drawers, dialogs and toasts a person would.
 */
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LazyToaster } from '../../../src/renderer/src/shell/toast';
import { fluentTheme } from '../../../src/renderer/src/theme/themes';

/** Where the router is, so a test can check a navigate action's address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

export function ListHarness(props: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={props.i18n}>
        <FluentProvider theme={fluentTheme('default')}>
          <MemoryRouter initialEntries={['/list']}>
            <Routes>
              <Route path="/list" element={props.children} />
              <Route path="*" element={null} />
            </Routes>
            <Address />
          </MemoryRouter>
          <LazyToaster />
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
