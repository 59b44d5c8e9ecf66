/**
 * Departments and job posts (issue 13), gathered so zh.screens.ts wires them with one import: their
 * resources' labels and their message catalogues.
 */
import { DEPT_MESSAGES } from '../domain/dept';
import { JOB_POST_MESSAGES } from '../domain/jobPost';
import { departmentsZh } from './resources/departments.zh';
import { jobPostsZh } from './resources/jobPosts.zh';

export const orgStructureZh = {
  resources: { departments: departmentsZh, jobPosts: jobPostsZh },
  messages: { dept: DEPT_MESSAGES, jobPost: JOB_POST_MESSAGES },
} as const;
