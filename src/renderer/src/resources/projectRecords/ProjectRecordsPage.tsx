import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery } from '../../api/sessionQueries';
import { ListPage } from '../../crud/ListPage';
import { projectRecords, providedRecords } from './index';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 } });

/**
 * /project/record: the organisation's filings. A resource provider (zy) also reads, in a second tab,
 * the filings of other organisations that name it (record/list-by-resource, view only).
 */
export default function ProjectRecordsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const category = useQuery(sessionStateQuery()).data?.user?.orgCategory;
  const [tab, setTab] = useState<'own' | 'provided'>('own');
  if (category !== 'zy') return <ListPage resource={projectRecords} />;
  return (
    <div className={styles.page} data-testid="project-records">
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'own' | 'provided')}>
        <Tab value="own" data-testid="records-tab-own">
          {t('resources.projectRecords.tabs.own')}
        </Tab>
        <Tab value="provided" data-testid="records-tab-provided">
          {t('resources.projectRecords.tabs.provided')}
        </Tab>
      </TabList>
      {tab === 'own' ? <ListPage key="own" resource={projectRecords} /> : <ListPage key="provided" resource={providedRecords} />}
    </div>
  );
}
