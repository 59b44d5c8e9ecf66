import { PROJECT_MESSAGES } from '@shared/domain/project';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { archiveEndpoints as e } from '@shared/api/archiveEndpoints';
import { idsSchema } from '@shared/domain/fields';
import { OUTCOME_BUTTONS } from '@shared/domain/projectButtons';
import {
  isPhaseOfProject,
  OUTCOME_ARCHIVE,
  OUTCOME_MESSAGES,
  outcomeArchiveMachine,
  outcomePageQuerySchema,
  outcomeSchema,
  type OutcomeArchive,
  type OutcomeInput,
  type PhaseOutcome,
} from '@shared/domain/phaseOutcome';
import type { AppContext } from '../../context';
import type { PhaseOutcomeTable } from '../../db/schema-archives';
import { equals, like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { PROJECT_PARENT } from '../../projects/parent';
import { readAttachments, refuseArchived, writeResolver } from './archiveRows';

type OutcomeRow = PhaseOutcomeTable & { create_user_name: string | null };

function toOutcome(row: OutcomeRow): PhaseOutcome {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    projectName: row.project_name,
    code: row.project_code,
    phaseKey: row.phase_key,
    hflx: row.hflx,
    tzzy: row.tzzy,
    name: row.name,
    remark: row.remark,
    attach: readAttachments(row.attach),
    attachSize: Number(row.attach_size),
    isArchive: Number(row.is_archive) as OutcomeArchive,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** remove (id, tenantId): the spec's single id, or several comma-joined; the rows are the caller's organisation's whatever tenantId says. */
const removeSchema = z.preprocess((v) => ({ ids: (v as { id?: unknown } | null)?.id }), idsSchema);

/**
 * phase-outcome/* (spec 3 §7): a project's phase outcomes. Upload (submit) only adds: the attachment
 * is an item of the caller's organisation's registry, the phase one of the project's; archive sets
 * isArchive 1 once (a conditional write), after which the outcome is read-only and not removed.
 */
export function registerOutcomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const outcomes = writeResolver();
  registerResource(app, ctx, {
    table: 'phase_outcome',
    notFound: OUTCOME_MESSAGES.notFound,
    endpoints: { page: e.outcomePage, submit: e.outcomeSubmit, remove: e.outcomeRemove },
    schemas: { page: outcomePageQuerySchema, submit: outcomeSchema, remove: removeSchema },
    parent: { ...PROJECT_PARENT, optionalInPage: true },
    creator: 'name',
    columns: { createDept: true, updateTime: true },
    buttons: { add: OUTCOME_BUTTONS.add, remove: OUTCOME_BUTTONS.remove },
    filters: { name: like('name'), projectName: like('project_name'), phaseKey: equals('phase_key'), hflx: equals('hflx'), isArchive: equals('is_archive') },
    sort: { default: [['create_time', 'desc']] },
    toRecord: toOutcome,
    beforeWrite: async (trx, input: OutcomeInput, caller) => {
      const { project } = await outcomes.resolve(trx, caller, input, input.attach);
      if (!isPhaseOfProject(input.phaseKey, project.phase_keys)) throw new HttpError(400, PROJECT_MESSAGES.phaseNotOfProject);
    },
    toInsert: (input: OutcomeInput) => {
      const { project, attachments } = outcomes.of(input);
      return {
        project_id: project.id,
        project_name: project.name,
        project_code: project.code,
        phase_key: input.phaseKey,
        hflx: input.hflx,
        tzzy: input.tzzy,
        name: input.name,
        remark: input.remark,
        attach: JSON.stringify(attachments),
        // The registry's size of the stored object, not what the client said.
        attach_size: attachments[0]?.size ?? 0,
        is_archive: OUTCOME_ARCHIVE.open,
      };
    },
    removeDependents: (trx, tenantId, ids) => refuseArchived(trx, 'phase_outcome', tenantId, ids, OUTCOME_MESSAGES.archivedReadOnly),
    statusChanges: [{ endpoint: e.outcomeArchive, machine: outcomeArchiveMachine, column: 'is_archive', field: 'isArchive', button: OUTCOME_BUTTONS.archive }],
  });
}
