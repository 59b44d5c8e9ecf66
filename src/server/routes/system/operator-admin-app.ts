import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';

/**
 * The app as seen by routes only the operator's administrators call (params, app versions, the
 * promotions' back office): every route registered through it refuses anyone else with 403 before
 * its handler, reads included — the builder's operatorOnly alone admits every member of 000000.
 */
export function operatorAdministratorApp(app: FastifyInstance, ctx: AppContext): FastifyInstance {
  const guarded = Object.create(app) as FastifyInstance;
  const refuse = async (req: FastifyRequest) => requireOperatorAdministrator(ctx.db, callerOf(req));
  guarded.route = ((opts: Parameters<FastifyInstance['route']>[0]) => {
    const own = opts.preHandler ? (Array.isArray(opts.preHandler) ? opts.preHandler : [opts.preHandler]) : [];
    return app.route({ ...opts, preHandler: [refuse, ...own] });
  }) as FastifyInstance['route'];
  return guarded;
}
