/**
 * The data-scope rule (spec 3 §6): a caller's rule for a resource is the union (OR) of the data
 * scopes granted to any of their roles in the current organisation for that resource. None granted,
 * or an all/org scope among them, is the whole organisation (the builder's tenant condition already
 * holds). The condition is added by the resource builder to every query it makes.
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { scopeValues, SCOPED_RESOURCES, type ScopedResource } from '@shared/domain/dataScope';
import type { ScopeWhere } from '../../repositories/tenant-rows';
import type { Caller } from '../caller';
import type { DataGrant } from './grants';
import { targetOf, type ScopeTarget } from './targets';

// Rules are built over any resource table; kysely cannot type a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

const nothing = (): Expression<SqlBool> => sql<SqlBool>`1 = 0`;

/** Departments at or below the caller's: its own id, or its id among a department's ancestors. */
const deptAndBelow = (eb: Eb, caller: Caller) =>
  eb
    .selectFrom('dept')
    .select('dept.id')
    .where('dept.tenant_id', '=', caller.tenantId)
    .where((d) => d.or([d('dept.id', '=', caller.deptId), d('dept.ancestors', 'like', `%,${caller.deptId},%`)]));

/** Rows of a department (or departments): by the row's department column, else by its creator's membership there. */
function inDepts(eb: Eb, table: string, target: ScopeTarget, caller: Caller, below: boolean): Expression<SqlBool> {
  if (target.dept) return below ? eb(`${table}.${target.dept}`, 'in', deptAndBelow(eb, caller)) : eb(`${table}.${target.dept}`, '=', caller.deptId);
  const members = eb.selectFrom('post').select('post.user_id').where('post.tenant_id', '=', caller.tenantId);
  return eb(`${table}.${target.creator}`, 'in', below ? members.where('post.dept_id', 'in', deptAndBelow(eb, caller)) : members.where('post.dept_id', '=', caller.deptId));
}

function custom(eb: Eb, table: string, resource: string, target: ScopeTarget, grant: DataGrant): Expression<SqlBool> {
  const column = Object.hasOwn(target.columns, grant.scopeColumn) ? target.columns[grant.scopeColumn] : undefined;
  const values = scopeValues(grant.scopeValue);
  // A rule naming a field the resource no longer offers, or no value, lets nothing through rather than everything.
  if (!column || !values.length) return nothing();
  const fields = SCOPED_RESOURCES[resource as ScopedResource].fields as Record<string, { kind: string }>;
  const typed = fields[grant.scopeColumn]?.kind === 'int' ? values.map(Number).filter(Number.isSafeInteger) : values;
  return typed.length ? eb(`${table}.${column}`, 'in', typed) : nothing();
}

function one(eb: Eb, table: string, resource: string, target: ScopeTarget, caller: Caller, grant: DataGrant): Expression<SqlBool> {
  switch (grant.scopeType) {
    case 'deptAndBelow':
      return inDepts(eb, table, target, caller, true);
    case 'dept':
      return inDepts(eb, table, target, caller, false);
    case 'own':
      return eb(`${table}.${target.creator}`, '=', caller.userId);
    case 'custom':
      return custom(eb, table, resource, target, grant);
    default:
      return nothing();
  }
}

/** The condition for `resource` (the builder's declared name) on `table`; undefined: the whole organisation. */
export function dataScopeWhere(grants: readonly DataGrant[], caller: Caller, resource: string, table: string): ScopeWhere | undefined {
  const rules = grants.filter((g) => g.resource === resource);
  if (!rules.length || rules.some((g) => g.scopeType === 'all' || g.scopeType === 'org')) return undefined;
  const target = targetOf(resource);
  // Granted a rule for a resource the server does not know how to narrow: nothing rather than everything.
  if (!target) return () => nothing();
  return (eb) => eb.or(rules.map((g) => one(eb, table, resource, target, caller, g)));
}
