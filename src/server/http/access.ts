import type { FastifyInstance } from 'fastify';
import { HEADER_CLIENT } from '@shared/api/headers';
import { endpoints } from '@shared/api/endpoints';
import { CLIENT_GRANT_TYPES, CLIENT_MESSAGES, clientAllowsGrant } from '@shared/domain/oauthClient';
import { MESSAGES } from '@shared/messages';
import { runAsClient, type CallingClient } from '../auth/client-context';
import type { AppContext } from '../context';
import { findClientByClientId } from '../repositories/oauth-clients';
import { authenticate } from './authenticate';
import { clientSecretMatches, parseClientHeader } from './client-credentials';
import { HttpError, OAuthError } from './errors';
import { applyCallerScopes } from './scopes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The OAuth client whose Basic header the call carried (oauth_client). */
    oauthClient?: CallingClient;
  }
}

/**
 * The client of a Basic header, read from oauth_client at each call (no cache: a removed or changed
 * client is refused or honoured at its very next call). The secret's hash is compared in constant
 * time, also when no client has the id.
 */
async function callingClient(ctx: AppContext, header: string | undefined): Promise<CallingClient | null> {
  const given = parseClientHeader(header);
  if (!given) return null;
  const row = await findClientByClientId(ctx.db, given.clientId);
  if (!clientSecretMatches(given.secret, row?.secret_hash) || !row) return null;
  return { clientId: row.client_id, grantTypes: row.grant_types, accessTokenValidity: row.access_token_validity, refreshTokenValidity: row.refresh_token_validity };
}

const TOKEN_PATH_END = `/${endpoints.token.path}`;
const isKnownGrant = (g: string) => (CLIENT_GRANT_TYPES as readonly string[]).includes(g);

/**
 * Runs before any body is read: every /api call must carry the credentials of a client in the
 * client table, and every route not marked public must carry a valid access token for the tenant
 * it names. Once the body is read, oauth/token is limited to the client's grant types, and the rest
 * of the call runs as that client (the tokens it is issued take the client's lifetimes).
 */
export function installAccessChecks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const header = req.headers[HEADER_CLIENT];
    const client = await callingClient(ctx, Array.isArray(header) ? header[0] : header);
    if (!client) throw new HttpError(401, MESSAGES.clientUnauthorized);
    req.oauthClient = client;
    // Unknown routes fall through to the 404 handler; public ones need no token.
    if (!req.routeOptions.url || req.routeOptions.config.public) return;
    req.caller = await authenticate(ctx, req);
    // API scopes refuse here, before any route runs; the data scopes are kept for the resource builder.
    await applyCallerScopes(ctx, req, req.caller);
  });
  // Callback style: the handler runs inside `done`, so inside the client's context.
  app.addHook('preHandler', (req, _reply, done) => {
    const client = req.oauthClient;
    if (!client) return done();
    if (req.method === 'POST' && req.routeOptions.url?.endsWith(TOKEN_PATH_END)) {
      const grantType = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
      // A grant the server does not know at all is the token route's to refuse (grantUnsupported).
      if (typeof grantType === 'string' && isKnownGrant(grantType) && !clientAllowsGrant(client.grantTypes, grantType)) {
        return done(new OAuthError('unsupported_grant_type', CLIENT_MESSAGES.grantNotAllowed));
      }
    }
    runAsClient(client, done);
  });
}
