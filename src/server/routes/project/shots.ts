import { PROJECT_MESSAGES } from '@shared/domain/project';
/**
 * Task records of filings (spec 3 §7: shots-mgr, shots-survey, shots-internal, desktop/shots): one
 * table with a variant column, each variant a resource on the builder narrowed to its variant and
 * to records whose filing is a row of the caller's organisation (inside its data scope).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { shotEndpoints } from '@shared/api/shotEndpoints';
import { pageQuerySchema } from '@shared/domain/paging';
import { SHOT_BUTTONS } from '@shared/domain/projectButtons';
import {
  SHOT_MESSAGES,
  shotDisplayMachine,
  shotIdSchema,
  shotPageQuerySchema,
  shotRemoveSchema,
  shotSchema,
  type ShotSubmit,
  type ShotVariant,
} from '@shared/domain/projectShot';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { ProjectRecordTable } from '../../db/schema-projects';
import { timestamp } from '../../db/time';
import { callerOf, type Caller } from '../../http/caller';
import { registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { dayRange, equals, like } from '../../http/resource/filters';
import { dataScopeOf } from '../../http/scopes';
import { findTenantRow, type ScopeWhere } from '../../repositories/tenant-rows';
import { checkShotLinks, toShot, type ShotRow } from './shot-records';

/** The data scopes' name of task records (one for the three variants) and of filings. */
const SHOT_RESOURCE = 'project-shot';
const RECORD_RESOURCE = 'project_record';

/** A record is reached only while its filing is a row of the caller's organisation that they may reach. */
function filingExists(caller: Caller, table: string): ScopeWhere {
  const recordScope = dataScopeOf(caller, RECORD_RESOURCE, 'project_record');
  return (eb) => {
    let sub = eb.selectFrom('project_record').select('project_record.id').where('project_record.id', '=', eb.ref(`${table}.record_id`)).where('project_record.tenant_id', '=', caller.tenantId);
    if (recordScope) sub = sub.where(recordScope);
    return eb.exists(sub);
  };
}

const variantScope =
  (variant: ShotVariant) =>
  (caller: Caller, table: string): ScopeWhere =>
  (eb) =>
    eb.and([eb(`${table}.variant`, '=', variant), filingExists(caller, table)(eb)]);

async function requireFiling(db: Executor, caller: Caller, recordId: string): Promise<ProjectRecordTable> {
  const filing = await findTenantRow<ProjectRecordTable>(db, 'project_record', caller.tenantId, recordId, { scope: dataScopeOf(caller, RECORD_RESOURCE, 'project_record') });
  if (!filing) throw new HttpError(400, PROJECT_MESSAGES.recordNotFound);
  return filing;
}

/**
 * The spec's calls name the organisation (remove (id, tenantId), GET {id}?tenantId): one that is not
 * the caller's is refused as a record that does not exist, before any handler runs.
 */
function tenantGuarded(app: FastifyInstance): FastifyInstance {
  const guarded = Object.create(app) as FastifyInstance;
  const check = async (req: FastifyRequest) => {
    const named = [req.query, req.body].map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>).tenantId : undefined)).filter((v) => v !== undefined && v !== '');
    if (named.some((t) => t !== callerOf(req).tenantId)) throw new HttpError(400, SHOT_MESSAGES.notFound);
  };
  guarded.route = ((opts: Parameters<FastifyInstance['route']>[0]) => app.route({ ...opts, preHandler: check })) as FastifyInstance['route'];
  return guarded;
}

const json = (files: ShotSubmit['pictures']) => JSON.stringify(files.map((f) => ({ name: f.name, link: f.link, size: f.size })));

/** The filing's name and code, looked up by beforeWrite in the write's transaction. */
type Written = ShotSubmit & { projectName?: string; code?: string };

const columns = (input: Written) => ({
  record_id: input.recordId,
  project_name: input.projectName ?? '',
  code: input.code ?? '',
  task_theme: input.taskTheme,
  participants: input.participants,
  start_time: input.startTime,
  end_time: input.endTime,
  task_description: input.taskDescription,
  pictures: json(input.pictures),
  videos: json(input.videos),
  audio: json(input.audio),
  attachs: json(input.attachs),
  update_time: timestamp(),
});

function registerVariant(app: FastifyInstance, ctx: AppContext, variant: ShotVariant): void {
  const e = shotEndpoints[variant];
  const archived = () => new HttpError(400, SHOT_MESSAGES.archived);
  registerResource<ShotRow, ReturnType<typeof toShot>, Written>(app, ctx, {
    table: 'project_shot',
    name: SHOT_RESOURCE,
    notFound: SHOT_MESSAGES.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: shotPageQuerySchema, submit: shotSchema, detail: shotIdSchema, remove: shotRemoveSchema },
    scope: variantScope(variant),
    creator: true,
    columns: { createDept: true },
    filters: {
      taskTheme: like('task_theme'),
      projectName: like('project_name'),
      recordId: equals('record_id'),
      isArchive: equals('is_archive'),
      displayStatus: equals('display_status'),
      createTime: dayRange('create_time'),
    },
    sort: { columns: { createTime: 'create_time', startTime: 'start_time' }, default: [['create_time', 'desc']] },
    // Whoever may add a record may correct it until it is archived.
    buttons: { add: SHOT_BUTTONS.add, edit: SHOT_BUTTONS.add, remove: SHOT_BUTTONS.remove },
    beforeWrite: async (trx, input, caller, existing) => {
      if (existing?.is_archive === 1) throw archived();
      const filing = await requireFiling(trx, caller, input.recordId);
      checkShotLinks(ctx, caller, [...input.pictures, ...input.videos, ...input.audio, ...input.attachs]);
      input.projectName = filing.name;
      input.code = filing.code;
    },
    toRecord: toShot,
    toInsert: (input) => ({ ...columns(input), variant, is_archive: 0, archive_time: '', display_status: variant === 'survey' ? (input.displayStatus ?? 0) : 0, view_count: 0, last_view_time: '' }),
    toUpdate: (input) => columns(input),
    // Archived records stay: removing any of them removes none.
    removeDependents: async (trx, tenantId, ids) => {
      const locked = await trx.selectFrom('project_shot').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).where('is_archive', '=', 1).executeTakeFirst();
      if (locked) throw archived();
      await trx.deleteFrom('project_shot_view').where('tenant_id', '=', tenantId).where('shot_id', 'in', ids).execute();
    },
    updates: [
      {
        endpoint: e.archive,
        schema: shotIdSchema,
        button: SHOT_BUTTONS.archive,
        beforeWrite: (_trx, _input, _caller, existing) => {
          if (existing?.is_archive === 1) throw new HttpError(400, SHOT_MESSAGES.alreadyArchived);
        },
        toUpdate: () => ({ is_archive: 1, archive_time: timestamp(), update_time: timestamp() }),
      },
      {
        // Opening a record marks it read by the caller: one row per person, its first and latest time.
        endpoint: e.view,
        schema: shotIdSchema,
        beforeWrite: async (trx, input: { id: string; first?: boolean }, caller) => {
          const now = timestamp();
          const seen = await trx.updateTable('project_shot_view').set({ last_time: now }).where('shot_id', '=', input.id).where('user_id', '=', caller.userId).executeTakeFirst();
          input.first = Number(seen.numUpdatedRows) === 0;
          if (input.first) await trx.insertInto('project_shot_view').values({ shot_id: input.id, tenant_id: caller.tenantId, user_id: caller.userId, first_time: now, last_time: now }).execute();
        },
        // Counted in the statement itself, so two people opening it at once both count.
        toUpdate: (input: { first?: boolean }) => ({ view_count: sql`view_count + ${input.first ? 1 : 0}`, last_view_time: timestamp() }),
      },
    ],
    statusChanges:
      variant === 'survey'
        ? [{ endpoint: shotEndpoints.survey.display, machine: shotDisplayMachine, column: 'display_status', field: 'displayStatus', button: SHOT_BUTTONS.display }]
        : [],
  });
}

export function registerShotRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = tenantGuarded(outer);
  for (const variant of ['mgr', 'survey', 'internal'] as const) registerVariant(app, ctx, variant);

  // The workbench's site surveys: shown ones (displayStatus 0) of the caller's organisation, newest first.
  registerResource<ShotRow, ReturnType<typeof toShot>, Record<string, never>>(app, ctx, {
    table: 'project_shot',
    name: SHOT_RESOURCE,
    notFound: SHOT_MESSAGES.notFound,
    endpoints: { page: shotEndpoints.desktop },
    schemas: { page: pageQuerySchema },
    scope: (caller, table) => (eb) => eb.and([variantScope('survey')(caller, table)(eb), eb(`${table}.display_status`, '=', 0)]),
    creator: true,
    sort: { default: [['create_time', 'desc']] },
    toRecord: toShot,
  });

  // The task form's filing picker: the caller's filings (id, name, code), by name keyword.
  registerResource<ProjectRecordTable, { id: string; name: string; code: string }, Record<string, never>>(app, ctx, {
    table: 'project_record',
    name: RECORD_RESOURCE,
    notFound: PROJECT_MESSAGES.recordNotFound,
    endpoints: { page: shotEndpoints.records },
    schemas: { page: pageQuerySchema.extend({ name: shotPageQuerySchema.shape.projectName }) },
    filters: { name: like('name') },
    toRecord: (r) => ({ id: r.id, name: r.name, code: r.code }),
  });
}
