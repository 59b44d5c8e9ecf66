import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { memberEndpoints } from '@shared/api/memberEndpoints';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { idSchema } from '@shared/domain/fields';
import {
  addMemberSchema,
  LISTED_JOIN_STATUSES,
  MEMBER_MESSAGES,
  memberListQuerySchema,
  memberPermissionSchema,
  REMOVED_JOIN_STATUSES,
  type Member,
  type MemberListQuery,
} from '@shared/domain/member';
import { MESSAGES } from '@shared/messages';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import type { AppContext } from '../../context';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { deptOptions, findMembership, memberPage, membershipPage } from '../../repositories/members';
import { rolesOfTenant } from '../../repositories/roles';
import { addMember, changePermissions, toMemberRecord } from './member-writes';

/**
 * Members of the caller's organisation (spec 3 §2, §7): the pickers' biz-info/members, the member
 * and removed lists, detail, the permission form and add user. Every query names the caller's
 * tenant; nobody reaches another organisation's members here.
 */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, pickerEndpoints.members, async (req) => {
    const query = parseInput(memberListQuerySchema, req.query);
    const tenantId = callerOf(req).tenantId;
    const { rows, total } = await memberPage(ctx.db, tenantId, query);
    const names = new Map((await rolesOfTenant(ctx.db, tenantId)).map((r) => [r.id, r.name]));
    const records: Member[] = rows.map((r) => {
      const roleIds = r.role_ids.split(',').filter((id) => names.has(id));
      return { id: r.id, realName: r.real_name, account: r.account, deptName: r.dept_name, postName: r.post_name, postId: r.job_post_id, roleIds, roleNames: roleIds.map((id) => names.get(id)!) };
    });
    return pageOf(records, total, query.current, query.size);
  });

  const list = async (tenantId: string, query: MemberListQuery, statuses: readonly string[]) => {
    const joinStatuses = query.joinStatus ? statuses.filter((s) => s === query.joinStatus) : statuses;
    const { rows, total } = await membershipPage(ctx.db, tenantId, { ...query, joinStatuses });
    const roles = await rolesOfTenant(ctx.db, tenantId);
    return pageOf(rows.map((r) => toMemberRecord(r, roles)), total, query.current, query.size);
  };
  route(app, ctx, memberEndpoints.page, async (req) => list(callerOf(req).tenantId, parseInput(memberListQuerySchema, req.query), LISTED_JOIN_STATUSES));
  route(app, ctx, memberEndpoints.removedPage, async (req) => list(callerOf(req).tenantId, parseInput(memberListQuerySchema, req.query), REMOVED_JOIN_STATUSES));

  route(app, ctx, memberEndpoints.detail, async (req) => {
    const { id } = parseInput(idSchema, req.query);
    const tenantId = callerOf(req).tenantId;
    const row = await findMembership(ctx.db, tenantId, id);
    if (!row) throw new HttpError(400, MEMBER_MESSAGES.notFound);
    return toMemberRecord(row, await rolesOfTenant(ctx.db, tenantId));
  });

  route(
    app,
    ctx,
    memberEndpoints.submit,
    async (req) => {
      const caller = callerOf(req);
      await requireButton(ctx.db, caller, MEMBER_BUTTONS.edit);
      return changePermissions(ctx, caller, parseInput(memberPermissionSchema, req.body));
    },
    { message: MESSAGES.updated },
  );

  route(app, ctx, memberEndpoints.deptOptions, async (req) => deptOptions(ctx.db, callerOf(req).tenantId));

  route(app, ctx, memberEndpoints.addUser, async (req) => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, MEMBER_BUTTONS.add);
    return addMember(ctx, caller, parseInput(addMemberSchema, req.body));
  }, { message: MESSAGES.created });
}
