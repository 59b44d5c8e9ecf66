import type { FastifyInstance } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { applicationIdSchema, INVITE_MESSAGES, type JoinApplication } from '@shared/domain/invite';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { decideApplication, pendingApplications } from '../../repositories/invites';
import { requireAdministrator } from './invites';
import { assertAccountQuota } from '../../organisations/tenantLimits';

/**
 * The approval list of people who joined by code (posts APPLY): an administrator of the organisation
 * lists them and approves (JOINED) or refuses (REFUSE) one. Always the caller's own organisation: an
 * id of another organisation, or one decided already, is not found and changes nothing.
 */
export function registerMemberApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, personalEndpoints.applicationList, async (req): Promise<JoinApplication[]> => {
    const caller = await requireAdministrator(ctx, req, INVITE_MESSAGES.inviteManageAdminOnly);
    return (await pendingApplications(ctx.db, caller.tenantId)).map((p) => ({
      id: p.id,
      realName: p.real_name,
      account: p.account,
      phone: p.phone,
      deptName: p.dept_name,
      applyTime: p.apply_time ?? p.create_time,
    }));
  });

  for (const [endpoint, status, message] of [
    [personalEndpoints.applicationApprove, 'JOINED', INVITE_MESSAGES.applicationApproved],
    [personalEndpoints.applicationRefuse, 'REFUSE', INVITE_MESSAGES.applicationRefused],
  ] as const) {
    route(
      app,
      ctx,
      endpoint,
      async (req) => {
        const caller = await requireAdministrator(ctx, req, INVITE_MESSAGES.inviteManageAdminOnly);
        const { id } = parseInput(applicationIdSchema, req.body);
        await ctx.db.transaction().execute(async (trx) => {
          if (status === 'JOINED') await assertAccountQuota(trx, caller.tenantId);
          if (!(await decideApplication(trx, caller.tenantId, id, status))) throw new HttpError(404, INVITE_MESSAGES.applicationNotFound);
        });
        return null;
      },
      { message },
    );
  }
}
