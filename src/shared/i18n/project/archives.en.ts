/** English twin of archives.zh.ts. */
import type { OUTCOME_MESSAGES } from '../../domain/phaseOutcome';
import type { ARCHIVE_MESSAGES } from '../../domain/projectArchive';
import type { Twin } from '../twin';
import type { projectArchivesZh } from './archives.zh';

const common = {
  projectId: 'Project',
  projectName: 'Project name',
  projectCode: 'Project code',
  fileName: 'File name',
  attachList: 'Attachments',
  archiveTime: 'Archived at',
  remark: 'Remark',
  createUserName: 'Created by',
  createTime: 'Created at',
};

const archiveMessagesEn: Record<keyof typeof ARCHIVE_MESSAGES, string> = {
  project: 'Choose a project',
  materialType: 'Choose the document category',
  archiveType: 'Choose the archive type',
  attach: 'Choose an attachment',
  archiveTime: 'Choose the archive time',
  materialNotFound: 'The document does not exist or has been removed',
  archiveNotFound: 'The archive record does not exist or has been removed',
  completion: 'Choose the archive status',
  completed: 'This archive is already completed',
  completedReadOnly: 'A completed archive cannot be removed',
};

const outcomeMessagesEn: Record<keyof typeof OUTCOME_MESSAGES, string> = {
  name: 'Enter the outcome name',
  type: 'Choose the outcome type',
  notFound: 'The outcome does not exist or has been removed',
  archived: 'This outcome is already archived',
  archivedReadOnly: 'An archived outcome cannot be removed',
  archiveRequired: 'Choose whether to archive',
};

export const projectArchivesEn: Twin<typeof projectArchivesZh> = {
  resources: {
    projectMaterials: { name: 'Project documents', fields: { ...common, type: 'Document category' } },
    projectArchiveFiles: {
      name: 'Project archives',
      fields: { ...common, type: 'Archive type', status: 'Archive status' },
      statuses: { '1': 'Not completed', '2': 'Completed' },
      actions: { archive: 'Complete archive' },
      archiveConfirm: 'A completed archive can no longer be removed. Complete it?',
    },
    phaseOutcomes: {
      name: 'Phase outcomes',
      fields: {
        projectId: 'Project',
        projectName: 'Project name',
        code: 'Project code',
        phaseKey: 'Project phase',
        hflx: 'Outcome type',
        tzzy: 'Drawing discipline',
        name: 'Outcome name',
        attach: 'Outcome file',
        attachSize: 'File size',
        remark: 'Remark',
        isArchive: 'Archive status',
        createUserName: 'Uploaded by',
        createTime: 'Uploaded at',
      },
      statuses: { '0': 'Not archived', '1': 'Archived' },
      actions: { archive: 'Archive' },
      archiveConfirm: 'An archived outcome is read-only and can no longer be removed. Archive it?',
    },
  },
  messages: { projectArchive: archiveMessagesEn, phaseOutcome: outcomeMessagesEn },
};
