import { recordEndpoints } from '@shared/api/recordEndpoints';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import { recordAddSchema, recordEditSchema, recordStatusMachine, RECORD_STATUS, type ProjectRecord } from '@shared/domain/projectRecord';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import { recordExcel } from './excel';
import { RecordFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type RecordValues = {
  name: string;
  status: string;
  regionId: string;
  detailAddr: string;
  type: string;
  mainIndustry: string;
  otherIndustry: string;
  scale: string;
  remark: string;
  ownerUnitDeptId: string;
  ownerUnitName: string;
  resProviderDeptId: string;
};

const EMPTY: RecordValues = { name: '', status: '1', regionId: '', detailAddr: '', type: '', mainIndustry: '', otherIndustry: '', scale: '', remark: '', ownerUnitDeptId: '', ownerUnitName: '', resProviderDeptId: '' };

const toValues = (r: ProjectRecord): RecordValues => ({
  name: r.name,
  status: String(r.status),
  regionId: r.regionId,
  detailAddr: r.detailAddr,
  type: r.type,
  mainIndustry: r.mainIndustry,
  otherIndustry: r.otherIndustry,
  scale: r.scale,
  remark: r.remark,
  ownerUnitDeptId: r.ownerUnitDeptId,
  ownerUnitName: r.ownerUnitName,
  resProviderDeptId: r.resProviderDeptId,
});

const providers = (r: ProjectRecord) => r.resProviderList.map((p) => p.deptName).join(', ');

const COLUMNS: Column<ProjectRecord>[] = [
  { key: 'name', width: 220 },
  { key: 'code', width: 190 },
  dictColumn('status', 'baxmzt', { width: 100 }),
  dictColumn('type', 'xmlx', { width: 100 }),
  dictColumn('mainIndustry', 'xmhy', { width: 120 }),
  { key: 'ownerUnitName', width: 200 },
  { key: 'resProviders', width: 200, exportAs: { part: 'deptName', from: 'resProviderList' }, render: providers },
  { key: 'createUserName', width: 100 },
  dateColumn('createTime', { width: 170 }),
];

/** The filing lists' search (spec 3 §2): creator, created dates, name, status, region, owner, provider, type, industry. */
const SEARCH: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'status', kind: 'dict', code: 'baxmzt' },
  { name: 'regionId', kind: 'province' },
  { name: 'ownerUnitName', kind: 'text' },
  { name: 'resProviderName', kind: 'text' },
  { name: 'type', kind: 'dict', code: 'xmlx' },
  { name: 'industry', kind: 'dict', code: 'xmhy' },
  { name: 'createUserName', kind: 'text' },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
];

const notInitiated = (r: ProjectRecord) => r.status !== RECORD_STATUS.initiated;

/**
 * Project filing (spec 3 §2, §4, §5): record/*. Add is the full form, edit the reduced one (name and
 * status, 4 hidden); an initiated filing is neither edited, moved nor removed (the server says so too).
 * The view shows the filing's change history.
 */
export const projectRecords: ResourceDescriptor<ProjectRecord, RecordValues> = {
  name: 'projectRecords',
  invalidates: [['providedRecords']],
  endpoints: { page: recordEndpoints.page, detail: recordEndpoints.detail },
  modes: {
    add: { endpoint: recordEndpoints.submit, schema: recordAddSchema, permission: RECORD_BUTTONS.add },
    edit: { endpoint: recordEndpoints.submit, schema: recordEditSchema.omit({ id: true }), permission: RECORD_BUTTONS.edit, visible: notInitiated },
    view: {},
  },
  remove: { endpoint: recordEndpoints.remove, permission: RECORD_BUTTONS.remove, visible: notInitiated },
  rowActions: [
    {
      kind: 'status',
      key: 'recordStatus',
      label: 'resources.projectRecords.actions.status',
      permission: RECORD_BUTTONS.status,
      machine: recordStatusMachine,
      endpoint: recordEndpoints.changeStatus,
      summary: ['name'],
      visible: notInitiated,
      testId: 'record-change-status',
    },
  ],
  columns: COLUMNS,
  search: SEARCH,
  excel: recordExcel,
  empty: EMPTY,
  toValues,
  Fields: RecordFields,
};

/** Filings of other organisations naming the caller's organisation as resource provider: listed and viewed only. */
export const providedRecords: ResourceDescriptor<ProjectRecord, RecordValues> = {
  name: 'providedRecords',
  endpoints: { page: recordEndpoints.listByResource, detail: recordEndpoints.detail },
  modes: { view: {} },
  columns: [{ key: 'tenantName', width: 200 }, ...COLUMNS],
  search: SEARCH,
  empty: EMPTY,
  toValues,
  Fields: RecordFields,
};
export { recordHistory } from './history';
