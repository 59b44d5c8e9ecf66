import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MegaphoneLoudRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataCard } from '../../components/DataCard';
import { NoticeDrawer } from '../../shell/layout/NoticeDrawer';
import { marqueeQuery } from '../../shell/shellQueries';

const useStyles = makeStyles({
  open: { whiteSpace: 'nowrap' },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  notice: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

/** How many of the marquee's notices the card lists. */
const SHOWN = 5;

/**
 * The latest notices: the marquee's own list (the same query, so no second call), newest first, each
 * opening the marquee's drawer (reading it is recorded); 查看全部 opens the message centre. The unread
 * count is the stat card's above, not repeated here.
 */
export function RecentNoticesCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useQuery(marqueeQuery()).data ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const latest = [...notices].sort((a, b) => b.createTime.localeCompare(a.createTime)).slice(0, SHOWN);
  return (
    <DataCard
      icon={MegaphoneLoudRegular}
      title={t('deskLists.work.notices')}
      testId="work-notices"
      action={
        <Link className={styles.open} onClick={() => void navigate('/notice')} data-testid="work-notices-open">
          {t('deskLists.work.openList')}
        </Link>
      }
    >
      {latest.length === 0 && <Text className={styles.muted}>{t('deskLists.work.noNotices')}</Text>}
      {latest.length > 0 && (
        <ul className={styles.rows}>
          {latest.map((notice) => (
            <li key={notice.id} className={styles.row}>
              <Link className={styles.notice} onClick={() => setOpenId(notice.id)} data-testid="work-notice">
                {notice.title}
              </Link>
              <Text size={200} className={styles.muted}>
                {notice.createTime.slice(0, 10)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <NoticeDrawer id={openId} onClose={() => setOpenId(null)} testId="work-notice-drawer" />
    </DataCard>
  );
}
