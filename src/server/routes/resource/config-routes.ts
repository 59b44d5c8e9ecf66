import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pageOf } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { configSecretKey, sealSecret } from '../../oss/secrets';
import { codeTaken, deleteConfigs, enableConfig, findConfig, insertConfig, pageConfigs, updateConfig, type ConfigTable } from '../../repositories/storage-configs';

// The catalogue's endpoints of every parameter and response type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

/** One platform configuration list (storage, SMS): the operator's administrator only, one row enabled. */
export interface ConfigDeclaration<Row, Rec, In extends { id?: string; code: string; secretKey: string }> {
  table: ConfigTable;
  endpoints: { list: AnyEndpoint; detail: AnyEndpoint; submit: AnyEndpoint; remove: AnyEndpoint; enable: AnyEndpoint };
  buttons: { add: string; edit: string; remove: string; enable: string };
  schemas: { page: z.ZodType<{ current: number; size: number; code?: string; category?: string }>; submit: z.ZodType<In> };
  messages: { notFound: string; codeTaken: string; enabledNotRemovable: string };
  toRecord: (row: Row) => Rec;
  /** The columns the form writes, the secret aside (sealed here, kept when left blank; `secret_key: ''` clears it). */
  columns: (input: In) => Record<string, unknown>;
}

const inputOf = (req: FastifyRequest) => ({ ...(req.body && typeof req.body === 'object' ? req.body : {}), ...(req.query as object) });

/**
 * list, detail, submit, remove, enable of a configuration table. Every call, reads included, is the
 * operator's administrator's (the configurations hold credentials); writes also need their button.
 * The secret is sealed under the server's key and never answered: records carry `secretSet` only.
 */
export function registerConfigRoutes<Row, Rec, In extends { id?: string; code: string; secretKey: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  d: ConfigDeclaration<Row, Rec, In>,
): void {
  const key = configSecretKey(ctx.config.tokenSecret);
  const guard = async (req: FastifyRequest, button?: string): Promise<Caller> => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    if (button) await requireButton(ctx.db, caller, button);
    return caller;
  };
  const found = async (id: string) => {
    const row = (await findConfig(ctx.db, d.table, id)) as Row | undefined;
    if (!row) throw new HttpError(404, d.messages.notFound);
    return row;
  };

  route(app, ctx, d.endpoints.list, async (req) => {
    await guard(req);
    const q = parseInput(d.schemas.page, req.query);
    const { rows, total } = await pageConfigs(ctx.db, d.table, q);
    return pageOf(rows.map((r) => d.toRecord(r as Row)), total, q.current, q.size);
  });

  route(app, ctx, d.endpoints.detail, async (req) => {
    await guard(req);
    const { id } = parseInput(idSchema, req.query);
    return d.toRecord(await found(id));
  });

  route(app, ctx, d.endpoints.submit, async (req) => {
    const raw = inputOf(req) as { id?: unknown };
    const caller = await guard(req, raw.id ? d.buttons.edit : d.buttons.add);
    const input = parseInput(d.schemas.submit, raw);
    const now = timestamp();
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (await codeTaken(trx, d.table, input.code, input.id)) throw badRequest(d.messages.codeTaken);
      const columns: Record<string, unknown> = { ...d.columns(input), update_time: now };
      // A blank secret on an edit keeps the stored one; a typed one is sealed, never kept as typed.
      if (input.secretKey && columns.secret_key === undefined) columns.secret_key = sealSecret(key, input.secretKey);
      if (input.id) {
        if (!(await findConfig(trx, d.table, input.id))) throw new HttpError(404, d.messages.notFound);
        await updateConfig(trx, d.table, input.id, columns);
        return input.id;
      }
      const fresh = newId();
      // A new configuration starts disabled: enabling is its own, deliberate step.
      await insertConfig(trx, d.table, { secret_key: '', ...columns, id: fresh, tenant_id: OPERATOR_TENANT, status: 0, create_user: caller.userId, create_time: now });
      return fresh;
    });
    req.successMessage = input.id ? MESSAGES.updated : MESSAGES.created;
    return d.toRecord(await found(id));
  });

  route(app, ctx, d.endpoints.remove, async (req) => {
    await guard(req, d.buttons.remove);
    const { ids } = parseInput(idsSchema, inputOf(req));
    const removed = await ctx.db.transaction().execute((trx) => deleteConfigs(trx, d.table, ids));
    if (removed === null) throw new HttpError(404, d.messages.notFound);
    if (removed === 'enabled') throw badRequest(d.messages.enabledNotRemovable);
    req.successMessage = MESSAGES.deleted;
    return null;
  });

  route(app, ctx, d.endpoints.enable, async (req) => {
    await guard(req, d.buttons.enable);
    const { id } = parseInput(idSchema, inputOf(req));
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await findConfig(trx, d.table, id))) throw new HttpError(404, d.messages.notFound);
      await enableConfig(trx, d.table, id, timestamp());
    });
    return d.toRecord(await found(id));
  });
}
