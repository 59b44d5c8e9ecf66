import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';
import { useDocumentTitle } from '../i18n/useDocumentTitle';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { ApiError } from '../api/ApiError';

/**
 * A route whose code or guard failed to load (the core unreachable, a stale chunk after an update).
 * A full reload is the one remedy the person can apply.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const error = useRouteError();
  useDocumentTitle(t('routeError.pageTitle'));
  const body = error instanceof ApiError ? localise(error.message) : t('routeError.body');
  return (
    <StatusPage
      heading={t('routeError.heading')}
      body={body}
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
