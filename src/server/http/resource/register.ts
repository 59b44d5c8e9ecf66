/**
 * The generic resource builder (architecture guide: "serve the common calls from one generic route
 * builder"): page, detail, submit, remove, and the declared status changes, modify with history
 * and small updates, each from the resource's shared schemas, in the caller's organisation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { callTitle, recordEvent } from '../../logs/events';
import { countTenantRows, insertTenantRow, pageTenantRows, removeTenantRows, updateTenantRow } from '../../repositories/tenant-rows';
import { requireButton } from '../buttonGrants';
import { callerOf, type Caller } from '../caller';
import { HttpError } from '../errors';
import { route } from '../route';
import { parseInput } from '../validate';
import { applyFilters, orderOf } from './filters';
import { registerModify } from './modify';
import { callInput, resourceRows } from './rows';
import { registerStatusChanges } from './status';
import type { Input, ResourceDeclaration } from './types';

export type { ResourceDeclaration } from './types';

export async function allowButton(ctx: AppContext, caller: Caller, code: string | undefined): Promise<void> {
  if (code) await requireButton(ctx.db, caller, code);
}

/**
 * An operator-only resource (rows of the operator tenant: the scopes, the menu template): every one
 * of its endpoints refuses anyone signed in to another organisation with 403 before its handler runs.
 */
function guardedApp(app: FastifyInstance, operatorOnly: boolean | undefined): FastifyInstance {
  if (!operatorOnly) return app;
  const guarded = Object.create(app) as FastifyInstance;
  const refuseOthers = async (req: FastifyRequest) => {
    if (callerOf(req).tenantId !== OPERATOR_TENANT) throw new HttpError(403, MESSAGES.forbidden);
  };
  // route() registers through app.route only; the guard rides along as the route's preHandler.
  guarded.route = ((opts: Parameters<FastifyInstance['route']>[0]) => app.route({ ...opts, preHandler: refuseOthers })) as FastifyInstance['route'];
  return guarded;
}

export function registerResource<Row, Rec, In extends Input>(outer: FastifyInstance, ctx: AppContext, r: ResourceDeclaration<Row, Rec, In>): void {
  const app = guardedApp(outer, r.operatorOnly);
  const rows = resourceRows(r);
  const parent = r.parent;
  const allow = (caller: Caller, code: string | undefined) => allowButton(ctx, caller, code);

  if (r.endpoints.page) {
    const schema = r.schemas.page;
    if (!schema) throw new Error(`${r.table}: a page endpoint needs schemas.page`);
    route(app, ctx, r.endpoints.page, async (req) => {
      const caller = callerOf(req);
      const raw = callInput(req, caller, r.notFound);
      const q = parseInput(schema, raw) as Record<string, unknown> & { current: number; size: number };
      const order = orderOf(r.sort, raw);
      const named = parent && q[parent.field] !== undefined && q[parent.field] !== '';
      // Every child's row is inside a reachable parent anyway (the scope); naming one narrows to it.
      const parentId = parent && (named || !parent.optionalInPage) ? await rows.requireParent(ctx.db, caller, q[parent.field]) : undefined;
      const { rows: found, total } = await pageTenantRows<Row>(ctx.db, r.table, caller.tenantId, q, {
        creator: r.creator,
        scope: rows.scope(caller),
        order,
        filter: (query) => {
          const narrowed = parentId !== undefined && parent ? query.where(`${r.table}.${parent.column}`, '=', parentId) : query;
          return applyFilters(narrowed, r.filters, q, { db: ctx.db, table: r.table, caller });
        },
      });
      return pageOf(found.map(await rows.records(ctx.db, found)), total, q.current, q.size);
    });
  }

  if (r.endpoints.detail) {
    route(app, ctx, r.endpoints.detail, async (req) => {
      const caller = callerOf(req);
      const { id } = parseInput(r.schemas.detail ?? idSchema, callInput(req, caller, r.notFound));
      const row = await rows.find(ctx.db, caller, id);
      if (!row) throw rows.notFound();
      return (await rows.records(ctx.db, [row]))(row);
    });
  }

  /** `editOnly`: the separate edit call, which must name a record rather than add one. */
  const submit = async (req: FastifyRequest, editOnly = false) => {
    const caller = callerOf(req);
    const body = callInput(req, caller, r.notFound);
    const declared = r.schemas.submit;
    if (!declared) throw new Error(`${r.table}: a submit endpoint needs schemas.submit`);
    const schema = typeof declared === 'function' ? declared(body) : declared;
    let input: In = parseInput(schema, body);
    if (editOnly && !input.id) throw rows.notFound();
    await allow(caller, input.id ? r.buttons?.edit : r.buttons?.add);
    // The server's own figures: whatever the client sent for a computed field is replaced.
    if (r.computed) input = { ...input, ...r.computed(input) };
    const now = timestamp();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const parentId = parent ? await rows.requireParent(trx, caller, input[parent.field]) : undefined;
      if (input.id) {
        const existing = await rows.find(trx, caller, input.id);
        // A child is edited only under the parent it belongs to.
        if (!existing || (parent && (existing as Record<string, unknown>)[parent.column] !== parentId)) throw rows.notFound();
        await r.beforeWrite?.(trx, input, caller, existing);
        const values = r.toUpdate ? r.toUpdate(input, caller, existing) : {};
        if (r.columns?.updateTime) values.update_time = now;
        if (!(await updateTenantRow(trx, r.table, caller.tenantId, input.id, values, { scope: rows.scope(caller) }))) throw rows.notFound();
        await rows.keepsInScope(trx, caller, input.id);
        req.successMessage = MESSAGES.updated;
        return input.id;
      }
      await r.beforeWrite?.(trx, input, caller, undefined);
      if (!r.toInsert) throw new Error(`${r.table}: adding needs toInsert`);
      const added = newId();
      const values: Record<string, unknown> = { ...r.toInsert(input, caller), id: added, create_user: caller.userId, create_time: now };
      if (r.columns?.createDept) values.create_dept = caller.deptId;
      if (r.columns?.updateTime) values.update_time = now;
      await insertTenantRow(trx, r.table, caller.tenantId, values);
      await rows.keepsInScope(trx, caller, added);
      req.successMessage = MESSAGES.created;
      return added;
    });
    return rows.answer(ctx.db, caller, id);
  };
  if (r.endpoints.submit) route(app, ctx, r.endpoints.submit, (req) => submit(req));
  if (r.endpoints.update) route(app, ctx, r.endpoints.update, (req) => submit(req, true));

  if (r.endpoints.remove) {
    route(
      app,
      ctx,
      r.endpoints.remove,
      async (req) => {
        const caller = callerOf(req);
        const input = callInput(req, caller, r.notFound, { withQuery: true });
        const { ids } = parseInput(r.schemas.remove ?? idsSchema, input);
        await allow(caller, r.buttons?.remove);
        const unique = [...new Set(ids)];
        // All or nothing: an id of another organisation (or a stale one) removes none.
        await ctx.db.transaction().execute(async (trx) => {
          let scope = rows.scope(caller);
          // Naming the parent is optional for a remove; named, every id must be one of its children.
          if (parent && input[parent.field] !== undefined && input[parent.field] !== '') {
            const parentId = await rows.requireParent(trx, caller, input[parent.field]);
            const within = scope;
            scope = (eb) => (within ? eb.and([within(eb), eb(`${r.table}.${parent.column}`, '=', parentId)]) : eb(`${r.table}.${parent.column}`, '=', parentId));
          }
          if ((await countTenantRows(trx, r.table, caller.tenantId, unique, { scope })) !== unique.length) throw rows.notFound();
          await r.removeDependents?.(trx, caller.tenantId, unique);
          await removeTenantRows(trx, r.table, caller.tenantId, unique, { scope });
        });
        // Every resource's removals reach the usual log from here, once committed.
        recordEvent(ctx.db, req, { type: 'remove', title: callTitle(r.name ?? r.table, r.endpoints.remove!), targetIds: unique });
        return null;
      },
      { message: MESSAGES.deleted },
    );
  }

  for (const u of r.updates ?? []) {
    route(
      app,
      ctx,
      u.endpoint,
      async (req) => {
        const caller = callerOf(req);
        const input = parseInput(u.schema, callInput(req, caller, r.notFound));
        await allow(caller, u.button);
        const id = String(input.id ?? '');
        await ctx.db.transaction().execute(async (trx) => {
          const existing = await rows.find(trx, caller, id);
          if (!existing) throw rows.notFound();
          await u.beforeWrite?.(trx, input, caller, existing);
          const values = u.toUpdate(input, caller, existing);
          if (r.columns?.updateTime) values.update_time = timestamp();
          if (!(await updateTenantRow(trx, r.table, caller.tenantId, id, values, { scope: rows.scope(caller) }))) throw rows.notFound();
          await rows.keepsInScope(trx, caller, id);
        });
        return rows.answer(ctx.db, caller, id);
      },
      { message: MESSAGES.updated },
    );
  }

  registerStatusChanges(app, ctx, r, rows);
  registerModify(app, ctx, r, rows);
}
