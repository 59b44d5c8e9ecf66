import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';

/** True when a query failed only because the server cannot be reached and nothing was cached. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'offline';
}

/** What a screen shows instead of an error for data never opened before while offline: calm, and it will load by itself. */
export function OfflineUnavailable() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" layout="multiline" data-testid="offline-unavailable">
      <MessageBarBody>
        <MessageBarTitle>{t('offline.unavailable.title')}</MessageBarTitle>
        {t('offline.unavailable.body')}
      </MessageBarBody>
    </MessageBar>
  );
}
