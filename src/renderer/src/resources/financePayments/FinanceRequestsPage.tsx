import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../crud/ListPage';
import { financeRequestList, financeRequests } from './index';

/** /finance/request (party B): its payment contracts with 请款, and its requests with withdraw. */
export default function FinanceRequestsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'contracts' | 'requests'>('contracts');
  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'contracts' | 'requests')}>
        <Tab value="contracts" data-testid="finance-request-tab-contracts">
          {t('resources.financeRequests.name')}
        </Tab>
        <Tab value="requests" data-testid="finance-request-tab-requests">
          {t('resources.financeRequestItems.name')}
        </Tab>
      </TabList>
      {tab === 'contracts' ? <ListPage resource={financeRequests} /> : <ListPage resource={financeRequestList} />}
    </>
  );
}
