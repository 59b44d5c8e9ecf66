import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import type { OutboxItem } from '@shared/domain/offline';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutboxPanel } from './OutboxPanel';

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
 * What OfflineBanner shows when offline or when the outbox holds submits: its own chunk, fetched the
 * first time there is something to show, so a start-up that is online carries no message bars or dialog.
 */
export default function OfflineDock({ online, shownTime, items }: { online: boolean; shownTime: string | undefined; items: OutboxItem[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  const pending = items.filter((i) => i.status === 'pending' || i.status === 'sending').length;
  const settled = items.length - pending;
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
