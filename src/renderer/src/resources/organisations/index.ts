import type { Endpoint } from '@shared/api/endpoints';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';
import { ORG_BUTTONS } from '@shared/domain/organisationButtons';
import { orgProfileSchema, type OrgProfile } from '@shared/domain/orgProfile';
import { directorSchema, dockingSchema, transferSchema } from '@shared/domain/orgDirector';
import { orgStatusMachine } from '@shared/domain/orgStatus';
import { looseT } from '../../crud/looseT';
import type { Column, ResourceDescriptor, RowAction, SearchField } from '../../crud/types';
import { DirectorFields, DockingFields, TransferFields } from './ActionFields';
import { OrgProfileFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type OrgValues = Record<
  | 'orgCategory' | 'orgAbbr' | 'orgName' | 'orgLegal' | 'orgAddress' | 'regNo' | 'regCapital' | 'regDate' | 'bizScope' | 'peopleNum'
  | 'serviceCodes' | 'regPic' | 'logo' | 'invoiceEmail' | 'invoicePhone' | 'website' | 'mainDesc' | 'remark' | 'orgPhone' | 'status',
  string
>;

/** biz-info/detail by the organisation's id (it also answers the caller's own without one, as /biz/biz asks). */
const byId = orgEndpoints.detail as Endpoint<{ id: string }, OrgProfile>;

const statusLabel = (status: number) => looseT(`resources.organisations.statuses.${status}`);
const categoryLabel = (code: string) => looseT(`orgCategories.${code}`);

export const EMPTY_ORG: OrgValues = {
  orgCategory: '', orgAbbr: '', orgName: '', orgLegal: '', orgAddress: '', regNo: '', regCapital: '', regDate: '', bizScope: '', peopleNum: '',
  serviceCodes: '', regPic: '', logo: '', invoiceEmail: '', invoicePhone: '', website: '', mainDesc: '', remark: '', orgPhone: '', status: '0',
};

export const toOrgValues = (r: OrgProfile): OrgValues => ({
  orgCategory: r.orgCategory, orgAbbr: r.orgAbbr, orgName: r.orgName, orgLegal: r.orgLegal, orgAddress: r.orgAddress, regNo: r.regNo,
  regCapital: r.regCapital, regDate: r.regDate, bizScope: r.bizScope, peopleNum: r.peopleNum, serviceCodes: r.serviceCodes, regPic: r.regPic,
  logo: r.logo, invoiceEmail: r.invoiceEmail, invoicePhone: r.invoicePhone, website: r.website, mainDesc: r.mainDesc, remark: r.remark,
  orgPhone: r.orgPhone, status: String(r.status),
});

// Few columns: the row's actions need the room; the detail page (详情) shows the rest.
const columns: Column<OrgProfile>[] = [
  { key: 'orgName' },
  labelColumn('orgCategory', 'orgCategories', ORG_CATEGORY_CODES, { width: 110 }),
  { key: 'directorName', width: 90 },
  labelColumn('status', 'resources.organisations.statuses', [0, 1, 3, 4], { width: 80 }),
];

const search = (statuses: string[]): SearchField[] => [
  { name: 'orgName', kind: 'text' },
  {
    name: 'orgCategory',
    kind: 'select',
    get options() {
      return ORG_CATEGORY_CODES.map((value) => ({ value, label: categoryLabel(value) }));
    },
  },
  ...(statuses.length
    ? [
        {
          name: 'status',
          kind: 'select' as const,
          get options() {
            return statuses.map((value) => ({ value, label: statusLabel(Number(value)) }));
          },
        },
      ]
    : []),
];

const live = (r: OrgProfile) => r.status !== 4;
const actions: RowAction<OrgProfile>[] = [
  { kind: 'navigate', key: 'details', label: 'resources.organisations.actions.details', to: (r) => `/inside/details/${r.id}` },
  {
    kind: 'status',
    key: 'status',
    label: 'resources.organisations.actions.status',
    permission: ORG_BUTTONS.status,
    machine: orgStatusMachine,
    endpoint: orgEndpoints.changeStatus,
    params: (c) => ({ id: c.id, status: c.status }),
    summary: ['orgName'],
    visible: live,
  },
  {
    kind: 'form',
    key: 'director',
    label: 'resources.organisations.actions.director',
    permission: ORG_BUTTONS.director,
    visible: (r) => live(r) && !r.directorUserId,
    schema: directorSchema.omit({ id: true }),
    Fields: DirectorFields,
    initial: () => ({ directorPhone: '', directorName: '' }),
    endpoint: orgEndpoints.settingDirector,
    params: (v, [r]) => ({ ...v, id: r.id }),
  },
  {
    kind: 'form',
    key: 'changeDirector',
    label: 'resources.organisations.actions.changeDirector',
    permission: ORG_BUTTONS.director,
    visible: (r) => live(r) && !!r.directorUserId,
    schema: directorSchema.omit({ id: true }),
    Fields: DirectorFields,
    initial: () => ({ directorPhone: '', directorName: '' }),
    endpoint: orgEndpoints.changeDirector,
    params: (v, [r]) => ({ ...v, id: r.id }),
  },
  {
    kind: 'form',
    key: 'docking',
    label: 'resources.organisations.actions.docking',
    permission: ORG_BUTTONS.docking,
    visible: live,
    schema: dockingSchema.omit({ id: true }),
    Fields: DockingFields,
    initial: ([r]) => ({ dockingName: r.dockingName, dockingPhone: r.dockingPhone, weContactName: r.weContactName, weContactPhone: r.weContactPhone }),
    endpoint: orgEndpoints.setDocking,
    params: (v, [r]) => ({ ...v, id: r.id }),
  },
  {
    kind: 'form',
    key: 'transfer',
    label: 'resources.organisations.actions.transfer',
    permission: ORG_BUTTONS.transfer,
    visible: (r) => live(r) && !!r.directorUserId,
    schema: transferSchema.omit({ id: true }),
    Fields: TransferFields,
    initial: () => ({ userId: '' }),
    endpoint: orgEndpoints.transfer,
    params: (v, [r]) => ({ ...v, id: r.id }),
  },
  { kind: 'navigate', key: 'history', label: 'resources.organisations.actions.history', to: (r) => `/organization/history?recordId=${r.id}` },
];

/** /organization/manage (spec 3 §2 organisation management): the operator's list of every organisation but drafts. */
export const organisations: ResourceDescriptor<OrgProfile, OrgValues> = {
  name: 'organisations',
  invalidates: [['orgDrafts'], ['orgHistory']],
  endpoints: { page: orgEndpoints.page, detail: byId },
  modes: {
    add: { endpoint: orgEndpoints.submit, schema: orgProfileSchema, permission: ORG_BUTTONS.add },
    edit: { endpoint: orgEndpoints.submit, schema: orgProfileSchema, permission: ORG_BUTTONS.edit },
  },
  rowActions: actions,
  // Seven buttons a row would take half the table: 编辑, 详情 and 变更状态 stay, the rest under 更多.
  rowButtonsInline: 4,
  columns,
  search: search(['1', '3', '4']),
  empty: EMPTY_ORG,
  toValues: toOrgValues,
  Fields: OrgProfileFields,
};

/** /organization/draft: organisations added and not yet submitted; edited, submitted to normal or removed. */
export const orgDrafts: ResourceDescriptor<OrgProfile, OrgValues> = {
  name: 'orgDrafts',
  invalidates: [['organisations'], ['orgHistory']],
  endpoints: { page: orgEndpoints.page, detail: byId },
  modes: {
    add: { endpoint: orgEndpoints.submit, schema: orgProfileSchema, permission: ORG_BUTTONS.add },
    edit: { endpoint: orgEndpoints.submit, schema: orgProfileSchema, permission: ORG_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: orgEndpoints.remove, permission: ORG_BUTTONS.edit },
  rowActions: [
    {
      kind: 'status',
      key: 'submitDraft',
      label: 'resources.organisations.actions.submitDraft',
      permission: ORG_BUTTONS.status,
      machine: orgStatusMachine,
      endpoint: orgEndpoints.changeStatus,
      params: (c) => ({ id: c.id, status: c.status }),
      summary: ['orgName'],
    },
    actions[actions.length - 1],
  ],
  columns: [...columns.filter((c) => c.key !== 'directorName'), dateColumn('createTime', { width: 170 })],
  search: search([]),
  empty: EMPTY_ORG,
  toValues: toOrgValues,
  Fields: OrgProfileFields,
};

/** /biz/biz: the caller's own organisation, edited by its administrator (org_info_edit). */
export const orgInfo: ResourceDescriptor<OrgProfile, OrgValues> = {
  ...organisations,
  name: 'orgInfo',
  invalidates: [['organisations']],
  modes: { edit: { endpoint: orgEndpoints.submit, schema: orgProfileSchema, permission: ORG_BUTTONS.infoEdit, visible: (r) => !r.readOnly } },
  rowActions: [],
};

export { designOrgs, orgHistory, orgUsers } from './related';
