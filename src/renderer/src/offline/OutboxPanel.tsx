import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { OutboxItem } from '@shared/domain/offline';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bridge } from '../bridge/client';
import { canReopenForm, reopenForm } from '../forms/formOpeners';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { offlineKeys } from './offlineQueries';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  intro: { color: tokens.colorNeutralForeground2 },
});

const BADGE: Record<OutboxItem['status'], 'warning' | 'informative' | 'success' | 'danger'> = {
  pending: 'warning',
  sending: 'informative',
  succeeded: 'success',
  failed: 'danger',
};

/** Every submit waiting for the network and every answer not yet read: cancel, acknowledge, reopen. */
export function OutboxPanel({ items, open, onClose }: { items: OutboxItem[]; open: boolean; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const act = async (call: Promise<unknown>) => {
    await call.catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: offlineKeys.outbox() });
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="outbox-panel">
        <DialogBody>
          <DialogTitle>{t('offline.outbox.heading')}</DialogTitle>
          <DialogContent>
            <Text as="p" className={styles.intro}>
              {t('offline.outbox.intro')}
            </Text>
            {items.length === 0 && <Text>{t('offline.outbox.empty')}</Text>}
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={styles.item} data-testid="outbox-item">
                  <div className={styles.row}>
                    <Text weight="semibold" className={styles.grow}>
                      {item.title}
                    </Text>
                    <Badge appearance="tint" color={BADGE[item.status]}>
                      {t(`offline.outbox.status.${item.status}`)}
                    </Badge>
                  </div>
                  <Text size={200} className={styles.muted}>
                    {t('offline.outbox.createdAt', { time: item.createdAt })}
                  </Text>
                  {item.message && <Text size={200}>{localise(item.message)}</Text>}
                  <div className={styles.row}>
                    {item.status === 'pending' && (
                      <Button size="small" onClick={() => void act(bridge.outbox.cancel(item.id))}>
                        {t('offline.outbox.cancel')}
                      </Button>
                    )}
                    {item.status === 'failed' && canReopenForm(item.formKey) && (
                      <Button
                        size="small"
                        appearance="primary"
                        onClick={() => {
                          onClose();
                          reopenForm(item.formKey);
                        }}
                      >
                        {t('offline.outbox.reopen')}
                      </Button>
                    )}
                    {(item.status === 'succeeded' || item.status === 'failed') && (
                      <Button size="small" onClick={() => void act(bridge.outbox.dismiss(item.id))}>
                        {t('offline.outbox.dismiss')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('offline.outbox.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
