import type { Twin } from '../twin';
import type { designCompanyStatsZh, mgrCompanyStatsZh, techCompanyStatsZh } from './stats.zh';

const statFields = {
  compName: 'Company',
  code: 'Org code',
  orgCount: 'Orgs created',
  monthOrgCount: 'New this month',
  contractCount: 'Contracts',
  contractAmount: 'Contracts (CNY)',
  receivedAmount: 'Received (CNY)',
};

export const techCompanyStatsEn: Twin<typeof techCompanyStatsZh> = { name: 'technology company statistics', fields: statFields };
export const mgrCompanyStatsEn: Twin<typeof mgrCompanyStatsZh> = { name: 'management company statistics', fields: statFields };
export const designCompanyStatsEn: Twin<typeof designCompanyStatsZh> = { name: 'design company statistics', fields: statFields };
