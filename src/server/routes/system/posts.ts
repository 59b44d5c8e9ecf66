import type { FastifyInstance } from 'fastify';
import { orgPickerEndpoints, type JobPostOption } from '@shared/api/orgPickerEndpoints';
import { jobPostEndpoints } from '@shared/api/orgStructureEndpoints';
import { JOB_POST_MESSAGES, jobPostPageQuerySchema, jobPostSchema, type JobPost, type JobPostCategory, type JobPostSubmit } from '@shared/domain/jobPost';
import { JOB_POST_BUTTONS } from '@shared/domain/organisationButtons';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { JobPostTable } from '../../db/schema-organisations';
import { equals, like, registerResource } from '../../http/crud';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { jobPostInUse, jobPostsOfTenant, jobPostWithCode, releaseJobPosts } from '../../repositories/jobPosts';
import { targetTenant } from '../../http/buttonGrants';

function toJobPost(row: JobPostTable): JobPost {
  return { id: row.id, tenantId: row.tenant_id, postCode: row.post_code, postName: row.post_name, category: row.category as JobPostCategory, sort: row.sort, remark: row.remark, createTime: row.create_time };
}

const columns = (input: JobPostSubmit) => ({ post_code: input.postCode, post_name: input.postName, category: input.category, sort: input.sort, remark: input.remark });
const selectQuery = z.object({ tenantId: z.string().trim().regex(/^\d{6}$/).optional().or(z.literal('').transform(() => undefined)) });

/**
 * Job posts (spec 3 §7 post/*) on the resource builder, in the caller's organisation: the code is
 * unique there (checked in the write's transaction; the unique index is the last word), and a job
 * post an active member holds is not removed. post/select is the member forms' look-up.
 */
export function registerJobPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, {
    table: 'job_post',
    endpoints: { page: jobPostEndpoints.page, detail: jobPostEndpoints.detail, submit: jobPostEndpoints.submit, remove: jobPostEndpoints.remove },
    schemas: { page: jobPostPageQuerySchema, submit: jobPostSchema },
    notFound: JOB_POST_MESSAGES.notFound,
    buttons: JOB_POST_BUTTONS,
    columns: { updateTime: true },
    toRecord: toJobPost,
    toInsert: columns,
    toUpdate: columns,
    beforeWrite: async (trx, input, caller) => {
      if (await jobPostWithCode(trx, caller.tenantId, input.postCode, input.id)) throw new HttpError(400, JOB_POST_MESSAGES.codeExists);
    },
    // Runs in the removal's transaction before the rows go: a held job post refuses the whole call.
    removeDependents: async (trx, tenantId, ids) => {
      const held = await jobPostInUse(trx, tenantId, ids);
      if (held) throw new HttpError(400, JOB_POST_MESSAGES.inUse.replace('{{name}}', held.post_name));
      await releaseJobPosts(trx, tenantId, ids);
    },
    filters: { postName: like('post_name'), postCode: like('post_code'), category: equals('category') },
    sort: { columns: { sort: 'sort', postCode: 'post_code' }, default: [['sort', 'asc'], ['post_code', 'asc']] },
  });

  route(app, ctx, orgPickerEndpoints.postSelect, async (req): Promise<JobPostOption[]> => {
    const caller = callerOf(req);
    const { tenantId } = parseInput(selectQuery, req.query);
    const target = await targetTenant(ctx.db, caller, tenantId);
    return (await jobPostsOfTenant(ctx.db, target)).map((r) => ({ id: r.id, postCode: r.post_code, postName: r.post_name, category: r.category }));
  });
}
