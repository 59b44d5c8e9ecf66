/** English twin of common.zh.ts. */
import type { PROJECT_MESSAGES } from '../../domain/project';

const projectMessagesEn: Record<keyof typeof PROJECT_MESSAGES, string> = {
  notFound: 'The project does not exist or has been removed',
  partyNotPartner: 'The organisation chosen is not one of your partners, or is disabled',
  nameRequired: 'Required, at most 200 characters',
  select: 'Please choose',
  region: 'Choose where the project is',
  owner: 'Choose the owner unit',
  record: 'Choose the filed project',
  recordNotFound: 'The filed project chosen does not exist or has been removed',
  phase: 'Choose the project phase',
  phaseNotOfProject: 'The chosen phase is not one of the project’s phases',
  fileName: 'Enter the file name',
};

export const projectCommonEn = {
  resources: {},
  messages: { project: projectMessagesEn },
} as const;
