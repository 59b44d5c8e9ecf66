/** English twin of publications.zh.ts. */
import type { PUBLICATION_MESSAGES } from '../../domain/publication';
import type { Twin } from '../twin';
import type { publicationsZh } from './publications.zh';

const publicationsEn: Twin<typeof publicationsZh> = {
  name: 'publication task',
  tab: 'Publications',
  fields: {
    tenantName: 'Created by organisation',
    createTime: 'Created on',
    createUserName: 'Created by',
    projectId: 'Project',
    projectName: 'Project name',
    code: 'Project code',
    name: 'Archive name',
    type: 'Archive type',
    phaseKey: 'Project phase',
    paperSize: 'Paper size',
    paperType: 'Paper type',
    publishingNum: 'Copies',
    publishedNum: 'Copies published',
    remark: 'Remark',
    describe: 'Description',
    completionTime: 'Planned completion',
    realCompletionTime: 'Actual completion',
    status: 'Publishing status',
    teamId: 'Publisher',
    teamName: 'Publisher',
    attach: 'File to publish',
  },
  statuses: { '1': 'Awaiting publication', '2': 'Publishing', '3': 'Completed', '4': 'Cancelled' },
  actions: {
    archive: 'Send to publisher',
    complete: 'Complete',
    cancel: 'Cancel',
    confirmArchive: "Send this task's archive to the publisher for publishing?",
    confirmComplete: 'Is this publication task fully completed?',
    confirmCancel: 'Cancel this publication task?',
    download: 'Download',
  },
};

const publicationMessagesEn: Record<keyof typeof PUBLICATION_MESSAGES, string> = {
  notFound: 'The publication task does not exist or was deleted',
  project: 'Choose the project',
  publisher: 'Choose the publisher',
  publisherAgreement: 'The chosen publisher has no framework agreement in force',
  name: 'Enter the archive name',
  type: 'Choose the archive type',
  attach: 'Upload the file to publish',
  attachNotFound: 'The file to publish does not exist; upload it again',
  publishingNum: 'Enter the number of copies',
  publishingNumFormat: 'The number of copies must be a whole number from 1 to 999999',
  completionTime: 'Choose the planned completion time',
  paperSize: 'Choose the paper size',
  paperType: 'Choose the paper type',
  remark: 'Enter a remark of up to 200 characters',
  describe: 'Enter a description of up to 200 characters',
  status: 'Choose the publishing status',
  transition: 'This publishing status change is not allowed',
  editPending: 'Only tasks awaiting publication can be edited',
  publisherCompletes: 'A publisher can only mark a task being published as completed',
};

export const projectPublicationsEn = {
  resources: { publications: publicationsEn },
  messages: { publication: publicationMessagesEn },
} as const;
