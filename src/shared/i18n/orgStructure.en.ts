/** English twin of orgStructure.zh.ts. */
import { deptMessagesEn } from './messages/dept.en';
import { jobPostMessagesEn } from './messages/jobPost.en';
import { departmentsEn } from './resources/departments.en';
import { jobPostsEn } from './resources/jobPosts.en';

export const orgStructureEn = {
  resources: { departments: departmentsEn, jobPosts: jobPostsEn },
  messages: { dept: deptMessagesEn, jobPost: jobPostMessagesEn },
} as const;
