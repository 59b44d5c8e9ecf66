import type { FastifyInstance } from 'fastify';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import { ORG_BUTTONS } from '@shared/domain/organisationButtons';
import { ORG_PROFILE_MESSAGES } from '@shared/domain/orgProfile';
import { checkUserSchema, directorSchema, dockingSchema, transferSchema, type CheckedUser } from '@shared/domain/orgDirector';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { grantAdministrator, revokeAdministrator } from '../../organisations/director';
import { requireOperatorAdministrator } from '../../http/buttonGrants';
import { recordOrgChange } from '../../organisations/orgHistory';
import { findOrg, toOrgProfile } from '../../repositories/organisations';
import { findUserByPhone } from '../../repositories/users';

const notFound = () => new HttpError(404, ORG_PROFILE_MESSAGES.notFound);

/**
 * The director (spec 3 §5 "Director and add-user phone", §6): looked up by a registered account's
 * phone, set or changed by the operator's administrator; docking contacts; transfer of the
 * director's place to another member. Each change is kept in the organisation's history.
 */
export function registerBizInfoDirectorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The form fills the name from here; a phone nobody registered answers the message the form shows.
  route(app, ctx, orgEndpoints.checkUser, async (req): Promise<CheckedUser> => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    const { phone } = parseInput(checkUserSchema, req.params);
    const user = await findUserByPhone(ctx.db, phone);
    if (!user || user.status !== 1) throw badRequest(ORG_PROFILE_MESSAGES.directorUnknown);
    return { userId: user.id, realName: user.real_name, phone: user.phone };
  });

  for (const [endpoint, replace] of [
    [orgEndpoints.settingDirector, false],
    [orgEndpoints.changeDirector, true],
  ] as const) {
    route(app, ctx, endpoint, async (req) => {
      const caller = callerOf(req);
      await requireOperatorAdministrator(ctx.db, caller);
      await requireButton(ctx.db, caller, ORG_BUTTONS.director);
      const input = parseInput(directorSchema, req.body);
      const now = timestamp();
      const row = await ctx.db.transaction().execute(async (trx) => {
        const before = await findOrg(trx, input.id);
        if (!before) throw notFound();
        if (replace && !before.director_user_id) throw badRequest(ORG_PROFILE_MESSAGES.noDirector);
        const user = await findUserByPhone(trx, input.directorPhone);
        if (!user || user.status !== 1) throw badRequest(ORG_PROFILE_MESSAGES.directorUnknown);
        // change-director takes the role from the one replaced; setting one (the first) leaves others as they are.
        if (replace && before.director_user_id !== user.id) await revokeAdministrator(trx, input.id, before.director_user_id, now);
        await grantAdministrator(trx, input.id, user.id, now);
        // The name is the account's: a name typed while the lookup failed never overrides a registered one.
        const values = { director_user_id: user.id, director_name: user.real_name || input.directorName, director_phone: user.phone, update_time: now };
        await trx.updateTable('tenant').set(values).where('tenant_id', '=', input.id).execute();
        await recordOrgChange(
          trx,
          caller,
          input.id,
          'director',
          { directorName: before.director_name, directorPhone: before.director_phone },
          { directorName: values.director_name, directorPhone: values.director_phone },
          now,
        );
        return (await findOrg(trx, input.id))!;
      });
      req.successMessage = MESSAGES.updated;
      return toOrgProfile(row);
    });
  }

  route(app, ctx, orgEndpoints.setDocking, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    await requireButton(ctx.db, caller, ORG_BUTTONS.docking);
    const input = parseInput(dockingSchema, req.body);
    const now = timestamp();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await findOrg(trx, input.id);
      if (!before) throw notFound();
      const after = {
        docking_id: input.dockingId ?? '',
        docking_name: input.dockingName,
        docking_phone: input.dockingPhone,
        we_contact_id: input.weContactId ?? '',
        we_contact_name: input.weContactName,
        we_contact_phone: input.weContactPhone,
      };
      await trx.updateTable('tenant').set({ ...after, update_time: now }).where('tenant_id', '=', input.id).execute();
      const pick = (r: typeof after) => ({ dockingName: r.docking_name, dockingPhone: r.docking_phone, weContactName: r.we_contact_name, weContactPhone: r.we_contact_phone });
      await recordOrgChange(trx, caller, input.id, 'docking', pick(before), pick(after), now);
      return (await findOrg(trx, input.id))!;
    });
    req.successMessage = MESSAGES.updated;
    return toOrgProfile(row);
  });

  route(app, ctx, orgEndpoints.transfer, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    await requireButton(ctx.db, caller, ORG_BUTTONS.transfer);
    const input = parseInput(transferSchema, req.body);
    const now = timestamp();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await findOrg(trx, input.id);
      if (!before) throw notFound();
      if (before.director_user_id === input.userId) throw badRequest(ORG_PROFILE_MESSAGES.transferSelf);
      const member = await trx
        .selectFrom('post')
        .innerJoin('app_user', 'app_user.id', 'post.user_id')
        .select(['app_user.id', 'app_user.real_name', 'app_user.phone'])
        .where('post.tenant_id', '=', input.id)
        .where('post.user_id', '=', input.userId)
        .where('post.join_status', '=', 'JOINED')
        .where('app_user.status', '=', 1)
        .executeTakeFirst();
      if (!member) throw badRequest(ORG_PROFILE_MESSAGES.transferNotMember);
      if (before.director_user_id) await revokeAdministrator(trx, input.id, before.director_user_id, now);
      await grantAdministrator(trx, input.id, member.id, now);
      await trx.updateTable('tenant').set({ director_user_id: member.id, director_name: member.real_name, director_phone: member.phone, update_time: now }).where('tenant_id', '=', input.id).execute();
      await recordOrgChange(
        trx,
        caller,
        input.id,
        'transfer',
        { directorName: before.director_name, directorPhone: before.director_phone },
        { directorName: member.real_name, directorPhone: member.phone },
        now,
      );
      return (await findOrg(trx, input.id))!;
    });
    req.successMessage = MESSAGES.updated;
    return toOrgProfile(row);
  });
}
