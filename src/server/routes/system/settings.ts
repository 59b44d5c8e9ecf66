import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { settingEndpoints } from '@shared/api/settingEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { FOOTER_KEYS, SETTING_KEYS, SETTING_MESSAGES, settingsSubmitSchema, type SystemSettings } from '@shared/domain/systemSettings';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findRoles } from '../../repositories/roles';
import { allSettings, saveSettings } from '../../repositories/settings';
import { MESSAGES } from '@shared/messages';

/** The role alias the menu template gives 系统设置 to (operatorOnly, roles administrator). */
const ADMINISTRATOR = 'administrator';

async function currentSettings(ctx: AppContext): Promise<SystemSettings> {
  const values = await allSettings(ctx.db);
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, values.get(key) ?? ''])) as SystemSettings;
}

/** The settings are the platform's: only an administrator of the operator organisation reads the form or saves it. */
async function requirePlatformAdministrator(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const caller = callerOf(req);
  const roles = caller.tenantId === OPERATOR_TENANT ? await findRoles(ctx.db, caller.tenantId, caller.roleIds) : [];
  if (!roles.some((r) => r.alias === ADMINISTRATOR)) throw new HttpError(403, SETTING_MESSAGES.settingForbidden);
}

/**
 * GET setting/public: what every signed-in person may read (download page, service contacts, footer).
 * GET setting/detail and POST setting/submit: the system settings form (spec 1 §3, §5).
 */
export function registerSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.systemSettings, async (): Promise<SystemSettings> => currentSettings(ctx));

  // The footer keys only: a visitor on the login page reads them without a session.
  route(
    app,
    ctx,
    settingEndpoints.settingFooter,
    async () => {
      const all = await currentSettings(ctx);
      return Object.fromEntries(FOOTER_KEYS.map((key) => [key, all[key]])) as Pick<SystemSettings, (typeof FOOTER_KEYS)[number]>;
    },
    { public: true },
  );

  route(app, ctx, settingEndpoints.settingDetail, async (req) => {
    await requirePlatformAdministrator(ctx, req);
    return currentSettings(ctx);
  });

  route(
    app,
    ctx,
    settingEndpoints.settingSubmit,
    async (req) => {
      await requirePlatformAdministrator(ctx, req);
      const input = parseInput(settingsSubmitSchema, req.body);
      await ctx.db.transaction().execute((trx) => saveSettings(trx, input));
      return currentSettings(ctx);
    },
    { message: MESSAGES.updated },
  );
}
