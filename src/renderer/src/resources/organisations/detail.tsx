import type { OrgProfile } from '@shared/domain/orgProfile';
import { ListPage } from '../../crud/ListPage';
import { looseT } from '../../crud/looseT';
import type { DetailDescriptor, DetailField, DetailTab } from '../../crud/detail/types';
import { bankCardsOfOrganisation } from '../bankCards';
import { ENTERPRISE_CONTRACTS_TAB } from '../myContracts/enterpriseTab';
import { partnersOfOrganisation } from '../partners';
import { organisations } from './index';
import { RegionNames } from './RegionNames';
import { orgUsers } from './related';

/** The profile as the detail page and /biz/biz show it. */
export const PROFILE_FIELDS: DetailField<OrgProfile>[] = [
  'orgName',
  'orgAbbr',
  { key: 'orgCategory', render: (o) => looseT(`orgCategories.${o.orgCategory}`) },
  'code',
  'regNo',
  'orgLegal',
  'regCapital',
  'regDate',
  'peopleNum',
  'orgPhone',
  'directorName',
  'directorPhone',
  'invoiceEmail',
  'invoicePhone',
  'website',
  { key: 'serviceCodes', render: (o) => <RegionNames codes={o.serviceCodes} /> },
  { key: 'orgAddress', wide: true },
  { key: 'bizScope', wide: true },
  { key: 'mainDesc', wide: true },
  { key: 'remark', wide: true },
];

/** Members: an organisation's own people and the operator see them; a partner reads the profile only. */
function MembersTab({ record }: { record: OrgProfile }) {
  if (record.readOnly) return null;
  return <ListPage resource={orgUsers} fixedFilters={{ id: record.id }} height={420} scope={record.id} />;
}

/** The organisation's partners: its own people and the operator see them, not a partner reading the profile. */
function PartnersTab({ record }: { record: OrgProfile }) {
  if (record.readOnly) return null;
  return <ListPage resource={partnersOfOrganisation} fixedFilters={{ code: record.code }} height={420} scope={record.id} />;
}

function BankCardsTab({ record }: { record: OrgProfile }) {
  return <ListPage resource={bankCardsOfOrganisation} fixedFilters={{ code: record.code }} height={420} scope={record.id} />;
}

/**
 * /inside/details/{id} (spec 3 §2 enterprise detail). Tabs are a list; projects and contracts join
 * as one entry each. Bank cards are read by partners too: later contracts pay them.
 */
export const ENTERPRISE_TABS: DetailTab<OrgProfile>[] = [
  { name: 'profile', label: 'resources.enterpriseDetail.profile', fields: PROFILE_FIELDS },
  { name: 'members', label: 'resources.enterpriseDetail.members', Component: MembersTab },
  { name: 'partners', label: 'resources.enterpriseDetail.partners', Component: PartnersTab },
  { name: 'bankCards', label: 'resources.enterpriseDetail.bankCards', Component: BankCardsTab },
  ENTERPRISE_CONTRACTS_TAB,
];

export const enterpriseDetail: DetailDescriptor<OrgProfile> = {
  resource: organisations,
  title: ['orgName', { key: 'status', render: (o) => looseT(`resources.organisations.statuses.${o.status}`) }],
  tabs: ENTERPRISE_TABS,
};
