import type { FastifyInstance } from 'fastify';
import { HEADER_CLIENT } from '@shared/api/headers';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../context';
import { authenticate } from './authenticate';
import { clientCredentialsMatch } from './client-credentials';
import { HttpError } from './errors';
import { applyCallerScopes } from './scopes';

/**
 * Runs before any body is read: every /api call must carry the client credentials, and every route
 * not marked public must carry a valid access token for the tenant it names.
 */
export function installAccessChecks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const client = req.headers[HEADER_CLIENT];
    if (!clientCredentialsMatch(Array.isArray(client) ? client[0] : client, ctx.config.clientId, ctx.config.clientSecret)) {
      throw new HttpError(401, MESSAGES.clientUnauthorized);
    }
    // Unknown routes fall through to the 404 handler; public ones need no token.
    if (!req.routeOptions.url || req.routeOptions.config.public) return;
    req.caller = await authenticate(ctx, req);
    // API scopes refuse here, before any route runs; the data scopes are kept for the resource builder.
    await applyCallerScopes(ctx, req, req.caller);
  });
}
