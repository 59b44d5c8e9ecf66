/**
 * The generic route builder for list-and-drawer resources (architecture guide): page, detail,
 * submit and remove served from the resource's table, shared schemas and the tenant rule. A
 * resource hand-writes only what is special (status machines, statistics).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pageOf, type Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import {
  countTenantRows,
  findTenantRow,
  insertTenantRow,
  pageTenantRows,
  removeTenantRows,
  updateTenantRow,
  type AnySelect,
  type TenantTable,
} from '../repositories/tenant-rows';
import { requireButton } from './buttonGrants';
import { callerOf, type Caller } from './caller';
import { HttpError } from './errors';
import { route } from './route';
import { parseInput } from './validate';

export interface CrudResource<Row, Rec, Q extends { current: number; size: number }, In extends { id?: string }> {
  table: TenantTable;
  endpoints: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    page: Endpoint<any, Page<Rec>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    detail: Endpoint<any, Rec>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    submit: Endpoint<any, Rec>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    remove: Endpoint<any, null>;
    /** A separate edit call (notice/update); without it, submit adds and edits. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    update?: Endpoint<any, Rec>;
  };
  /** Leave detail to a hand-written route (it adds what only that resource knows). */
  ownDetail?: boolean;
  pageQuery: z.ZodType<Q>;
  /** The submit's schema, or one chosen by the body (add and edit forms differ). */
  submitSchema: z.ZodType<In> | ((body: unknown) => z.ZodType<In>);
  notFound: string;
  creator?: boolean;
  /** Narrows the page (search filters); the caller is given for filters such as mine=1. */
  filter?: (query: AnySelect, q: Q, caller: Caller) => AnySelect;
  toRecord: (row: Row) => Rec;
  /** Columns of a new row (id, tenant, creator and times are added). */
  toInsert: (input: In, caller: Caller) => Record<string, unknown>;
  /** Columns an edit changes; checked against the stored row first (status machines). */
  toUpdate: (input: In, caller: Caller, existing: Row) => Record<string, unknown>;
  /** Columns the table has for the creator and the update time. */
  columns?: { createDept?: boolean; updateTime?: boolean };
  /** Rows that belong to removed records (their follow-ups, their read marks), removed in the same transaction. */
  removeDependents?: (trx: Executor, tenantId: string, ids: string[]) => Promise<void>;
  /** The menu's button codes for adding, editing and removing, refused to roles they are not granted to. */
  buttons?: { add?: string; edit?: string; remove?: string };
}

export function registerCrudRoutes<Row, Rec, Q extends { current: number; size: number }, In extends { id?: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  r: CrudResource<Row, Rec, Q, In>,
): void {
  const options = { creator: r.creator };
  const find = (tenantId: string, id: string) => findTenantRow<Row>(ctx.db, r.table, tenantId, id, options);
  const allow = async (caller: Caller, code: string | undefined) => {
    if (code) await requireButton(ctx.db, caller, code);
  };

  route(app, ctx, r.endpoints.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(r.pageQuery, req.query);
    const { rows, total } = await pageTenantRows<Row>(ctx.db, r.table, caller.tenantId, q, { ...options, filter: r.filter && ((query) => r.filter!(query, q, caller)) });
    return pageOf(rows.map(r.toRecord), total, q.current, q.size);
  });

  if (!r.ownDetail) route(app, ctx, r.endpoints.detail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query);
    const row = await find(caller.tenantId, id);
    if (!row) throw new HttpError(400, r.notFound);
    return r.toRecord(row);
  });

  /** `editOnly`: the separate edit call, which must name a record rather than add one. */
  const submit = async (req: FastifyRequest, editOnly = false) => {
    const caller = callerOf(req);
    const schema = typeof r.submitSchema === 'function' ? r.submitSchema(req.body) : r.submitSchema;
    const input = parseInput(schema, req.body);
    if (editOnly && !input.id) throw new HttpError(400, r.notFound);
    await allow(caller, input.id ? r.buttons?.edit : r.buttons?.add);
    const now = timestamp();
    let id = input.id;
    if (id) {
      const existing = await find(caller.tenantId, id);
      if (!existing) throw new HttpError(400, r.notFound);
      const values = r.toUpdate(input, caller, existing);
      if (r.columns?.updateTime) values.update_time = now;
      await updateTenantRow(ctx.db, r.table, caller.tenantId, id, values);
      req.successMessage = MESSAGES.updated;
    } else {
      id = newId();
      const values: Record<string, unknown> = { ...r.toInsert(input, caller), id, create_user: caller.userId, create_time: now };
      if (r.columns?.createDept) values.create_dept = caller.deptId;
      if (r.columns?.updateTime) values.update_time = now;
      await insertTenantRow(ctx.db, r.table, caller.tenantId, values);
      req.successMessage = MESSAGES.created;
    }
    return r.toRecord((await find(caller.tenantId, id))!);
  };
  route(app, ctx, r.endpoints.submit, (req) => submit(req));
  if (r.endpoints.update) route(app, ctx, r.endpoints.update, (req) => submit(req, true));

  route(
    app,
    ctx,
    r.endpoints.remove,
    async (req) => {
      const caller = callerOf(req);
      const { ids } = parseInput(idsSchema, req.method === 'DELETE' || req.method === 'GET' ? req.query : { ...(req.query as object), ...(req.body as object) });
      await allow(caller, r.buttons?.remove);
      const unique = [...new Set(ids)];
      // All or nothing: an id of another organisation (or a stale one) removes none.
      await ctx.db.transaction().execute(async (trx) => {
        if ((await countTenantRows(trx, r.table, caller.tenantId, unique)) !== unique.length) throw new HttpError(400, r.notFound);
        await r.removeDependents?.(trx, caller.tenantId, unique);
        await removeTenantRows(trx, r.table, caller.tenantId, unique);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
