import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';
import { useDocumentTitle } from '../i18n/useDocumentTitle';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { ApiError } from '../api/ApiError';

/**
 * A route whose code or guard failed to load (the core unreachable, a stale chunk after an update, a
 * chunk that never arrived) or whose page threw while rendering. A full reload is the one remedy the
 * person can apply. The failure itself is recorded in the local error log by the router's and React's
 * error callbacks (shell/errors/errorRecorder), not here: a page rendered twice must not log twice.
 */
export function RouteErrorPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const error = useRouteError();
  const body = error instanceof ApiError ? localise(error.message) : t('routeError.body');
  return (
    <>
      {/* In the shell the window title follows the tab label, as for any page. */}
      {!inShell && <WindowTitle />}
      <StatusPage
        as={inShell ? 'section' : 'main'}
        heading={t('routeError.heading')}
        body={body}
        actions={
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </>
  );
}

function WindowTitle() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.pageTitle'));
  return null;
}
