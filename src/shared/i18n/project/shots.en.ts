/** English twin of shots.zh.ts. */
import type { SHOT_MESSAGES } from '../../domain/projectShot';

const shotMessagesEn: Record<keyof typeof SHOT_MESSAGES, string> = {
  theme: 'Enter the task theme',
  participants: 'Enter the participants',
  participantsFormat: 'Separate participants with the Chinese comma “，”',
  description: 'Enter the task description',
  pictures: 'Upload pictures',
  fileLink: 'The file address is not valid',
  notFound: 'The task record does not exist or has been removed',
  archived: 'The record is archived and can no longer be changed or removed',
  alreadyArchived: 'The record is already archived',
  displayRefused: 'This display change is not allowed',
  displayRequired: 'Choose the display status',
};

const fields = {
  recordId: 'Filed project',
  projectName: 'Project name',
  code: 'Project code',
  taskTheme: 'Task theme',
  participants: 'Participants',
  startTime: 'Start',
  endTime: 'End',
  taskDescription: 'Task description',
  pictures: 'Pictures',
  videos: 'Videos',
  audio: 'Audio',
  attachs: 'Attachments',
  isArchive: 'Archived',
  archiveTime: 'Archived at',
  displayStatus: 'Display',
  viewCount: 'Viewers',
  lastViewTime: 'Last viewed',
  createUserName: 'Created by',
  createDeptName: 'Department',
  createTime: 'Created at',
};
const shared = {
  fields,
  archived: { '0': 'Not archived', '1': 'Archived' },
  actions: { archive: 'Archive', archiveConfirm: 'An archived record can no longer be changed or removed. Archive it?' },
  participantsHint: 'Separate several names with the Chinese comma “，”',
};

export const projectShotsEn = {
  resources: {
    shotTasks: { name: 'Filing tasks', ...shared },
    siteSurveys: {
      name: 'Site surveys',
      ...shared,
      statuses: { '0': 'Shown', '1': 'Hidden' },
      actions: { ...shared.actions, display: 'Display switch' },
    },
    internalTasks: { name: 'Internal tasks', ...shared },
  },
  messages: { projectShots: shotMessagesEn },
} as const;
