import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { memberListQuerySchema, type Member } from '@shared/domain/member';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { memberPage } from '../../repositories/members';

/** GET biz-info/members: the members of the caller's organisation, whatever tenantId the query names. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, pickerEndpoints.members, async (req) => {
    const query = parseInput(memberListQuerySchema, req.query);
    const { rows, total } = await memberPage(ctx.db, callerOf(req).tenantId, query);
    const records: Member[] = rows.map((r) => ({ id: r.id, realName: r.real_name, account: r.account, deptName: r.dept_name, postName: r.post_name }));
    return pageOf(records, total, query.current, query.size);
  });
}
