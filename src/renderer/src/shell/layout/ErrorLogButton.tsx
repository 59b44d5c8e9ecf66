import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { BugRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLogQuery } from '../shellQueries';
import { ErrorLogDialog } from './ErrorLogDialog';
import { IconButton } from './IconButton';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0px', right: '-2px', pointerEvents: 'none' },
});

/** The local error log's entry, with its count on a badge; shown once something was recorded. */
export function ErrorLogButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useQuery(errorLogQuery()).data?.length ?? 0;
  if (count === 0 && !open) return null;
  return (
    <span className={styles.wrap}>
      <IconButton
        label={t('shell.layout.errorLogWithCount', { count })}
        icon={<BugRegular />}
        onClick={() => setOpen(true)}
        data-testid="error-log-button"
      />
      {count > 0 && <CounterBadge className={styles.badge} count={count} size="small" color="danger" aria-hidden data-testid="error-log-badge" />}
      <ErrorLogDialog open={open} onOpenChange={setOpen} />
    </span>
  );
}
