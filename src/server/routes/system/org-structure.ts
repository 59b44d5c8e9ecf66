import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerDeptRoutes } from './depts';
import { registerJobPostRoutes } from './posts';

/** Departments and job posts (issue 13), registered together. */
export function registerOrgStructureRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerDeptRoutes(app, ctx);
  registerJobPostRoutes(app, ctx);
}
