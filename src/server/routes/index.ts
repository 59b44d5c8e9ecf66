import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCaptchaRoute } from './auth/captcha';
import { registerSessionRoutes } from './auth/session';
import { registerTokenRoute } from './auth/token';
import { registerStorageRoutes } from './resource/storage';
import { registerDictionaryRoutes } from './system/dictionaries';
import { registerFeedbackRoutes } from './system/feedback';
import { registerMenuRoutes } from './system/menus';
import { registerNoticeRoutes } from './system/notices';
import { registerRegionRoutes } from './system/regions';
import { registerSmsRoutes } from './system/sms';
import { registerUserOrgRoutes } from './system/user-orgs';
import { registerErrorLogRoutes } from './log/error-logs';
import { registerBizAttentionRoutes } from './system/biz-attention';
import { registerFrameworkAgreementRoutes } from './system/framework-agreements';
import { registerGuestRegistrationRoutes } from './system/guest-registration';
import { registerSettingRoutes } from './system/settings';
import { registerCustomerRoutes } from './system/customers';

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
  registerFeedbackRoutes(app, ctx);
  registerStorageRoutes(app, ctx);
  registerFrameworkAgreementRoutes(app, ctx);
  registerBizAttentionRoutes(app, ctx);
  registerGuestRegistrationRoutes(app, ctx);
  registerSettingRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
}
