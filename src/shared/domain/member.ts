import { z } from 'zod';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';

/** A member of the caller's organisation (GET biz-info/members), for member pickers. */
export interface Member {
  /** The person's user id. */
  id: string;
  realName: string;
  account: string;
  deptName: string;
  postName: string;
}

/** tenantId and code of the old call are accepted and ignored: the caller's organisation is always the one listed. */
export const memberListQuerySchema = pageQuerySchema.extend({
  realName: searchText,
  tenantId: z.string().optional(),
  code: z.string().optional(),
});
