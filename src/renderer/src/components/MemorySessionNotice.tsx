import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery } from '../api/sessionQueries';

/** Without an OS keychain the core keeps the session, the cache and drafts in memory only; the person should know before relying on them. */
export function MemorySessionNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(sessionStateQuery());
  if (data?.secretStorage !== 'memory') return null;
  return (
    <MessageBar intent="info" layout="multiline" className={className} data-testid="memory-session-notice">
      <MessageBarBody>
        <MessageBarTitle>{t('session.memoryOnlyTitle')}</MessageBarTitle>
        {t('session.memoryOnlyBody')} {t('session.memoryOnlyCache')}
      </MessageBarBody>
    </MessageBar>
  );
}
