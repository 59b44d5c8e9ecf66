import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery } from '../api/sessionQueries';
import { connectivityQuery, outboxQuery } from './offlineQueries';
import { OutboxPanel } from './OutboxPanel';
import { useOfflineSync } from './useOfflineSync';
import { useShownDataTime } from './useShownDataTime';

const useStyles = makeStyles({
  // Floats over the page's lower left, so no screen's layout has to make room for it, and drawers
  // (which open on the right) and dialogs (portals, later in the document) cover it rather than the reverse.
  dock: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    width: 'min(480px, calc(100vw - 32px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  bar: { boxShadow: tokens.shadow16 },
});

/**
 * The calm notice of spec 1 §8's 网络已断开, with the time of the data on screen, and of submits
 * waiting in the outbox; also keeps TanStack Query in step with the core. Mounted once, in RootLayout.
 */
export function OfflineBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  useOfflineSync();
  const signedIn = !!useQuery(sessionStateQuery()).data?.user;
  const online = useQuery(connectivityQuery()).data?.online ?? true;
  const outbox = useQuery({ ...outboxQuery(), enabled: signedIn });
  const shownTime = useShownDataTime();
  const [panelOpen, setPanelOpen] = useState(false);
  const items = signedIn ? (outbox.data ?? []) : [];
  const pending = items.filter((i) => i.status === 'pending' || i.status === 'sending').length;
  const settled = items.length - pending;

  if (online && items.length === 0) return null;
  return (
    <div className={styles.dock}>
      {!online && (
        <MessageBar intent="info" icon={<CloudOffRegular />} className={styles.bar} layout="multiline" data-testid="offline-banner">
          <MessageBarBody>
            <MessageBarTitle>{t('offline.banner.title')}</MessageBarTitle>
            {shownTime ? t('offline.banner.dataTime', { time: shownTime }) : t('offline.banner.noData')}
          </MessageBarBody>
        </MessageBar>
      )}
      {items.length > 0 && (
        <MessageBar intent={pending ? 'warning' : 'success'} className={styles.bar} data-testid="outbox-bar">
          <MessageBarBody>
            {pending > 0 ? t('offline.outbox.pending', { count: pending }) : t('offline.outbox.settled', { count: settled })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => setPanelOpen(true)}>
              {t('offline.outbox.open')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <OutboxPanel items={items} open={panelOpen} onClose={() => setPanelOpen(false)} />
    </div>
  );
}
