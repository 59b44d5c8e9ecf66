import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { newCaptcha } from '../../auth/captcha';
import type { AppContext } from '../../context';
import { route } from '../../http/route';

/** GET oauth/captcha: `{key, image}` when CEM_CAPTCHA=on, else 400 (captcha not enabled). */
export function registerCaptchaRoute(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.captcha, () => newCaptcha(ctx), { public: true });
}
