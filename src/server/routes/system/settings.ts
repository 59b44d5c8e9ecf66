import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { SETTING_KEYS, type SystemSettings } from '@shared/domain/systemSettings';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { allSettings } from '../../repositories/settings';

/** GET setting/public: the platform settings every signed-in person may read (download page, service contacts). */
export function registerSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.systemSettings, async (): Promise<SystemSettings> => {
    const values = await allSettings(ctx.db);
    return Object.fromEntries(SETTING_KEYS.map((key) => [key, values.get(key) ?? ''])) as SystemSettings;
  });
}
