import { jobPostEndpoints } from '@shared/api/orgStructureEndpoints';
import { JOB_POST_CATEGORIES, jobPostSchema, type JobPost } from '@shared/domain/jobPost';
import { JOB_POST_BUTTONS } from '@shared/domain/organisationButtons';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { JobPostFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type JobPostValues = { postName: string; postCode: string; category: string; sort: string; remark: string };

const categoryLabel = (c: number) => looseT(`resources.jobPosts.categories.${c}`);

/** Job posts (岗位管理, /organization/post): post/list, detail, submit, remove. */
export const jobPosts: ResourceDescriptor<JobPost, JobPostValues> = {
  name: 'jobPosts',
  // Member forms pick job posts from post/select.
  invalidates: [['picker']],
  endpoints: { page: jobPostEndpoints.page, detail: jobPostEndpoints.detail },
  modes: {
    add: { endpoint: jobPostEndpoints.submit, schema: jobPostSchema, permission: JOB_POST_BUTTONS.add },
    edit: { endpoint: jobPostEndpoints.submit, schema: jobPostSchema, permission: JOB_POST_BUTTONS.edit },
  },
  remove: { endpoint: jobPostEndpoints.remove, permission: JOB_POST_BUTTONS.remove },
  columns: [{ key: 'postName' }, { key: 'postCode' }, labelColumn('category', 'resources.jobPosts.categories', [1, 2, 3], { width: 170 }), { key: 'sort', width: 80 }, { key: 'remark' }, dateColumn('createTime', { width: 180 })],
  search: [
    { name: 'postName', kind: 'text' },
    { name: 'postCode', kind: 'text' },
    {
      name: 'category',
      kind: 'select',
      get options() {
        return JOB_POST_CATEGORIES.map((c) => ({ value: String(c), label: categoryLabel(c) }));
      },
    },
  ],
  empty: { postName: '', postCode: '', category: '', sort: '0', remark: '' },
  toValues: (p) => ({ postName: p.postName, postCode: p.postCode, category: String(p.category), sort: String(p.sort), remark: p.remark }),
  Fields: JobPostFields,
};
