import type { Project } from '@shared/domain/project';
import { createElement } from 'react';
import type { DetailDescriptor, DetailField, DetailTab } from '../../crud/detail/types';
import { projectContractTabs } from '../contractDetails/projectTabs';
import { projectMoneyTabs } from '../financeExpenses/projectMoneyTab';
import { projectArchiveTabs } from '../projectArchives/tabs';
import { projectTeamTabs } from '../projectTeams/tabs';
import { projectPublicationTabs } from '../publications/tabs';
import { projectReviewTabs } from '../reviews/tabs';
import { DictLabels, DirectSign, PartyNames, RegionName } from './cells';
import { projects } from './index';

/** Every field of the project, parties by name and dictionary keys by label (spec 3 §3 project initiation). */
const infoFields: DetailField<Project>[] = [
  'code',
  'name',
  'tenantName',
  { key: 'recordName', render: (p) => `${p.recordName} (${p.recordCode})` },
  { key: 'type', render: (p) => createElement(DictLabels, { code: 'xmlx', keys: p.type }) },
  'phaseKeys',
  { key: 'mainIndustry', render: (p) => createElement(DictLabels, { code: 'xmhy', keys: p.mainIndustry }) },
  { key: 'otherIndustry', render: (p) => createElement(DictLabels, { code: 'xmhy', keys: p.otherIndustry }) },
  { key: 'regionId', render: (p) => createElement(RegionName, { code: p.regionId }) },
  'detailAddr',
  'statusInitiation',
  'statusTender',
  'statusContract',
  { key: 'isDirectSign', render: (p) => createElement(DirectSign, { project: p }) },
  'ownerName',
  'mainPlatform',
  'otherPlatformList',
  { key: 'resProviderList', render: (p) => createElement(PartyNames, { parties: p.resProviderList }) },
  'mgrBizPersonName',
  'mgrOperateName',
  'statusTime',
  'createUserName',
  'createTime',
  { key: 'scale', wide: true },
  { key: 'remark', wide: true },
];

const info: DetailTab<Project> = { name: 'info', label: 'crud.detail.info', fields: infoFields };
const title: DetailField<Project>[] = ['name', 'code', 'statusInitiation'];

/**
 * /project/details/{id} for the project's own organisation: the info tab, then the tabs each part of
 * the project area declares in its own slot (teams and phases, materials and outcomes, publications, reviews).
 */
export const projectDetail: DetailDescriptor<Project> = {
  resource: projects,
  title,
  tabs: [info, ...projectTeamTabs, ...projectArchiveTabs, ...projectPublicationTabs, ...projectReviewTabs, ...projectContractTabs, ...projectMoneyTabs],
};

/** The same page for a party of another organisation's project (owner unit, platform, resource provider, team): read-only, the info only. */
export const projectPartyDetail: DetailDescriptor<Project> = { resource: projects, title, tabs: [info] };
