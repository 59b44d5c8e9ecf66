import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { installAccessChecks } from './http/access';
import { installErrorHandlers } from './http/error-handler';
import { installFrontDoor } from './http/frontDoor';
import { installIdempotency } from './http/idempotency';
import { installJsonParser } from './http/json-body';
import { installLogs } from './logs/install';
import { recordServerError } from './logs/server-errors';
import { registerRoutes } from './routes';

/** Bodies larger than this are refused with 400 before they are read in full. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP application over an opened, migrated and seeded database. Fastify's logger stays off:
 * requests carry passwords, codes and tokens, and the server's stdout is reserved for its own lines.
 */
/** Registers further routes beside the product's (tests declare a fixture resource on the builder this way). */
export type ExtraRoutes = (app: FastifyInstance, ctx: AppContext) => void;

export async function buildApp(
  ctx: AppContext,
  reportInternal: (message: string) => void = (m) => process.stderr.write(`${m}\n`),
  extraRoutes?: ExtraRoutes,
): Promise<FastifyInstance> {
  // A client that stops sending (mid-body or between requests) is dropped after idleTimeout, and a whole
  // request may take requestTimeout at most: nothing it holds (sockets, temporary files) outlives that.
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: true,
    connectionTimeout: ctx.config.idleTimeout * 1000,
    requestTimeout: ctx.config.requestTimeout * 1000,
  });
  // The API reads JSON and form bodies only; anything else is refused as an unsupported type.
  app.removeContentTypeParser('text/plain');
  installJsonParser(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  installErrorHandlers(app, reportInternal, (req, err) => recordServerError(ctx.db, req, err));
  // The api log's onResponse hook, the log writer's flush on close and the pruning timer.
  installLogs(app, ctx, reportInternal);
  // First of the onRequest hooks: a foreign Host or a missing launch secret goes no further.
  installFrontDoor(app, ctx);
  installAccessChecks(app, ctx);
  installIdempotency(app, ctx, reportInternal);
  registerRoutes(app, ctx);
  extraRoutes?.(app, ctx);
  return app;
}
