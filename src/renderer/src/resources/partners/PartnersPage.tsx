import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../crud/ListPage';
import { partners, PARTNER_TABS } from './index';

/** /organization/partner: one tab per partner category (all first), each the partner list narrowed to it. */
export default function PartnersPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>('');
  return (
    <>
      <TabList selectedValue={category} onTabSelect={(_, d) => setCategory(String(d.value))} data-testid="partner-tabs">
        {PARTNER_TABS.map((c) => (
          <Tab key={c || 'all'} value={c}>
            {c ? t(`orgCategories.${c}`) : t('resources.partners.allCategories')}
          </Tab>
        ))}
      </TabList>
      <ListPage key={category} resource={partners} fixedFilters={category ? { orgCategory: category } : undefined} />
    </>
  );
}
