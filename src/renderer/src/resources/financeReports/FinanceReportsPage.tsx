import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../crud/ListPage';
import { payablesByContract, payablesByOrg, receivablesByContract, receivablesByOwner } from './index';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 } });

/** Each tab: its report and the fixed view it asks the server for. */
const TABS = {
  receivablesByContract: { resource: receivablesByContract, view: 'contract' },
  receivablesByOwner: { resource: receivablesByOwner, view: 'owner' },
  payablesByContract: { resource: payablesByContract, view: 'contract' },
  payablesByOrg: { resource: payablesByOrg, view: 'org' },
} as const;
type TabName = keyof typeof TABS;
const isTab = (v: string | null): v is TabName => v !== null && v in TABS;

/** /finance/report (issue 18): receivables aging and payables, each per contract and per party, as tabs kept in the address (?tab=). */
export default function FinanceReportsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = isTab(asked) ? asked : 'receivablesByContract';
  const { resource, view } = TABS[tab];
  return (
    <div className={styles.page} data-testid="finance-reports">
      <TabList aria-label={t('resources.financeReports.name')} selectedValue={tab} onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })}>
        {(Object.keys(TABS) as TabName[]).map((k) => (
          <Tab key={k} value={k}>
            {t(`resources.financeReports.tabs.${k}`)}
          </Tab>
        ))}
      </TabList>
      {/* ListPage's generic Rec: the four reports have two row types. */}
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
      <ListPage key={tab} resource={resource as any} fixedFilters={{ view }} />
    </div>
  );
}
