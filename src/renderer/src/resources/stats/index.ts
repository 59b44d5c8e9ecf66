import { statEndpoints } from '@shared/api/statEndpoints';
import type { CompanyStat, StatKind } from '@shared/domain/companyStat';
import type { Column, ReadOnlyResourceDescriptor } from '../../crud/types';
import { moneyColumn } from '../../crud/columns';

const columns: Column<CompanyStat>[] = [
  { key: 'compName' },
  { key: 'code', width: 120 },
  { key: 'orgCount', width: 110 },
  { key: 'monthOrgCount', width: 120 },
  { key: 'contractCount', width: 80 },
  moneyColumn('contractAmount', { width: 140 }),
  moneyColumn('receivedAmount', { width: 130 }),
];

const statList = (name: string, page: (typeof statEndpoints)['techCompanyStat']): ReadOnlyResourceDescriptor<CompanyStat> => ({
  name,
  readOnly: true,
  endpoints: { page },
  columns,
  search: [{ name: 'compName', kind: 'text' }],
});

/** The three managed-company lists of /desk/stat (read-only: search, table, paging). */
export const companyStats: Record<StatKind, ReadOnlyResourceDescriptor<CompanyStat>> = {
  tech: statList('techCompanyStats', statEndpoints.techCompanyStat),
  mgr: statList('mgrCompanyStats', statEndpoints.mgrCompanyStat),
  design: statList('designCompanyStats', statEndpoints.designCompanyStat),
};
