import { archiveEndpoints as e } from '@shared/api/archiveEndpoints';
import type { Project } from '@shared/domain/project';
import { ARCHIVE_FILE_BUTTONS, MATERIAL_BUTTONS, OUTCOME_BUTTONS } from '@shared/domain/projectButtons';
import { ARCHIVE_COMPLETION, ARCHIVE_LIMITS, archiveFileSchema, materialSchema, type ProjectArchiveFile, type ProjectMaterial } from '@shared/domain/projectArchive';
import { OUTCOME_ARCHIVE, outcomeSchema, type PhaseOutcome } from '@shared/domain/phaseOutcome';
import { formatFileSize } from '@shared/domain/upload';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { AttachmentNames, toFieldFiles } from './attachments';
import { ArchiveFileFields, MaterialFields, OutcomeFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

/** What every form of this area starts from: its project, fixed in the project page's tab. */
interface ProjectValues {
  /** '1' in the project page's tab: the project is shown, not picked. Not sent (the schema drops it). */
  projectFixed: string;
  projectId: string;
  projectName: string;
}

export type MaterialValues = ProjectValues & { type: string; fileName: string; attachList: FieldFile[]; archiveTime: string; remark: string };
export type ArchiveFileValues = MaterialValues & { status: string };
export type OutcomeValues = ProjectValues & { phaseKeys: string; attach: FieldFile[]; name: string; filledName: string; phaseKey: string; hflx: string; tzzy: string; remark: string };

const projectValues = (project?: Project): ProjectValues => ({ projectFixed: project ? '1' : '', projectId: project?.id ?? '', projectName: project?.name ?? '' });
const projectColumns = <R extends { projectName: string }>(project?: Project): Column<R>[] => (project ? [] : [{ key: 'projectName', width: 180 }]);
const projectSearch = (project?: Project): SearchField[] => (project ? [] : [{ name: 'projectName', kind: 'text' }]);
const status = (resource: string, value: number) => looseT(`resources.${resource}.statuses.${value}`);

/**
 * Project materials (/archive/material; the project page's tab with its project fixed): list, add,
 * view, remove. Without a project: the organisation's materials across its projects.
 */
export function materialsOf(project?: Project): ResourceDescriptor<ProjectMaterial, MaterialValues> {
  return {
    name: 'projectMaterials',
    endpoints: { page: e.materialPage },
    modes: { add: { endpoint: e.materialSubmit, schema: materialSchema, permission: MATERIAL_BUTTONS.add }, view: {} },
    remove: { endpoint: e.materialRemove, permission: MATERIAL_BUTTONS.remove },
    columns: [
      ...projectColumns<ProjectMaterial>(project),
      dictColumn('type', 'xmzlfl', { width: 130 }),
      { key: 'fileName', width: 200 },
      { key: 'attachList', width: 200, exportAs: { part: 'name' }, render: (r) => createElement(AttachmentNames, { items: r.attachList }) },
      dateColumn('archiveTime', { width: 170 }),
      { key: 'remark', width: 160 },
      { key: 'createUserName', width: 100 },
      dateColumn('createTime', { width: 170 }),
    ],
    search: [...projectSearch(project), { name: 'fileName', kind: 'text', max: ARCHIVE_LIMITS.fileNameSearch }, { name: 'type', kind: 'dict', code: 'xmzlfl' }],
    empty: { ...projectValues(project), type: '', fileName: '', attachList: [], archiveTime: '', remark: '' },
    toValues: (r) => ({ projectFixed: '', projectId: r.projectId, projectName: r.projectName, type: r.type, fileName: r.fileName, attachList: toFieldFiles(r.attachList), archiveTime: r.archiveTime, remark: r.remark }),
    Fields: MaterialFields,
  };
}

/** Archive files (/archive/file and the tab): list, add, view, complete (归档, once), remove while not completed. */
export function archiveFilesOf(project?: Project): ResourceDescriptor<ProjectArchiveFile, ArchiveFileValues> {
  const materials = materialsOf(project);
  return {
    name: 'projectArchiveFiles',
    endpoints: { page: e.archivePage },
    modes: { add: { endpoint: e.archiveSubmit, schema: archiveFileSchema, permission: ARCHIVE_FILE_BUTTONS.add }, view: {} },
    remove: { endpoint: e.archiveRemove, permission: ARCHIVE_FILE_BUTTONS.remove, visible: (r) => r.status === ARCHIVE_COMPLETION.open },
    rowActions: [
      {
        kind: 'confirm',
        key: 'archive',
        label: 'resources.projectArchiveFiles.actions.archive',
        message: 'resources.projectArchiveFiles.archiveConfirm',
        permission: ARCHIVE_FILE_BUTTONS.archive,
        visible: (r) => r.status === ARCHIVE_COMPLETION.open,
        endpoint: e.archiveComplete,
        params: ([r]) => ({ id: r.id, status: ARCHIVE_COMPLETION.completed }),
      },
    ],
    columns: [
      ...projectColumns<ProjectArchiveFile>(project),
      dictColumn('type', 'archivedType', { width: 130 }),
      ...materials.columns.filter((c) => !['projectName', 'type'].includes(c.key)).map((c) => c as Column<ProjectArchiveFile>),
      labelColumn('status', 'resources.projectArchiveFiles.statuses', [1, 2], { width: 100 }),
    ],
    search: [
      ...projectSearch(project),
      { name: 'fileName', kind: 'text' },
      { name: 'type', kind: 'dict', code: 'archivedType' },
      {
        name: 'status',
        kind: 'select',
        get options() {
          return ['1', '2'].map((value) => ({ value, label: status('projectArchiveFiles', Number(value)) }));
        },
      },
    ],
    empty: { ...materials.empty, status: '1' },
    toValues: (r) => ({ ...materials.toValues(r), status: String(r.status) }),
    Fields: ArchiveFileFields,
  };
}

/** Phase outcomes (/archive/outcome and the tab): list, upload (add), view, archive once, remove while not archived. */
export function outcomesOf(project?: Project): ResourceDescriptor<PhaseOutcome, OutcomeValues> {
  return {
    name: 'phaseOutcomes',
    endpoints: { page: e.outcomePage },
    modes: { add: { endpoint: e.outcomeSubmit, schema: outcomeSchema, permission: OUTCOME_BUTTONS.add }, view: {} },
    remove: { endpoint: e.outcomeRemove, permission: OUTCOME_BUTTONS.remove, params: (ids) => ({ id: ids.join(',') }), visible: (r) => r.isArchive === OUTCOME_ARCHIVE.open },
    rowActions: [
      {
        kind: 'confirm',
        key: 'archive',
        label: 'resources.phaseOutcomes.actions.archive',
        message: 'resources.phaseOutcomes.archiveConfirm',
        permission: OUTCOME_BUTTONS.archive,
        visible: (r) => r.isArchive === OUTCOME_ARCHIVE.open,
        endpoint: e.outcomeArchive,
        params: ([r]) => ({ id: r.id, isArchive: OUTCOME_ARCHIVE.archived }),
      },
    ],
    columns: [
      ...projectColumns<PhaseOutcome>(project),
      { key: 'name', width: 180 },
      dictColumn('phaseKey', 'xmjd', { width: 110 }),
      dictColumn('hflx', 'cglx', { width: 100 }),
      dictColumn('tzzy', 'tzzy', { width: 90 }),
      { key: 'attach', width: 180, exportAs: { part: 'name' }, render: (r) => createElement(AttachmentNames, { items: r.attach }) },
      { key: 'attachSize', width: 90, exportAs: 'fileSize', render: (r) => formatFileSize(r.attachSize) },
      labelColumn('isArchive', 'resources.phaseOutcomes.statuses', [0, 1], { width: 90 }),
      { key: 'createUserName', width: 100 },
      dateColumn('createTime', { width: 170 }),
    ],
    search: [
      ...projectSearch(project),
      { name: 'name', kind: 'text' },
      { name: 'phaseKey', kind: 'dict', code: 'xmjd' },
      { name: 'hflx', kind: 'dict', code: 'cglx' },
      {
        name: 'isArchive',
        kind: 'select',
        get options() {
          return ['0', '1'].map((value) => ({ value, label: status('phaseOutcomes', Number(value)) }));
        },
      },
    ],
    empty: { ...projectValues(project), phaseKeys: project?.phaseKeys ?? '', attach: [], name: '', filledName: '', phaseKey: '', hflx: '', tzzy: '', remark: '' },
    toValues: (r) => ({
      projectFixed: '',
      projectId: r.projectId,
      projectName: r.projectName,
      phaseKeys: r.phaseKey,
      attach: toFieldFiles(r.attach),
      name: r.name,
      filledName: '',
      phaseKey: r.phaseKey,
      hflx: r.hflx,
      tzzy: r.tzzy,
      remark: r.remark,
    }),
    Fields: OutcomeFields,
  };
}

export const projectMaterials = materialsOf();
export const projectArchiveFiles = archiveFilesOf();
export const phaseOutcomes = outcomesOf();
