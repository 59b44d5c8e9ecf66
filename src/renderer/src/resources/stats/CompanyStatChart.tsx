import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { statEndpoints } from '@shared/api/statEndpoints';
import type { StatKind } from '@shared/domain/companyStat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { MoneyBarChart } from './MoneyBarChart';

/** How many companies the chart shows: the largest contract amounts. */
export const TOP_COMPANIES = 10;

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The top companies of one statistics list by contract amount, with what was received, as bars. */
export function CompanyStatChart({ kind }: { kind: StatKind }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const top = useQuery({
    queryKey: ['companyStatChart', kind],
    queryFn: () => callEndpoint(statEndpoints[`${kind}CompanyStat`], { orderBy: 'contractAmount', current: 1, size: TOP_COMPANIES }),
  });
  const records = top.data?.records;
  const categories = useMemo(() => (records ?? []).map((r) => r.compName), [records]);
  const series = useMemo(
    () => [
      { name: t('stats.chart.contractAmount'), values: (records ?? []).map((r) => r.contractAmount) },
      { name: t('stats.chart.receivedAmount'), values: (records ?? []).map((r) => r.receivedAmount) },
    ],
    [records, t],
  );
  return (
    <section className={styles.box} data-testid={`stat-chart-${kind}`} aria-label={t('stats.chart.title')}>
      <Text weight="semibold">{t('stats.chart.top', { n: TOP_COMPANIES })}</Text>
      {top.isError && <Text>{t('stats.chart.loadFailed')}</Text>}
      {records && records.length === 0 && <Text data-testid="stat-chart-empty">{t('stats.chart.empty')}</Text>}
      {records && records.length > 0 && <MoneyBarChart categories={categories} series={series} testId={`stat-chart-canvas-${kind}`} />}
    </section>
  );
}
