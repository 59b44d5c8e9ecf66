import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { deptEndpoints } from '@shared/api/orgStructureEndpoints';
import {
  buildTree,
  childAncestors,
  DEPT_MESSAGES,
  deptLazyQuerySchema,
  deptListQuerySchema,
  deptSchema,
  deptTreeQuerySchema,
  isSelfOrBelow,
  rebaseAncestors,
  ROOT_PARENT,
  type Dept,
  type DeptTreeNode,
} from '@shared/domain/dept';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { DEPT_BUTTONS } from '@shared/domain/organisationButtons';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { childDepts, deptsBelow, deptsOfTenant, findDept, insertDept, joinedMembers, memberCounts, removeDepts, topDept, updateDept, type DeptRow } from '../../repositories/depts';
import { targetTenant } from '../../http/buttonGrants';

const refuse = (message: string) => new HttpError(400, message);
const fill = (message: string, name: string) => message.replace('{{name}}', name);

function toDept(row: DeptRow, names: Map<string, string>, counts: Map<string, number>): Dept {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    parentId: row.parent_id,
    parentName: names.get(row.parent_id) ?? '',
    name: row.name,
    sort: row.sort,
    remark: row.remark,
    ancestors: row.ancestors,
    memberCount: counts.get(row.id) ?? 0,
    createTime: row.create_time,
  };
}

async function deptRecord(db: Executor, tenantId: string, row: DeptRow): Promise<Dept> {
  const parent = row.parent_id === ROOT_PARENT ? undefined : await findDept(db, tenantId, row.parent_id);
  return toDept(row, new Map(parent ? [[parent.id, parent.name]] : []), await memberCounts(db, tenantId, [row.id]));
}

/** The organisation's tree of departments, optionally with its joined members as leaves. */
async function pickerTree(db: Executor, tenantId: string, opts: { members: boolean; disableDepts: boolean }): Promise<DeptTreeNode[]> {
  const depts = await deptsOfTenant(db, tenantId);
  const nodes: DeptTreeNode[] = depts.map((d) => ({ id: d.id, parentId: d.parent_id, name: d.name, kind: 'dept', hasChildren: false, ...(opts.disableDepts ? { disabled: true } : {}) }));
  if (opts.members) {
    const known = new Set(depts.map((d) => d.id));
    for (const m of await joinedMembers(db, tenantId)) {
      if (known.has(m.dept_id)) nodes.push({ id: m.user_id, parentId: m.dept_id, name: m.real_name, kind: 'member', hasChildren: false });
    }
  }
  // Members' ids are user ids: a member leaf never becomes a department's parent (kinds are kept apart).
  const byId = new Map(nodes.filter((n) => n.kind === 'dept').map((n) => [n.id, { ...n, children: [] as DeptTreeNode[] }]));
  const roots: DeptTreeNode[] = [];
  for (const n of nodes) {
    const node = n.kind === 'dept' ? byId.get(n.id)! : { ...n };
    const parent = byId.get(n.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const finish = (list: DeptTreeNode[]): DeptTreeNode[] => list.map((n) => (n.children ? { ...n, hasChildren: n.children.length > 0, children: finish(n.children) } : n));
  return finish(roots);
}

/**
 * Departments (spec 3 §7 dept/*): reads of the caller's organisation (the operator's administrator
 * may name another by tenantId where the spec has it); writes only in the caller's own, each behind
 * its button; a move rewrites the ancestors of the department and everything below it in one
 * transaction; removal is refused for the top department and for departments with members or
 * sub-departments, naming the department.
 */
export function registerDeptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  route(app, ctx, deptEndpoints.list, async (req) => {
    const caller = callerOf(req);
    const query = req.query as Record<string, unknown>;
    const { name } = parseInput(deptListQuerySchema, { name: query.name });
    const tenantId = await targetTenant(db, caller, typeof query.tenantId === 'string' ? query.tenantId : undefined);
    const rows = await deptsOfTenant(db, tenantId);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const counts = await memberCounts(db, tenantId);
    let kept = rows;
    if (name) {
      // A match keeps its ancestors, so it is shown where it sits in the tree.
      const keep = new Set<string>();
      for (const r of rows.filter((r) => r.name.includes(name))) {
        keep.add(r.id);
        for (const id of r.ancestors.split(',').filter(Boolean)) keep.add(id);
      }
      kept = rows.filter((r) => keep.has(r.id));
    }
    const tree = buildTree(kept.map((r) => toDept(r, names, counts))) as Dept[];
    return pageOf(tree, tree.length, 1, -1);
  });

  route(app, ctx, deptEndpoints.lazyList, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(deptLazyQuerySchema, req.query);
    const tenantId = await targetTenant(db, caller, q.tenantId);
    const rows = await childDepts(db, tenantId, q.parentId);
    const parent = q.parentId === ROOT_PARENT ? undefined : await findDept(db, tenantId, q.parentId);
    const counts = await memberCounts(db, tenantId, rows.map((r) => r.id));
    return rows.map((r) => ({ ...toDept(r, new Map(parent ? [[parent.id, parent.name]] : []), counts), hasChildren: r.child_count > 0 }));
  });

  route(app, ctx, deptEndpoints.tree, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(deptTreeQuerySchema, req.query);
    const tenantId = await targetTenant(db, caller, q.tenantId);
    return pickerTree(db, tenantId, { members: q.needUser === 'true', disableDepts: q.dis === 'dept' });
  });

  route(app, ctx, deptEndpoints.innerContactsTree, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(deptTreeQuerySchema, req.query);
    const tenantId = await targetTenant(db, caller, q.tenantId);
    return pickerTree(db, tenantId, { members: true, disableDepts: true });
  });

  route(app, ctx, deptEndpoints.lazyTree, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(deptLazyQuerySchema, req.query);
    const tenantId = await targetTenant(db, caller, q.tenantId);
    const rows = await childDepts(db, tenantId, q.parentId);
    return rows.map((r): DeptTreeNode => ({ id: r.id, parentId: r.parent_id, name: r.name, kind: 'dept', hasChildren: r.child_count > 0 }));
  });

  route(app, ctx, deptEndpoints.detail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query);
    const row = await findDept(db, caller.tenantId, id);
    if (!row) throw refuse(DEPT_MESSAGES.notFound);
    return deptRecord(db, caller.tenantId, row);
  });

  route(app, ctx, deptEndpoints.idNameMap, async (req) => {
    const caller = callerOf(req);
    const query = req.query as Record<string, unknown>;
    const q = parseInput(deptTreeQuerySchema, { tenantId: query.tenantId });
    const tenantId = await targetTenant(db, caller, q.tenantId);
    return Object.fromEntries((await deptsOfTenant(db, tenantId)).map((d) => [d.id, d.name]));
  });

  route(app, ctx, deptEndpoints.submit, async (req) => {
    const caller = callerOf(req);
    const input = parseInput(deptSchema, req.body);
    await requireButton(db, caller, input.id ? DEPT_BUTTONS.edit : DEPT_BUTTONS.add);
    const tenantId = caller.tenantId;
    const now = timestamp();
    const id = await db.transaction().execute(async (trx) => {
      const existing = input.id ? await findDept(trx, tenantId, input.id) : undefined;
      if (input.id && !existing) throw refuse(DEPT_MESSAGES.notFound);
      const isTop = existing?.parent_id === ROOT_PARENT;
      // One top department per organisation: it stays at the top, every other department sits under one.
      if (isTop && input.parentId !== ROOT_PARENT) throw refuse(DEPT_MESSAGES.topParent);
      if (!isTop && input.parentId === ROOT_PARENT) throw refuse(DEPT_MESSAGES.parent);
      const parent = isTop ? null : await findDept(trx, tenantId, input.parentId);
      if (!isTop && !parent) throw refuse(DEPT_MESSAGES.parentNotFound);
      if (existing && parent && isSelfOrBelow(existing, parent)) throw refuse(DEPT_MESSAGES.moveUnderItself);
      const ancestors = childAncestors(parent ?? null);
      const values = { parent_id: input.parentId, name: input.name, sort: input.sort, remark: input.remark, ancestors, update_time: now };
      if (!existing) {
        const added = newId();
        await insertDept(trx, { ...values, id: added, tenant_id: tenantId, create_time: now });
        req.successMessage = MESSAGES.created;
        return added;
      }
      await updateDept(trx, tenantId, existing.id, values);
      if (ancestors !== existing.ancestors) {
        const oldPrefix = `${existing.ancestors}${existing.id},`;
        const newPrefix = `${ancestors}${existing.id},`;
        for (const below of await deptsBelow(trx, tenantId, existing.id)) {
          await updateDept(trx, tenantId, below.id, { ancestors: rebaseAncestors(below.ancestors, oldPrefix, newPrefix), update_time: now });
        }
      }
      req.successMessage = MESSAGES.updated;
      return existing.id;
    });
    return deptRecord(db, tenantId, (await findDept(db, tenantId, id))!);
  });

  route(
    app,
    ctx,
    deptEndpoints.remove,
    async (req) => {
      const caller = callerOf(req);
      const { ids } = parseInput(idsSchema, { ...(req.query as object), ...(req.body as object) });
      await requireButton(db, caller, DEPT_BUTTONS.remove);
      const tenantId = caller.tenantId;
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        const rows = (await deptsOfTenant(trx, tenantId)).filter((d) => unique.includes(d.id));
        // All or nothing: an id of another organisation (or a stale one) removes none.
        if (rows.length !== unique.length) throw refuse(DEPT_MESSAGES.notFound);
        const removing = new Set(unique);
        const counts = await memberCounts(trx, tenantId, unique);
        for (const row of rows) {
          if (row.parent_id === ROOT_PARENT) throw refuse(DEPT_MESSAGES.topRemove);
          if ((counts.get(row.id) ?? 0) > 0) throw refuse(fill(DEPT_MESSAGES.hasMembers, row.name));
          // Sub-departments removed in the same call do not hold their parent back.
          const children = (await childDepts(trx, tenantId, row.id)).filter((c) => !removing.has(c.id));
          if (children.length) throw refuse(fill(DEPT_MESSAGES.hasChildren, row.name));
        }
        const top = await topDept(trx, tenantId);
        await removeDepts(trx, tenantId, unique, top!.id);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
