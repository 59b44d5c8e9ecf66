import { PROJECT_MESSAGES } from '@shared/domain/project';
/**
 * Filed projects (spec 3 §7 record/*): adding (the full form) and editing (name and status only) with
 * the name unique per organisation, the blur check, the status change along the shared machine, and
 * removal. Every edit and status change writes a change_history row in the same transaction.
 */
import { removeShotsOfRecords } from './shot-records';
import type { FastifyInstance } from 'fastify';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import {
  canTransitionRecord,
  PROJECT_RECORD_MESSAGES,
  RECORD_HISTORY_RESOURCE,
  RECORD_STATUS,
  recordAddSchema,
  recordCheckExistSchema,
  recordEditSchema,
  recordStatusMachine,
  type RecordAdd,
} from '@shared/domain/projectRecord';
import { recordEndpoints } from '@shared/api/recordEndpoints';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { removePartiesOf, replaceParties, requirePartner, requirePartners } from '../../projects/parties';
import { insertChangeHistory } from '../../repositories/change-history';
import { findRecord, recordAnswer, registerRecordReadRoutes, toRecordBase, type RecordRow } from './records-read';

const badRequest = (message: string) => new HttpError(400, message);

/** Whether another filing of the organisation has this name (the one being edited excepted). */
async function nameTaken(db: Executor, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('project_record').select('id').where('tenant_id', '=', tenantId).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** A change of a filing, as its history shows it: the fields that changed, before and after. */
async function writeHistory(trx: Executor, caller: Caller, recordId: string, kind: 'edit' | 'status', before: Record<string, unknown>, after: Record<string, unknown>): Promise<void> {
  await insertChangeHistory(trx, {
    id: newId(),
    tenant_id: caller.tenantId,
    resource: RECORD_HISTORY_RESOURCE,
    record_id: recordId,
    change_reason: kind,
    before_values: JSON.stringify(before),
    after_values: JSON.stringify(after),
    create_user: caller.userId,
    create_time: timestamp(),
  });
}

/**
 * The filing's code, made by the server: BA, the day and time of filing (yyyyMMddHHmmss) and the
 * new id's last six digits (a per-process counter), so two filings of one second still differ.
 */
export const recordCode = (id: string, now: string) => `BA${now.replace(/\D/g, '')}${id.slice(-6)}`;

/** A filing's owner unit (a yz partner) and resource providers (zy partners), or the route's refusal. */
export async function requireRecordParties(trx: Executor, caller: Caller, input: Pick<RecordAdd, 'ownerUnitDeptId' | 'resProviderDeptId'>) {
  const owner = await requirePartner(trx, caller, input.ownerUnitDeptId, { categories: ['yz'], message: PROJECT_MESSAGES.owner });
  const providers = await requirePartners(trx, caller, input.resProviderDeptId.split(',').filter(Boolean), { categories: ['zy'] });
  return { owner, providers };
}

/** A new filing inside the caller's transaction (the form's one, or each row of an import): the name free, the parties partners. */
export async function addRecordWithin(trx: Executor, caller: Caller, input: RecordAdd, id: string, now: string): Promise<void> {
  if (await nameTaken(trx, caller.tenantId, input.name)) throw badRequest(PROJECT_RECORD_MESSAGES.nameExists);
  const { owner, providers } = await requireRecordParties(trx, caller, input);
  await trx
    .insertInto('project_record')
    .values({
      id,
      tenant_id: caller.tenantId,
      name: input.name,
      code: recordCode(id, now),
      status: input.status,
      status_time: now,
      region_id: input.regionId,
      detail_addr: input.detailAddr,
      type: input.type,
      main_industry: input.mainIndustry,
      other_industry: input.otherIndustry,
      scale: input.scale,
      remark: input.remark,
      owner_tenant_id: owner.bizId,
      owner_name: owner.deptName,
      owner_code: owner.code,
      create_user: caller.userId,
      create_dept: caller.deptId,
      create_time: now,
      update_time: now,
    })
    .execute();
  await replaceParties(trx, caller.tenantId, 'record', id, 'provider', providers);
}

const isEditing = (body: Record<string, unknown>) => body.id !== undefined && body.id !== null && body.id !== '';

export function registerProjectRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRecordReadRoutes(app, ctx);

  // The blur check: true when free; 备案名已存在 when another filing of the organisation has it.
  route(app, ctx, recordEndpoints.checkExist, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(recordCheckExistSchema, req.query);
    if (q.name && (await nameTaken(ctx.db, caller.tenantId, q.name, q.id))) throw badRequest(PROJECT_RECORD_MESSAGES.nameExists);
    return true;
  });

  route(app, ctx, recordEndpoints.submit, async (req) => {
    const caller = callerOf(req);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const editing = isEditing(body);
    const now = timestamp();
    try {
      if (editing) {
        const input = parseInput(recordEditSchema, body);
        await requireButton(ctx.db, caller, RECORD_BUTTONS.edit);
        await ctx.db.transaction().execute(async (trx) => {
          const existing = await findRecord(trx, caller, input.id);
          if (!existing) throw badRequest(PROJECT_RECORD_MESSAGES.notFound);
          if (Number(existing.status) === RECORD_STATUS.initiated) throw badRequest(PROJECT_RECORD_MESSAGES.initiatedLocked);
          if (await nameTaken(trx, caller.tenantId, input.name, input.id)) throw badRequest(PROJECT_RECORD_MESSAGES.nameExists);
          const statusChanged = input.status !== Number(existing.status);
          if (statusChanged && !canTransitionRecord(Number(existing.status), input.status)) throw badRequest(PROJECT_RECORD_MESSAGES.transition);
          // Conditional on the status read: an initiation (or another edit) meanwhile refuses this one.
          const written = await trx
            .updateTable('project_record')
            .set({ name: input.name, status: input.status, update_time: now, ...(statusChanged ? { status_time: now } : {}) })
            .where('tenant_id', '=', caller.tenantId)
            .where('id', '=', input.id)
            .where('status', '=', Number(existing.status))
            .executeTakeFirst();
          if (!Number(written.numUpdatedRows)) throw badRequest(PROJECT_RECORD_MESSAGES.transition);
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          if (existing.name !== input.name) [before.name, after.name] = [existing.name, input.name];
          if (statusChanged) [before.status, after.status] = [Number(existing.status), input.status];
          if (Object.keys(after).length) await writeHistory(trx, caller, input.id, 'edit', before, after);
        });
        req.successMessage = MESSAGES.updated;
        return recordAnswer(ctx.db, caller, input.id);
      }
      const input = parseInput(recordAddSchema, body);
      await requireButton(ctx.db, caller, RECORD_BUTTONS.add);
      const id = newId();
      await ctx.db.transaction().execute((trx) => addRecordWithin(trx, caller, input, id, now));
      req.successMessage = MESSAGES.created;
      return recordAnswer(ctx.db, caller, id);
    } catch (e) {
      // Two saves of one name at once: the unique index refuses the second; it gets the rule's words.
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!(e instanceof HttpError) && name && (await nameTaken(ctx.db, caller.tenantId, name, editing ? String(body.id) : undefined))) throw badRequest(PROJECT_RECORD_MESSAGES.nameExists);
      throw e;
    }
  });

  registerResource<RecordRow, ReturnType<typeof toRecordBase>, Record<string, unknown>>(app, ctx, {
    table: 'project_record',
    notFound: PROJECT_RECORD_MESSAGES.notFound,
    creator: true,
    columns: { createDept: true, updateTime: true },
    endpoints: { remove: recordEndpoints.remove },
    schemas: {},
    buttons: { remove: RECORD_BUTTONS.remove },
    toRecord: toRecordBase,
    // A filing that became a project stays as long as its project does.
    removeDependents: async (trx, tenantId, ids) => {
      const initiated = await trx.selectFrom('project').select('id').where('tenant_id', '=', tenantId).where('record_id', 'in', ids).executeTakeFirst();
      if (initiated) throw badRequest(PROJECT_RECORD_MESSAGES.removeInitiated);
      await removePartiesOf(trx, tenantId, 'record', ids);
      await removeShotsOfRecords(trx, tenantId, ids);
      await trx.deleteFrom('change_history').where('tenant_id', '=', tenantId).where('resource', '=', RECORD_HISTORY_RESOURCE).where('record_id', 'in', ids).execute();
    },
    statusChanges: [
      {
        endpoint: recordEndpoints.changeStatus,
        machine: recordStatusMachine,
        button: RECORD_BUTTONS.status,
        toUpdate: () => ({ status_time: timestamp() }),
        // In the status write's transaction: the history row goes only if the conditional write does.
        beforeWrite: (trx, input, caller, row) => (row ? writeHistory(trx, caller, row.id, 'status', { status: Number(row.status) }, { status: Number(input.status) }) : undefined),
      },
    ],
  });
}
