import type { statResourcesZh, statsZh } from './stats.zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const statFields = {
  compName: 'Company',
  code: 'Org code',
  orgCount: 'Orgs created',
  monthOrgCount: 'New this month',
  contractCount: 'Contracts',
  contractAmount: 'Contracts (CNY)',
  receivedAmount: 'Received (CNY)',
};

export const statsEn: Shape<typeof statsZh> = {
  title: 'Statistics',
  tech: 'Technology companies',
  mgr: 'Management companies',
  design: 'Design companies',
  tabs: 'Company kind',
};

export const statResourcesEn: Shape<typeof statResourcesZh> = {
  techCompanyStats: { name: 'technology company statistics', fields: statFields },
  mgrCompanyStats: { name: 'management company statistics', fields: statFields },
  designCompanyStats: { name: 'design company statistics', fields: statFields },
};
