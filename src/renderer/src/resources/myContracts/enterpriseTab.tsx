import type { OrgProfile } from '@shared/domain/orgProfile';
import type { DetailTab } from '../../crud/detail/types';
import { ListPage } from '../../crud/ListPage';
import { contractsWithOrganisation } from './index';

/**
 * The enterprise detail's contracts (issue 16): the contracts between the caller's organisation and
 * the one shown, on either side (my-contract/list with counterpart), read-only. Shown on a partner's
 * profile; an organisation's own detail has no "contracts with itself".
 */
function ContractsTab({ record }: { record: OrgProfile }) {
  if (!record.readOnly) return null;
  return <ListPage resource={contractsWithOrganisation} fixedFilters={{ counterpart: record.tenantId }} height={420} scope={record.id} />;
}

export const ENTERPRISE_CONTRACTS_TAB: DetailTab<OrgProfile> = { name: 'contracts', label: 'resources.myContracts.enterpriseTab', Component: ContractsTab };
