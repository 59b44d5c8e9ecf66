import { makeStyles, MessageBar, MessageBarBody, ProgressBar, tokens } from '@fluentui/react-components';
import type { UpdateBridgeEvent } from '@shared/updateBridge';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onBridgeEvent } from '../bridge/client';

const useStyles = makeStyles({
  // The lower right: the offline dock holds the lower left.
  dock: { position: 'fixed', right: tokens.spacingHorizontalL, bottom: tokens.spacingVerticalL, width: 'min(360px, calc(100vw - 32px))' },
  bar: { boxShadow: tokens.shadow16 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The packaged app's update, as the main process's updater reports it (issue 19): its download in the
 * background with the percentage, then that it takes effect after a restart. The question itself is
 * the main process's native dialog; this only keeps the person informed. Nothing shows until an
 * update is found, so browser mode and an up-to-date app never see it. Mounted once, in RootLayout.
 */
export function UpdateBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [update, setUpdate] = useState<UpdateBridgeEvent | null>(null);
  useEffect(
    () =>
      onBridgeEvent((event) => {
        if (event.type === 'update-downloading' || event.type === 'update-ready') setUpdate(event);
      }),
    [],
  );
  if (!update) return null;
  const downloading = update.type === 'update-downloading';
  return (
    <div className={styles.dock}>
      <MessageBar intent={downloading ? 'info' : 'success'} className={styles.bar} data-testid="update-banner">
        <MessageBarBody className={styles.body}>
          {downloading ? t('updates.downloading', { version: update.version, percent: update.percent }) : t('updates.readyBanner', { version: update.version })}
          {downloading && <ProgressBar value={update.percent / 100} thickness="medium" />}
        </MessageBarBody>
      </MessageBar>
    </div>
  );
}
