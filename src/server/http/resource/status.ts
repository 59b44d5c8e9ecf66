/**
 * Declared status changes: the machine from src/shared/domain decides, and the write is
 * conditional — `UPDATE ... WHERE tenant_id = ? AND id = ? AND status IN (sourcesOf(...))` — so two
 * people changing one record at once cannot both pass the machine: the second finds no row still
 * in an allowed status and is refused with the machine's message.
 */
import type { FastifyInstance } from 'fastify';
import { sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { callTitle, recordEvent } from '../../logs/events';
import { timestamp } from '../../db/time';
import { updateTenantRow } from '../../repositories/tenant-rows';
import { requireButton } from '../buttonGrants';
import { callerOf } from '../caller';
import { HttpError } from '../errors';
import { route } from '../route';
import { parseInput } from '../validate';
import type { ResourceRows } from './rows';
import { callInput } from './rows';
import type { Input, ResourceDeclaration } from './types';

export function registerStatusChanges<Row, Rec, In extends Input>(app: FastifyInstance, ctx: AppContext, r: ResourceDeclaration<Row, Rec, In>, rows: ResourceRows<Row, Rec>): void {
  for (const change of r.statusChanges ?? []) {
    const schema = statusChangeSchema(change.machine);
    const column = change.column ?? 'status';
    route(
      app,
      ctx,
      change.endpoint,
      async (req) => {
        const caller = callerOf(req);
        // Path parameters (changeStatus/{id}/{status}) arrive as text; the shared schema reads them as the body's.
        const raw = callInput(req, caller, r.notFound, { withQuery: Boolean(change.idField) });
        if (change.field) raw.status = raw[change.field];
        if (change.idField) raw.id = raw[change.idField] as string | undefined;
        const input = parseInput(schema, raw) as Input & { id: string; status: number };
        if (change.button) await requireButton(ctx.db, caller, change.button);
        await ctx.db.transaction().execute(async (trx) => {
          const row = await rows.find(trx, caller, input.id);
          if (!row) throw rows.notFound();
          const record = change.machineRecord ? change.machineRecord(row) : r.toRecord(row);
          const sources = sourcesOf(change.machine, record, input.status);
          if (!sources.length) throw new HttpError(400, change.machine.refused);
          await change.beforeWrite?.(trx, input, caller, row);
          const values: Record<string, unknown> = { ...change.toUpdate?.(input, caller), [column]: input.status };
          if (r.columns?.updateTime) values.update_time = timestamp();
          const written = await updateTenantRow(trx, r.table, caller.tenantId, input.id, values, { scope: rows.scope(caller), statusIn: { column, values: sources } });
          // Nothing written: the row left an allowed status meanwhile (refused), or left altogether.
          if (!written) throw (await rows.find(trx, caller, input.id)) ? new HttpError(400, change.machine.refused) : rows.notFound();
          await rows.keepsInScope(trx, caller, input.id);
        });
        // Every declared status change reaches the usual log from here, once committed.
        recordEvent(ctx.db, req, { type: 'status', title: callTitle(r.name ?? r.table, change.endpoint), targetIds: [input.id], detail: `${column}=${input.status}` });
        return rows.answer(ctx.db, caller, input.id);
      },
      { message: MESSAGES.updated },
    );
  }
}
