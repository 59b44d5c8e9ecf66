/**
 * Job posts (岗位, spec 3 §3, §7 post/*): the titles an organisation gives its members (负责人,
 * 项目经理…), apart from the membership row (table post) that names one by job_post_id. The code is
 * unique in the organisation; a job post a member holds is not removed.
 */
import { z } from 'zod';
import { blankAsUndefined, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { requiredText } from './validation';
import { sortNumber } from './dept';

export const JOB_POST_MESSAGES = {
  postName: '请输入岗位名称',
  postCode: '请输入岗位编号',
  category: '请选择岗位类型',
  codeExists: '岗位编号已存在，请检查',
  notFound: '岗位不存在或已删除',
  /** Removal refused: the message names the job post (post/remove). */
  inUse: '岗位“{{name}}”已有成员任职，不能删除',
} as const;

export const JOB_POST_LIMITS = { postName: 50, postCode: 64, remark: 200 } as const;

/** 1 senior management (高层), 2 middle management (中层), 3 staff (基层). */
export const JOB_POST_CATEGORIES = [1, 2, 3] as const;
export type JobPostCategory = (typeof JOB_POST_CATEGORIES)[number];

export const jobPostSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  postName: requiredText(JOB_POST_MESSAGES.postName, JOB_POST_LIMITS.postName),
  postCode: requiredText(JOB_POST_MESSAGES.postCode, JOB_POST_LIMITS.postCode),
  category: z.preprocess(blankAsUndefined, z.coerce.number({ error: JOB_POST_MESSAGES.category }).pipe(z.union(JOB_POST_CATEGORIES.map((c) => z.literal(c)), { error: JOB_POST_MESSAGES.category }))),
  sort: sortNumber,
  remark: optionalText(JOB_POST_LIMITS.remark),
});
export type JobPostInput = z.input<typeof jobPostSchema>;
export type JobPostSubmit = z.output<typeof jobPostSchema>;

export interface JobPost {
  id: string;
  tenantId: string;
  postCode: string;
  postName: string;
  category: JobPostCategory;
  sort: number;
  remark: string;
  createTime: string;
}

/** post/list: name and code keywords, category. */
export const jobPostPageQuerySchema = pageQuerySchema.extend({
  postName: searchText,
  postCode: searchText,
  category: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(3).optional()),
});
export type JobPostPageQuery = z.infer<typeof jobPostPageQuerySchema>;
