import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerApiScopeRoutes } from './api-scope';
import { registerDataScopeRoutes } from './data-scope';

/** Data scopes and API scopes (spec 3 §7), registered by one line of routes/index.ts. */
export function registerScopeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerDataScopeRoutes(app, ctx);
  registerApiScopeRoutes(app, ctx);
}
