import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCaptchaRoute } from './auth/captcha';
import { registerSessionRoutes } from './auth/session';
import { registerTokenRoute } from './auth/token';
import { registerDictionaryRoutes } from './system/dictionaries';
import { registerMenuRoutes } from './system/menus';
import { registerNoticeRoutes } from './system/notices';
import { registerRegionRoutes } from './system/regions';
import { registerSmsRoutes } from './system/sms';
import { registerUserOrgRoutes } from './system/user-orgs';

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTokenRoute(app, ctx);
  registerCaptchaRoute(app, ctx);
  registerSessionRoutes(app, ctx);
  registerSmsRoutes(app, ctx);
  registerUserOrgRoutes(app, ctx);
  registerMenuRoutes(app, ctx);
  registerDictionaryRoutes(app, ctx);
  registerRegionRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
}
