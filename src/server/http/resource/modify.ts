/**
 * Modify (变更): the new values and a change_history row (the changed fields before and after, as
 * the API names them, with the reason) written in one transaction — if the history cannot be
 * written, nothing of the record changes. The history endpoint pages one record's changes, for a
 * record of the caller's organisation (and, for a child, of a parent in it) only.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { changeHistoryPageQuerySchema } from '@shared/domain/changeHistory';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { insertChangeHistory, pageChangeHistory } from '../../repositories/change-history';
import { updateTenantRow } from '../../repositories/tenant-rows';
import { requireButton } from '../buttonGrants';
import { callerOf } from '../caller';
import { route } from '../route';
import { parseInput } from '../validate';
import type { ResourceRows } from './rows';
import { callInput } from './rows';
import type { Input, ResourceDeclaration } from './types';

/** The fields whose value differs, before and after, out of `fields`. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const field of fields) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    diff.before[field] = before[field] ?? null;
    diff.after[field] = after[field] ?? null;
  }
  return diff;
}

export function registerModify<Row, Rec, In extends Input>(app: FastifyInstance, ctx: AppContext, r: ResourceDeclaration<Row, Rec, In>, rows: ResourceRows<Row, Rec>): void {
  const modify = r.modify;
  if (!modify) return;
  const resource = r.name ?? r.table;

  route(
    app,
    ctx,
    modify.endpoint,
    async (req) => {
      const caller = callerOf(req);
      let input: Input = parseInput(modify.schema, callInput(req, caller, r.notFound));
      if (modify.button) await requireButton(ctx.db, caller, modify.button);
      // A modify's values are the edit form's (modifySchema extends it), so the formula and the hook read them alike.
      const asEdit = (v: Input) => v as unknown as In;
      if (r.computed) input = { ...input, ...r.computed(asEdit(input)) };
      const id = String(input.id);
      const now = timestamp();
      await ctx.db.transaction().execute(async (trx) => {
        const existing = await rows.find(trx, caller, id);
        if (!existing) throw rows.notFound();
        await r.beforeWrite?.(trx, asEdit(input), caller, existing);
        const values = modify.toUpdate(input, caller, existing);
        if (r.columns?.updateTime) values.update_time = now;
        if (!(await updateTenantRow(trx, r.table, caller.tenantId, id, values, { scope: rows.scope(caller) }))) throw rows.notFound();
        await rows.keepsInScope(trx, caller, id);
        const updated = (await rows.find(trx, caller, id))!;
        const fields = Object.keys(input).filter((k) => k !== 'id' && k !== 'changeReason');
        const diff = changedFields(r.toRecord(existing) as Record<string, unknown>, r.toRecord(updated) as Record<string, unknown>, fields);
        await insertChangeHistory(trx, {
          id: newId(),
          tenant_id: caller.tenantId,
          resource,
          record_id: id,
          change_reason: String(input.changeReason),
          before_values: JSON.stringify(diff.before),
          after_values: JSON.stringify(diff.after),
          create_user: caller.userId,
          create_time: now,
        });
      });
      return rows.answer(ctx.db, caller, id);
    },
    { message: MESSAGES.updated },
  );

  if (modify.history) {
    route(app, ctx, modify.history, async (req) => {
      const caller = callerOf(req);
      const q = parseInput(changeHistoryPageQuerySchema, callInput(req, caller, r.notFound));
      // The record itself must be the caller's (and in scope): its history is no one else's to read.
      if (!(await rows.find(ctx.db, caller, q.recordId))) throw rows.notFound();
      const { records, total } = await pageChangeHistory(ctx.db, caller.tenantId, resource, q.recordId, q);
      return pageOf(records, total, q.current, q.size);
    });
  }
}
