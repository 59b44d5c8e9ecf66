import { reviewEndpoints } from '@shared/api/reviewEndpoints';
import { REVIEW_BUTTONS } from '@shared/domain/projectButtons';
import { expertRowsSchema, reviewFileSchema, type ReviewAttach, type ReviewFile } from '@shared/domain/review';
import { MESSAGES } from '@shared/messages';
import { createElement } from 'react';
import { z } from 'zod';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { AttachCell } from './AttachCell';
import { AssignFields } from './ExpertRows';
import { ReviewFileFields, ReviewFileFieldsFixed } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export { myReviews } from './myReviews';

export interface ExpertRow {
  expertUserId: string;
  expertName: string;
  orgName: string;
}

export interface ReviewFileValues {
  projectId: string;
  projectName: string;
  phaseKey: string;
  name: string;
  attach: FieldFile[];
  planFinishTime: string;
  reviewRequire: string;
  experts: ExpertRow[];
}

export const toFieldFiles = (attach: ReviewAttach[]): FieldFile[] => attach.map((a) => ({ key: a.link, name: a.name, size: a.size, link: a.link }));
const open = (r: ReviewFile) => r.isArchive === 0;
const assignSchema = z.object({ experts: expertRowsSchema });

/**
 * Review files (spec 3 §2 project file upload, review files): the project file upload form with its
 * experts, archive (read-only after), remove, and more experts on a file. `projectId` fixes the
 * project (the project page's tab and /project/review?projectId=): its add form carries it.
 */
function describe(projectId: string): ResourceDescriptor<ReviewFile, ReviewFileValues> {
  return {
    name: 'reviewFiles',
    invalidates: [['myReviews']],
    endpoints: { page: reviewEndpoints.filePage, detail: reviewEndpoints.fileDetail },
    modes: { add: { endpoint: reviewEndpoints.fileSubmit, schema: reviewFileSchema, permission: REVIEW_BUTTONS.submit }, view: {} },
    rowActions: [
      {
        kind: 'form',
        key: 'assign',
        label: 'resources.reviewFiles.actions.assign',
        permission: REVIEW_BUTTONS.assign,
        visible: open,
        schema: assignSchema,
        Fields: AssignFields,
        initial: () => ({ experts: [{ expertUserId: '', expertName: '', orgName: '' }] }),
        endpoint: reviewEndpoints.expertSubmitList,
        params: (values, records) => ({ fileId: records[0].id, experts: (values as z.output<typeof assignSchema>).experts }),
        success: MESSAGES.created,
      },
      {
        kind: 'confirm',
        key: 'archive',
        label: 'resources.reviewFiles.actions.archive',
        message: 'resources.reviewFiles.actions.archiveConfirm',
        permission: REVIEW_BUTTONS.archive,
        visible: open,
        endpoint: reviewEndpoints.fileArchive,
        params: (records) => ({ id: records[0].id }),
      },
      {
        kind: 'confirm',
        key: 'remove',
        label: 'resources.reviewFiles.actions.remove',
        message: 'crud.confirmRemove',
        permission: REVIEW_BUTTONS.remove,
        visible: open,
        endpoint: reviewEndpoints.fileRemove,
        params: (records) => ({ id: records[0].id, tenantId: records[0].tenantId }),
        success: MESSAGES.deleted,
      },
    ],
    rowButtonsInline: 3,
    // What a reviewer needs first stays in view (experts, opinions, archive state); the rest scrolls.
    columns: [
      ...(projectId ? [] : [{ key: 'projectName', width: 150 }]),
      dictColumn('phaseKey', 'xmjd', { width: 90 }),
      { key: 'name', width: 150 },
      { key: 'expertNames', width: 140 },
      { key: 'opinionCount', width: 64 },
      labelColumn('isArchive', 'resources.reviewFiles.archived', [0, 1], { width: 80 }),
      dateColumn('planFinishTime', { width: 150 }),
      { key: 'attach', width: 160, exportAs: { part: 'name' }, render: (r) => createElement(AttachCell, { attach: r.attach }) },
      { key: 'createUserName', width: 90 },
      dateColumn('createTime', { width: 150 }),
    ],
    search: [
      { name: 'name', kind: 'text' },
      { name: 'phaseKey', kind: 'dict', code: 'xmjd' },
      {
        name: 'isArchive',
        kind: 'select',
        get options() {
          return ['0', '1'].map((value) => ({ value, label: looseT(`resources.reviewFiles.archived.${value}`) }));
        },
      },
    ],
    empty: { projectId, projectName: '', phaseKey: '', name: '', attach: [], planFinishTime: '', reviewRequire: '', experts: [{ expertUserId: '', expertName: '', orgName: '' }] },
    toValues: (r) => ({
      projectId: r.projectId,
      projectName: r.projectName,
      phaseKey: r.phaseKey,
      name: r.name,
      attach: toFieldFiles(r.attach),
      planFinishTime: r.planFinishTime,
      reviewRequire: r.reviewRequire,
      experts: [],
    }),
    Fields: projectId ? ReviewFileFieldsFixed : ReviewFileFields,
  };
}

/** The organisation's review files across its projects (/project/review). */
export const reviewFiles = describe('');

const ofProject = new Map<string, ResourceDescriptor<ReviewFile, ReviewFileValues>>();
/** One project's review files (kept per project, so the list's components stay the same between renders). */
export function reviewFilesOf(projectId: string): ResourceDescriptor<ReviewFile, ReviewFileValues> {
  let found = ofProject.get(projectId);
  if (!found) ofProject.set(projectId, (found = describe(projectId)));
  return found;
}
