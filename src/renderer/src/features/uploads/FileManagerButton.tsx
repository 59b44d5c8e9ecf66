import { Button, CounterBadge, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, Tooltip } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeCount, FileManagerPanel } from './FileManagerPanel';
import { useUploadQueue } from './uploadQueries';

const useStyles = makeStyles({
  drawer: { width: '60%', maxWidth: '880px', minWidth: '380px' },
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

/**
 * The file manager's entry in the top bar (spec 1 §4): a button with the number of uploads still
 * moving, opening the queue in a drawer. `variant="text"` shows it as a labelled button elsewhere.
 */
export function FileManagerButton({ variant = 'icon' }: { variant?: 'icon' | 'text' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeCount(useUploadQueue());
  const label = t('uploads.manager.open');
  return (
    <>
      {variant === 'icon' ? (
        <span className={styles.anchor}>
          <Tooltip content={label} relationship="label" withArrow>
            <Button appearance="subtle" icon={<ArrowUploadRegular />} onClick={() => setOpen(true)} data-testid="file-manager-button" />
          </Tooltip>
          {count > 0 && <CounterBadge className={styles.badge} count={count} size="small" color="brand" />}
        </span>
      ) : (
        <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)} data-testid="file-manager-open">
          {label}
          {count > 0 ? ` (${count})` : ''}
        </Button>
      )}
      <OverlayDrawer className={styles.drawer} position="end" open={open} modalType="alert" onOpenChange={(_, d) => setOpen(d.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('uploads.actions.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}>
            {t('uploads.manager.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <FileManagerPanel onNavigate={() => setOpen(false)} />
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
