import { projectEndpoints } from '@shared/api/projectEndpoints';
import { PROJECT_STATUS, type Project } from '@shared/domain/project';
import { INITIATION_BUTTONS } from '@shared/domain/projectButtons';
import { COMPLETABLE, initiationAddSchema, initiationEditSchema, isEditable, projectStatusMachine } from '@shared/domain/projectInitiation';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import { DictLabels, PartyNames } from './cells';
import { ProjectFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export interface ProjectValues {
  recordId: string;
  recordName: string;
  code: string;
  name: string;
  type: string;
  phaseKeys: string;
  mainIndustry: string;
  otherIndustry: string;
  regionId: string;
  detailAddr: string;
  scale: string;
  remark: string;
  statusTender: string;
  isDirectSign: string;
  ownerDeptId: string;
  ownerName: string;
  mainPlatformId: string;
  otherPlatformIds: string;
  resProviderIds: string;
  mgrBizPerson: string;
  mgrBizPersonName: string;
  mgrOperate: string;
  mgrOperateName: string;
}

const EMPTY: ProjectValues = {
  recordId: '',
  recordName: '',
  code: '',
  name: '',
  type: '',
  phaseKeys: '',
  mainIndustry: '',
  otherIndustry: '',
  regionId: '',
  detailAddr: '',
  scale: '',
  remark: '',
  statusTender: '',
  isDirectSign: '0',
  ownerDeptId: '',
  ownerName: '',
  mainPlatformId: '',
  otherPlatformIds: '',
  resProviderIds: '',
  mgrBizPerson: '',
  mgrBizPersonName: '',
  mgrOperate: '',
  mgrOperateName: '',
};

const toValues = (p: Project): ProjectValues => ({
  recordId: p.recordId,
  recordName: p.recordName,
  code: p.code,
  name: p.name,
  type: p.type,
  phaseKeys: p.phaseKeys,
  mainIndustry: p.mainIndustry,
  otherIndustry: p.otherIndustry,
  regionId: p.regionId,
  detailAddr: p.detailAddr,
  scale: p.scale,
  remark: p.remark,
  statusTender: String(p.statusTender),
  isDirectSign: String(p.isDirectSign),
  ownerDeptId: p.ownerDeptId,
  ownerName: p.ownerName,
  mainPlatformId: p.mainPlatform?.bizId ?? '',
  otherPlatformIds: p.otherPlatformList.map((x) => x.bizId).join(','),
  resProviderIds: p.resProviderList.map((x) => x.bizId).join(','),
  mgrBizPerson: p.mgrBizPerson,
  mgrBizPersonName: p.mgrBizPersonName,
  mgrOperate: p.mgrOperate,
  mgrOperateName: p.mgrOperateName,
});

/** The project list fields of spec 3 §3; the info tab formats the same keys through these renders. */
export const projectColumns: Column<Project>[] = [
  { key: 'code', width: 150 },
  { key: 'name', width: 220 },
  { key: 'phaseKeys', width: 200, dict: 'xmjd', render: (p) => createElement(DictLabels, { code: 'xmjd', keys: p.phaseKeys }) },
  dictColumn('statusInitiation', 'xmzt', { width: 96 }),
  dictColumn('statusTender', 'zbzt', { width: 96 }),
  dictColumn('statusContract', 'xmqyzt', { width: 96 }),
  { key: 'ownerName', width: 180 },
  { key: 'mainPlatform', width: 180, exportAs: { part: 'deptName' }, render: (p) => createElement(PartyNames, { parties: [p.mainPlatform] }) },
  { key: 'otherPlatformList', width: 180, exportAs: { part: 'deptName' }, render: (p) => createElement(PartyNames, { parties: p.otherPlatformList }) },
  { key: 'createUserName', width: 100 },
  dateColumn('createTime', { width: 170 }),
];

/** The initiation lists' searches (spec 3 §2); the parties are searched by name. */
export const projectSearch: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'createUserName', kind: 'text' },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  { name: 'statusInitiation', kind: 'dict', code: 'xmzt' },
  { name: 'ownerName', kind: 'text' },
  { name: 'platformName', kind: 'text' },
  { name: 'resProviderName', kind: 'text' },
  { name: 'regionId', kind: 'province' },
  { name: 'industry', kind: 'dict', code: 'xmhy' },
  { name: 'type', kind: 'dict', code: 'xmlx' },
];

const details = { kind: 'navigate', key: 'details', label: 'resources.projects.actions.details', to: (p: Project) => `/project/details/${p.id}`, testId: 'project-details' } as const;

/**
 * Project initiation (/project/initiation, spec 3 §2, §4, §5): add from a filing, edit while the
 * project lives, the status machine's dialog (never back to 1), complete, remove, and the details page.
 */
export const projects: ResourceDescriptor<Project, ProjectValues> = {
  name: 'projects',
  endpoints: { page: projectEndpoints.page, detail: projectEndpoints.get },
  modes: {
    add: { endpoint: projectEndpoints.submit, schema: initiationAddSchema, permission: INITIATION_BUTTONS.add },
    edit: { endpoint: projectEndpoints.submit, schema: initiationEditSchema.omit({ id: true }), permission: INITIATION_BUTTONS.edit, visible: isEditable },
    view: {},
  },
  remove: { endpoint: projectEndpoints.remove, permission: INITIATION_BUTTONS.remove, visible: (p) => p.statusInitiation !== PROJECT_STATUS.completed },
  rowButtonsInline: 5,
  rowActions: [
    details,
    {
      kind: 'status',
      key: 'status',
      label: 'resources.projects.actions.status',
      permission: INITIATION_BUTTONS.status,
      machine: projectStatusMachine,
      endpoint: projectEndpoints.changeStatus,
      params: (c) => ({ id: c.id, status: c.status }),
      summary: ['name'],
      visible: isEditable,
    },
    {
      kind: 'confirm',
      key: 'complete',
      label: 'resources.projects.actions.complete',
      message: 'resources.projects.actions.completeConfirm',
      permission: INITIATION_BUTTONS.complete,
      visible: (p) => COMPLETABLE.includes(p.statusInitiation as never),
      endpoint: projectEndpoints.complete,
      params: (rs) => ({ id: rs[0].id }),
    },
  ],
  columns: projectColumns,
  search: projectSearch,
  empty: EMPTY,
  toValues,
  Fields: ProjectFields,
};

/** 我的项目 (/project/mine): the projects the person leads, runs or created; read and opened only. */
export const myProjects: ResourceDescriptor<Project, ProjectValues> = {
  ...projects,
  name: 'myProjects',
  invalidates: [['projects']],
  endpoints: { page: projectEndpoints.myPage, detail: projectEndpoints.get },
  modes: { view: {} },
  remove: undefined,
  rowActions: [details],
};

/** 资源方项目 (/project/resource): other organisations' projects naming the caller as resource provider; read-only. */
export const resourceProjects: ResourceDescriptor<Project, ProjectValues> = {
  ...myProjects,
  name: 'resourceProjects',
  invalidates: undefined,
  endpoints: { page: projectEndpoints.resourcePage, detail: projectEndpoints.get },
  columns: [{ key: 'tenantName', width: 180 }, ...projectColumns],
};
