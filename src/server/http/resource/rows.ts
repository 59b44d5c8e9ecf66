/**
 * How the builder reaches a resource's rows: always the caller's organisation, always the
 * resource's scope rule, and for a child resource only rows whose parent is a row of the caller's
 * organisation (inside the parent's scope). Every handler goes through these, so none forgets one.
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/messages';
import type { Executor } from '../../db/database';
import { findTenantRow, type ScopeWhere } from '../../repositories/tenant-rows';
import type { Caller } from '../caller';
import { dataScopeOf } from '../scopes';
import { HttpError } from '../errors';
import type { Input, ResourceDeclaration } from './types';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const both =
  (a: ScopeWhere | undefined, b: ScopeWhere | undefined): ScopeWhere | undefined =>
    a && b ? (eb) => eb.and([a(eb), b(eb)]) : (a ?? b);

export interface ResourceRows<Row, Rec> {
  /** The resource's scope for this caller, the parent's existence included. */
  scope(caller: Caller): ScopeWhere | undefined;
  find(db: Executor, caller: Caller, id: string): Promise<Row | undefined>;
  /** Refuses with the parent's notFound unless `parentId` is a row of the caller's organisation (and scope). */
  requireParent(db: Executor, caller: Caller, parentId: unknown): Promise<string>;
  /** Maps rows to records, with the resource's lookups made once (for `rows`, the answer's rows). */
  records(db: Executor, rows?: readonly Row[]): Promise<(row: Row) => Rec>;
  notFound(): HttpError;
  /**
   * Inside a write's transaction, after the write: a row the caller's data scope no longer reaches
   * (added or changed out of it, a custom rule on the status) refuses the write with 403, so it is
   * rolled back rather than made and then hidden from its writer.
   */
  keepsInScope(trx: Executor, caller: Caller, id: string): Promise<void>;
  /** The record as a write answers it, read after the write; notFound if it is out of reach by then. */
  answer(db: Executor, caller: Caller, id: string): Promise<Rec>;
}

export function resourceRows<Row, Rec, In extends Input>(r: ResourceDeclaration<Row, Rec, In>): ResourceRows<Row, Rec> {
  const parent = r.parent;
  // The declared rule (if any) and the caller's data scopes for the resource's declared name, on every query.
  const scopeOf = (caller: Caller, table: string, name: string, declared?: (caller: Caller, table: string) => ScopeWhere | undefined) =>
    both(declared?.(caller, table), dataScopeOf(caller, name, table));
  const parentScopeOf = (caller: Caller) => (parent ? scopeOf(caller, parent.table, parent.name ?? parent.table, parent.scope) : undefined);
  const scope = (caller: Caller): ScopeWhere | undefined => {
    const own = scopeOf(caller, r.table, r.name ?? r.table, r.scope);
    if (!parent) return own;
    // A child is reached only through a parent the caller may reach (follow-ups of a customer in scope).
    const parentScope = parentScopeOf(caller);
    const parentExists: ScopeWhere = (eb) => {
      let sub = eb.selectFrom(parent.table).select(`${parent.table}.id`).where(`${parent.table}.id`, '=', eb.ref(`${r.table}.${parent.column}`)).where(`${parent.table}.tenant_id`, '=', caller.tenantId);
      if (parentScope) sub = sub.where(parentScope);
      return eb.exists(sub);
    };
    return both(own, parentExists);
  };
  const find = (db: Executor, caller: Caller, id: string) => findTenantRow<Row>(db, r.table, caller.tenantId, id, { creator: r.creator, scope: scope(caller) });
  const records = async (db: Executor, rows: readonly Row[] = []) => {
    const enrich = await r.enrich?.(db, rows);
    return (row: Row) => (enrich ? enrich(r.toRecord(row)) : r.toRecord(row));
  };
  const notFound = () => new HttpError(400, r.notFound);
  return {
    scope,
    find,
    async requireParent(db, caller, parentId) {
      if (!parent) throw new Error('requireParent of a resource without a parent');
      const id = typeof parentId === 'string' ? parentId : String(parentId ?? '');
      const found = /^\d{1,32}$/.test(id) && (await findTenantRow(db, parent.table, caller.tenantId, id, { scope: parentScopeOf(caller) }));
      if (!found) throw new HttpError(400, parent.notFound);
      return id;
    },
    records,
    notFound,
    async keepsInScope(trx, caller, id) {
      if (!dataScopeOf(caller, r.name ?? r.table, r.table)) return;
      if (!(await find(trx, caller, id))) throw new HttpError(403, MESSAGES.forbidden);
    },
    async answer(db, caller, id) {
      const row = await find(db, caller, id);
      if (!row) throw notFound();
      return (await records(db, [row]))(row);
    },
  };
}

/**
 * A call's input: the query (GET, DELETE) or the body (the query too, for removes), with the path's
 * parameters over it — the path is what the route was matched by. A `tenantId` in the path must be
 * the caller's organisation: the builder never reaches another's rows.
 */
export function callInput(req: FastifyRequest, caller: Caller, notFound: string, opts: { withQuery?: boolean } = {}): Input {
  const params = isPlainObject(req.params) ? req.params : {};
  const query = isPlainObject(req.query) ? req.query : {};
  const body = isPlainObject(req.body) ? req.body : {};
  const base = req.method === 'GET' || req.method === 'DELETE' ? query : opts.withQuery ? { ...query, ...body } : body;
  if ('tenantId' in params && params.tenantId !== caller.tenantId) throw new HttpError(400, notFound);
  return { ...base, ...params };
}
