import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataCard } from '../../components/DataCard';

const useStyles = makeStyles({
  open: { whiteSpace: 'nowrap' },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  label: { flexGrow: 1, minWidth: 0 },
  count: { fontVariantNumeric: 'tabular-nums' },
  amount: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One line of a figure card: a label (a status, a due window), its count and money, opening `to`. */
export interface FigureRow {
  key: string;
  label: string;
  count: number;
  /** Yuan as the server sends it, already formatted for display. */
  amount?: string;
}

/**
 * A workbench card of counts that lead somewhere: each line and the header's 查看全部 open the list
 * `to` in a tab, the way a menu entry does (the tabs follow the address).
 */
export function FigureCard(props: { icon: ComponentType<{ className?: string }>; title: string; to: string; rows: FigureRow[]; testId: string }) {
  const { icon, title, to, rows, testId } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => void navigate(to);
  return (
    <DataCard
      icon={icon}
      title={title}
      testId={testId}
      action={
        <Link className={styles.open} onClick={open} data-testid={`${testId}-open`}>
          {t('deskLists.work.openList')}
        </Link>
      }
    >
      {rows.length === 0 && <Text className={styles.muted}>{t('deskLists.work.none')}</Text>}
      {rows.length > 0 && (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <Link className={styles.label} onClick={open} data-testid={`${testId}-${row.key}`}>
                {row.label}
              </Link>
              <Text weight="semibold" className={styles.count} data-testid={`${testId}-${row.key}-count`}>
                {t('deskLists.work.count', { count: row.count })}
              </Text>
              {row.amount !== undefined && (
                <Text size={200} className={styles.amount} data-testid={`${testId}-${row.key}-amount`}>
                  {t('deskLists.work.amount', { amount: row.amount })}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </DataCard>
  );
}
