import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAppVersionRoutes } from './app-versions';
import { registerParamRoutes } from './params';
import { registerPromotionRoutes } from './promotions';

/** Params, app versions and promotions (issue 14); regions stay with registerRegionRoutes. */
export function registerPlatformSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerParamRoutes(app, ctx);
  registerAppVersionRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
}
