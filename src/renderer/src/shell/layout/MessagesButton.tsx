import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unreadCountQuery } from '../shellQueries';
import { IconButton } from './IconButton';

/** Spec 1 §9: the notice badge shows at most 99. */
export const BADGE_MAX = 99;

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0px', right: '-2px', pointerEvents: 'none' },
});

/** Messages with their unread count; opens the message centre. */
export function MessagesButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useQuery(unreadCountQuery()).data ?? 0;
  return (
    <span className={styles.wrap}>
      <IconButton
        label={count > 0 ? t('shell.layout.messagesWithCount', { count }) : t('shell.layout.messages')}
        icon={<AlertRegular />}
        onClick={() => void navigate('/notice')}
        data-testid="messages-button"
      />
      {count > 0 && <CounterBadge className={styles.badge} count={count} overflowCount={BADGE_MAX} size="small" color="danger" aria-hidden data-testid="messages-badge" />}
    </span>
  );
}
