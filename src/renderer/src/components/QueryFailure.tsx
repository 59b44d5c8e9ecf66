import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { isOfflineError, OfflineUnavailable } from '../offline/OfflineUnavailable';

/** Why a query has no data: calm while offline (it loads by itself later), the server's message otherwise. */
export function QueryFailure({ error }: { error: Error }) {
  const localise = useLocaliseMessage();
  if (isOfflineError(error)) return <OfflineUnavailable />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{localise(error.message)}</MessageBarBody>
    </MessageBar>
  );
}
