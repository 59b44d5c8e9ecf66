import { publicationEndpoints as e } from '@shared/api/publicationEndpoints';
import { PUBLICATION_BUTTONS } from '@shared/domain/projectButtons';
import { PUBLICATION_ACTIONS, PUBLICATION_STATUS_DICT, publicationSchema, type Publication } from '@shared/domain/publication';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ConfirmAction, ResourceDescriptor, SearchField } from '../../crud/types';
import { DictLabels } from './Cells';
import { publicationFields } from './Fields';
import { emptyValues, toValues, type PublicationValues } from './values';
import { dateColumn } from '../../crud/columns';

const own = (r: Publication) => r.side === 'owner';

/** archive-publication/status/{id} as a confirmed row action towards one status. */
function statusAction(key: keyof typeof PUBLICATION_ACTIONS, permission: string, visible: (r: Publication) => boolean): ConfirmAction<Publication> {
  const confirm = `confirm${key[0].toUpperCase()}${key.slice(1)}`;
  return {
    kind: 'confirm',
    key,
    label: `resources.publications.actions.${key}`,
    message: `resources.publications.actions.${confirm}`,
    testId: `publication-${key}`,
    permission,
    visible,
    endpoint: e.status,
    params: ([r]) => ({ id: r.id, status: PUBLICATION_ACTIONS[key] }),
  };
}

const columns = (withProject: boolean): Column<Publication>[] => [
  { key: 'tenantName', width: 150 },
  dateColumn('createTime', { width: 160 }),
  ...(withProject ? [{ key: 'projectName', width: 180 }] : []),
  { key: 'name', width: 180 },
  dictColumn('type', 'archivedType', { width: 100 }),
  dictColumn('phaseKey', 'xmjd', { width: 110 }),
  { key: 'paperSize', width: 100, dict: 'paperSize', render: (r) => createElement(DictLabels, { code: 'paperSize', value: r.paperSize }) },
  { key: 'paperType', width: 120, dict: 'paperType', render: (r) => createElement(DictLabels, { code: 'paperType', value: r.paperType }) },
  { key: 'publishingNum', width: 90 },
  { key: 'remark', width: 160 },
  dateColumn('completionTime', { width: 160 }),
  dateColumn('realCompletionTime', { width: 160 }),
  { key: 'teamName', width: 150 },
  dictColumn('status', PUBLICATION_STATUS_DICT, { width: 100 }),
];

const search = (withProject: boolean): SearchField[] => [
  { name: 'name', kind: 'text' },
  ...(withProject ? [{ name: 'projectName', kind: 'text' as const }] : []),
  { name: 'status', kind: 'dict', code: PUBLICATION_STATUS_DICT },
  { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
];

/**
 * Publication tasks (archive-publication/*). The organisation's own tasks: add and edit while pending,
 * archive (send to the publisher), complete, cancel, remove. A publisher (cb) sees the tasks sent to
 * it, read-only but for completing them. `project`: the project page's tab, which keeps its project.
 */
function describePublications(side: 'owner' | 'publisher', project?: { id: string; name: string; phaseKeys: string }): ResourceDescriptor<Publication, PublicationValues> {
  const owner = side === 'owner';
  return {
    name: 'publications',
    endpoints: { page: e.page, detail: e.detail },
    modes: owner
      ? {
          add: { endpoint: e.submit, schema: publicationSchema, permission: PUBLICATION_BUTTONS.add },
          edit: { endpoint: e.submit, schema: publicationSchema, permission: PUBLICATION_BUTTONS.edit, visible: (r) => own(r) && r.status === 1 },
          view: {},
        }
      : { view: {} },
    remove: owner ? { endpoint: e.remove, permission: PUBLICATION_BUTTONS.remove } : undefined,
    rowActions: [
      ...(owner ? [statusAction('archive', PUBLICATION_BUTTONS.archive, (r) => own(r) && r.status === 1)] : []),
      statusAction('complete', PUBLICATION_BUTTONS.complete, (r) => r.status === 2),
      ...(owner ? [statusAction('cancel', PUBLICATION_BUTTONS.cancel, (r) => own(r) && (r.status === 1 || r.status === 2))] : []),
    ],
    rowButtonsInline: 4,
    columns: columns(!project),
    search: search(!project),
    empty: emptyValues(project ?? { id: '', name: '', phaseKeys: '' }),
    toValues,
    Fields: publicationFields(!!project),
  };
}

/** /archive/publication for an organisation that creates tasks. */
export const publications = describePublications('owner');
/** /archive/publication for a publisher. */
export const publisherPublications = describePublications('publisher');

/** The project page's tab: the project's tasks, added under it. */
export function publicationsOf(projectId: string, projectName = '', phaseKeys = ''): ResourceDescriptor<Publication, PublicationValues> {
  return describePublications('owner', { id: projectId, name: projectName, phaseKeys });
}
