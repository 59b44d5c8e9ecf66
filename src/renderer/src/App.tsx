import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { createAppRouter } from './router/createAppRouter';
import { brandThemes } from './theme/brandThemes';

const themes = brandThemes();

const useStyles = makeStyles({ provider: { height: '100%' } });

export function App({ i18n }: { i18n: I18n }) {
  const styles = useStyles();
  // Created once per mounted app, so a remount (tests, hot reload) never shares a cache or history.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <FluentProvider theme={themes.light} className={styles.provider}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>
  );
}
