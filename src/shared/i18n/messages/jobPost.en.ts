/** English twins of the job post messages (src/shared/domain/jobPost.ts). */
import type { JOB_POST_MESSAGES } from '../../domain/jobPost';

export const jobPostMessagesEn: Record<keyof typeof JOB_POST_MESSAGES, string> = {
  postName: 'Enter the post name',
  postCode: 'Enter the post code',
  category: 'Choose the post category',
  codeExists: 'This post code already exists, please check',
  notFound: 'The post does not exist or was deleted',
  inUse: 'Post “{{name}}” is held by members and cannot be deleted',
};
