/** English twin of reviews.zh.ts. */
import type { REVIEW_MESSAGES } from '../../domain/review';

const reviewMessagesEn: Record<keyof typeof REVIEW_MESSAGES, string> = {
  expertRequired: 'Please choose an expert',
  expertRowEmpty: 'Please delete the rows without an expert',
  fileNotFound: 'The review file does not exist or has been removed',
  opinionNotFound: 'The review opinion does not exist or has been removed',
  planShutDown: 'The review plan is shut down: no review files or opinions can be submitted',
  planAlreadyShut: 'The review plan is already shut down',
  planAlreadyStarted: 'The review plan is already started',
  fileRequired: 'Please upload the review file',
  planFinishTime: 'Please choose the planned finish date',
  archived: 'The review file is archived and can no longer be changed',
  expertNotAssignable: 'The chosen expert is not a certified expert of your organisation or of a partner',
  expertDuplicate: 'This expert is already assigned to the review file',
  notAssigned: 'You are not an expert assigned to this review file and cannot give an opinion on it',
  hasOpinion: 'Please choose whether you have an opinion',
  opinionAttachRequired: 'Please upload the opinion attachment',
};

const file = {
  projectId: 'Project',
  projectName: 'Project name',
  phaseKey: 'Project phase',
  name: 'File name',
  attach: 'Review file',
  planFinishTime: 'Planned finish date',
  reviewRequire: 'Review requirement',
  experts: 'Review experts',
  expertNames: 'Review experts',
  opinionCount: 'Opinions',
  isArchive: 'Archive status',
  archiveTime: 'Archived at',
  createUserName: 'Uploaded by',
  createTime: 'Uploaded at',
};

export const projectReviewsEn = {
  resources: {
    reviewFiles: {
      name: 'Review file',
      tab: 'Reviews',
      fields: file,
      archived: { '0': 'Not archived', '1': 'Archived' },
      actions: { archive: 'Archive', archiveConfirm: 'An archived review file can no longer be changed. Archive it?', remove: 'Delete', assign: 'Assign experts' },
      plan: {
        started: 'Review plan running',
        shutDown: 'Review plan shut down',
        by: 'by {{name}} at {{time}}',
        shutdown: 'Shut down the review plan',
        startup: 'Start up the review plan',
        confirmShutdown: 'Once shut down, no review files or opinions can be submitted. Shut it down?',
        confirmStartup: 'Start up the review plan?',
      },
      expertRows: { withOrg: '{{name}} ({{org}})', add: 'Add expert', remove: 'Delete this row', expert: 'Expert', orgName: 'Organisation', empty: 'No expert added yet' },
      opinions: { title: 'Experts’ opinions', none: 'No opinions yet' },
    },
    myReviews: {
      name: 'My reviews',
      fields: {
        orgName: 'Requesting organisation',
        projectName: 'Project name',
        phaseKey: 'Project phase',
        fileName: 'File name',
        attach: 'Review file',
        planFinishTime: 'Planned finish date',
        reviewRequire: 'Review requirement',
        opinionGiven: 'Opinion',
        hasOpinion: 'Has an opinion',
        opinionAttach: 'Opinion attachment',
        remark: 'Remark',
      },
      opinionGiven: { '0': 'Not given', '1': 'Given' },
      hasOpinion: { '0': 'No opinion', '1': 'Has an opinion' },
      actions: { opinion: 'Give opinion', download: 'Download' },
      closed: 'Review closed',
    },
  },
  messages: { review: reviewMessagesEn },
} as const;
