import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Page } from '@shared/api/envelope';
import { formatYuan } from '@shared/domain/money';
import { useTranslation } from 'react-i18next';
import { useLooseT } from '../../crud/looseT';

const useStyles = makeStyles({
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralBackground3 },
  figure: { display: 'inline-flex', gap: tokens.spacingHorizontalXS },
});

/** The totals line under a report: each figure of the whole search (every page), labelled as its column. */
export function ReportTotals<K extends string>({ resource, keys, totals }: { resource: string; keys: readonly K[]; totals: Record<K, string> | undefined }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  return (
    <div className={styles.line} role="status" aria-label={t('resources.financeReports.totals')} data-testid="report-totals">
      <Text weight="semibold">{t('resources.financeReports.totals')}</Text>
      {keys.map((k) => (
        <span key={k} className={styles.figure} data-testid={`total-${k}`}>
          <Text>{lt(`resources.${resource}.fields.${k}`)}</Text>
          <Text weight="semibold">{totals ? formatYuan(totals[k]) : '—'}</Text>
        </span>
      ))}
    </div>
  );
}

/** A report's `footer`: the totals the page carries beside its records. */
export const totalsFooter =
  <K extends string>(resource: string, keys: readonly K[]) =>
  (page: Page<unknown> | undefined) => <ReportTotals resource={resource} keys={keys} totals={(page as { totals?: Record<K, string> } | undefined)?.totals} />;
