import { shotEndpoints } from '@shared/api/shotEndpoints';
import { SHOT_BUTTONS } from '@shared/domain/projectButtons';
import { isShotEditable, shotDisplayMachine, shotSchema, type ProjectShot, type ShotVariant } from '@shared/domain/projectShot';
import { looseT } from '../../crud/looseT';
import type { Column, ResourceDescriptor, RowAction, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { shotFields } from './Fields';
import { SHOT_RESOURCE_NAMES } from './names';
import { dateColumn, labelColumn } from '../../crud/columns';

export interface ShotValues {
  recordId: string;
  projectName: string;
  taskTheme: string;
  participants: string;
  startTime: string;
  endTime: string;
  taskDescription: string;
  pictures: FieldFile[];
  videos: FieldFile[];
  audio: FieldFile[];
  attachs: FieldFile[];
  displayStatus: string;
}

const EMPTY: ShotValues = { recordId: '', projectName: '', taskTheme: '', participants: '', startTime: '', endTime: '', taskDescription: '', pictures: [], videos: [], audio: [], attachs: [], displayStatus: '0' };

const toFiles = (files: ProjectShot['pictures']): FieldFile[] => files.map((f) => ({ key: f.link, name: f.name, size: f.size, link: f.link }));

/**
 * The three task-record screens (spec 3 §2 "Filing task (shot) record list and form"): list, add
 * in the drawer, view (marks the record read), edit until archived, archive, remove; site surveys
 * also switch their display on the workbench.
 */
export function shotResource(variant: ShotVariant): ResourceDescriptor<ProjectShot, ShotValues> {
  const name = SHOT_RESOURCE_NAMES[variant];
  const e = shotEndpoints[variant];
  const label = (key: string) => looseT(`resources.${name}.${key}`);
  const select = (field: string, labels: string) => ({
    name: field,
    kind: 'select' as const,
    get options() {
      return ['0', '1'].map((value) => ({ value, label: label(`${labels}.${value}`) }));
    },
  });
  const columns: Column<ProjectShot>[] = [
    { key: 'projectName', width: 200 },
    { key: 'taskTheme', width: 180 },
    { key: 'participants', width: 160 },
    dateColumn('startTime', { width: 170 }),
    dateColumn('endTime', { width: 170 }),
    labelColumn<ProjectShot>('isArchive', `resources.${name}.archived`, [0, 1], { width: 90 }),
    ...(variant === 'survey' ? [labelColumn<ProjectShot>('displayStatus', `resources.${name}.statuses`, [0, 1], { width: 90 })] : []),
    { key: 'viewCount', width: 90 },
    { key: 'createUserName', width: 100 },
    dateColumn('createTime', { width: 170 }),
  ];
  const search: SearchField[] = [
    { name: 'projectName', kind: 'text' },
    { name: 'taskTheme', kind: 'text' },
    select('isArchive', 'archived'),
    ...(variant === 'survey' ? [select('displayStatus', 'statuses')] : []),
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  ];
  const rowActions: RowAction<ProjectShot>[] = [
    {
      kind: 'confirm',
      key: 'archive',
      label: `resources.${name}.actions.archive`,
      message: `resources.${name}.actions.archiveConfirm`,
      permission: SHOT_BUTTONS.archive,
      visible: isShotEditable,
      endpoint: e.archive,
      params: ([r]) => ({ id: r.id, tenantId: r.tenantId }),
      testId: 'shot-archive',
    },
  ];
  if (variant === 'survey') {
    rowActions.push({
      kind: 'status',
      key: 'display',
      label: 'resources.siteSurveys.actions.display',
      permission: SHOT_BUTTONS.display,
      machine: shotDisplayMachine,
      endpoint: shotEndpoints.survey.display,
      params: (c) => ({ id: c.id, displayStatus: c.status }),
      summary: ['taskTheme'],
      testId: 'shot-display',
    });
  }
  return {
    name,
    // The workbench's surveys read the same rows.
    invalidates: variant === 'survey' ? [['desktopShots']] : [],
    endpoints: { page: e.page, detail: e.detail },
    modes: {
      add: { endpoint: e.submit, schema: shotSchema, permission: SHOT_BUTTONS.add },
      edit: { endpoint: e.submit, schema: shotSchema, permission: SHOT_BUTTONS.add, visible: isShotEditable },
      view: {},
    },
    remove: { endpoint: e.remove, permission: SHOT_BUTTONS.remove, params: (ids) => ({ id: ids.join(',') }), visible: isShotEditable },
    rowActions,
    rowButtonsInline: 4,
    columns,
    search,
    empty: EMPTY,
    toValues: (r) => ({
      recordId: r.recordId,
      projectName: r.projectName,
      taskTheme: r.taskTheme,
      participants: r.participants,
      startTime: r.startTime,
      endTime: r.endTime,
      taskDescription: r.taskDescription,
      pictures: toFiles(r.pictures),
      videos: toFiles(r.videos),
      audio: toFiles(r.audio),
      attachs: toFiles(r.attachs),
      displayStatus: String(r.displayStatus),
    }),
    Fields: shotFields(variant),
  };
}

export const shotTasks = shotResource('mgr');
export const siteSurveys = shotResource('survey');
export const internalTasks = shotResource('internal');
