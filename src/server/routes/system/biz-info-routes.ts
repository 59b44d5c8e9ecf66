import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerBizInfoRoutes as registerProfileRoutes } from './biz-info';
import { registerBizInfoDirectorRoutes } from './biz-info-director';

/** Every biz-info route of organisation management (one line in routes/index.ts). */
export function registerBizInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerBizInfoDirectorRoutes(app, ctx);
}
