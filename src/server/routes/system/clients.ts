import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { clientEndpoints } from '@shared/api/tenantEndpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { CLIENT_MESSAGES, clientPageQuerySchema, clientSchema, type CreatedOAuthClient, type OAuthClient } from '@shared/domain/oauthClient';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { CLIENT_BUTTONS } from '@shared/domain/platformButtons';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { clientSecretHash } from '../../http/client-credentials';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { releaseIdempotencyKey } from '../../repositories/idempotency-keys';
import { findClient, findClientByClientId, insertClient, pageClients, removeClients, updateClient, type OauthClientRow } from '../../repositories/oauth-clients';
import { requirePlatformAdmin } from './tenants';

const notFound = () => new HttpError(404, CLIENT_MESSAGES.notFound);

/** Never the secret nor its hash: neither leaves the server after creation. */
function toClient(row: OauthClientRow): OAuthClient {
  return {
    id: row.id,
    clientId: row.client_id,
    grantTypes: row.grant_types,
    accessTokenValidity: row.access_token_validity,
    refreshTokenValidity: row.refresh_token_validity,
    remark: row.remark,
    isDefault: row.is_default === 1 ? 1 : 0,
    createTime: row.create_time,
  };
}

/**
 * client/* (spec 3 §7 client): the OAuth clients the server accepts (access.ts reads this table at
 * every call). The secret is generated here, answered once by the submit that creates the client
 * and stored only as a hash; an edit never changes it. The configured default client (the desktop
 * app's own) may be edited but not removed.
 */
export function registerClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, clientEndpoints.page, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const query = parseInput(clientPageQuerySchema, req.query);
    const { rows, total } = await pageClients(ctx.db, query);
    return pageOf(rows.map(toClient), total, query.current, query.size);
  });

  route(app, ctx, clientEndpoints.detail, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const { id } = parseInput(idSchema, req.query);
    const row = await findClient(ctx.db, id);
    if (!row) throw notFound();
    return toClient(row);
  });

  route(app, ctx, clientEndpoints.submit, async (req): Promise<OAuthClient | CreatedOAuthClient> => {
    await requirePlatformAdmin(ctx, req);
    const input = parseInput(clientSchema, req.body);
    await requireButton(ctx.db, callerOf(req), input.id ? CLIENT_BUTTONS.edit : CLIENT_BUTTONS.add);
    const now = timestamp();
    const columns = { client_id: input.clientId, grant_types: input.grantTypes, access_token_validity: input.accessTokenValidity, refresh_token_validity: input.refreshTokenValidity, remark: input.remark, update_time: now };
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const holder = await findClientByClientId(trx, input.clientId);
      if (holder && holder.id !== input.id) throw badRequest(CLIENT_MESSAGES.clientIdTaken);
      if (input.id) {
        const existing = await findClient(trx, input.id);
        if (!existing) throw notFound();
        // The default client's id is what the app is configured with; renaming it would lock the app out.
        const values = existing.is_default === 1 ? { ...columns, client_id: existing.client_id } : columns;
        await updateClient(trx, input.id, values);
        req.successMessage = MESSAGES.updated;
        return toClient((await findClient(trx, input.id))!);
      }
      const secret = randomBytes(24).toString('base64url');
      const id = newId();
      await insertClient(trx, { ...columns, id, tenant_id: OPERATOR_TENANT, secret_hash: clientSecretHash(secret), is_default: 0, create_user: callerOf(req).userId, create_time: now });
      req.successMessage = MESSAGES.created;
      return { ...toClient((await findClient(trx, id))!), clientSecret: secret };
    });
    // The answer that carries the secret is not kept for an idempotent replay: the secret would lie in the database in the clear.
    if ('clientSecret' in saved && req.idempotency) {
      await releaseIdempotencyKey(ctx.db, req.idempotency);
      req.idempotency = null;
    }
    return saved;
  });

  route(app, ctx, clientEndpoints.remove, async (req) => {
    await requirePlatformAdmin(ctx, req, CLIENT_BUTTONS.remove);
    const { ids } = parseInput(idsSchema, req.body);
    await ctx.db.transaction().execute(async (trx) => {
      for (const id of new Set(ids)) {
        const row = await findClient(trx, id);
        if (!row) throw notFound();
        if (row.is_default === 1) throw badRequest(CLIENT_MESSAGES.defaultNotRemovable);
      }
      await removeClients(trx, [...new Set(ids)]);
    });
    return null;
  }, { message: MESSAGES.deleted });
}
