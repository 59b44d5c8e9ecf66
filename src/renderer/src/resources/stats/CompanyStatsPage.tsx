import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { StatKind } from '@shared/domain/companyStat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../crud/ListPage';
import { CompanyStatChart } from './CompanyStatChart';
import { companyStats } from './index';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 } });

const KINDS: StatKind[] = ['tech', 'mgr', 'design'];

/** Managed-company statistics (spec 1 §2): per kind of company, in tabs, a chart of the top companies above a read-only list. */
export default function CompanyStatsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [kind, setKind] = useState<StatKind>('tech');
  return (
    <div className={styles.page} data-testid="company-stats">
      <TabList aria-label={t('stats.tabs')} selectedValue={kind} onTabSelect={(_, d) => setKind(d.value as StatKind)}>
        {KINDS.map((k) => (
          <Tab key={k} value={k}>
            {t(`stats.${k}`)}
          </Tab>
        ))}
      </TabList>
      <CompanyStatChart key={`chart-${kind}`} kind={kind} />
      <ListPage key={kind} resource={companyStats[kind]} />
    </div>
  );
}
