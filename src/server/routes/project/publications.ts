/**
 * archive-publication/* (spec 3 §7): publication tasks. Submit and remove are the builder's (rows of
 * the project's organisation under its project); list, detail and board-list read the caller's own
 * tasks and those sent to it as the publisher (publication-rows.ts); status/{id} is
 * publication-status.ts; publisher-list answers the cb partners a task may be sent to.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { publicationEndpoints as e } from '@shared/api/publicationEndpoints';
import { bizAttentionListQuerySchema } from '@shared/domain/bizAttention';
import { idSchema } from '@shared/domain/fields';
import { PUBLICATION_BUTTONS } from '@shared/domain/projectButtons';
import { PUBLICATION_MESSAGES, PUBLICATION_STATUS, publicationPageQuerySchema, publicationSchema, type Publication, type PublicationSubmit } from '@shared/domain/publication';
import type { AppContext } from '../../context';
import type { ArchivePublicationTable } from '../../db/schema-publications';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { callInput } from '../../http/resource/rows';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { PROJECT_PARENT } from '../../projects/parent';
import { bizAttentionPage } from '../../repositories/biz-attention';
import { toBizAttention } from '../system/biz-attention';
import { checkPublication, type CheckedPublication } from './publication-checks';
import { findPublication, PUBLICATION_RESOURCE, PUBLICATION_TABLE, publicationPage, toBoardItem, toPublication } from './publication-rows';
import { registerPublicationStatus } from './publication-status';

/** A row as the builder reads it (with the creator's name). */
type StoredRow = ArchivePublicationTable & { create_user_name?: string | null };

/** beforeWrite's findings, kept on the input it hands on to toInsert and toUpdate (the same object). */
type Checked = PublicationSubmit & { checked?: CheckedPublication };

function columns(input: Checked) {
  const { team, attach } = input.checked!;
  return {
    project_id: input.projectId,
    name: input.name,
    type: input.type,
    phase_key: input.phaseKey,
    paper_size: input.paperSize,
    paper_type: input.paperType,
    publishing_num: input.publishingNum,
    remark: input.remark,
    description: input.describe,
    completion_time: input.completionTime,
    team_tenant_id: team.bizId,
    team_name: team.deptName,
    team_code: team.code,
    file_id: attach.id,
    attach_name: attach.original_name,
    attach_link: attach.link,
    attach_size: Number(attach.size),
    oss_name: attach.oss_name,
  };
}

export function registerPublicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource<StoredRow, Publication, Checked>(app, ctx, {
    table: PUBLICATION_TABLE,
    name: PUBLICATION_RESOURCE,
    notFound: PUBLICATION_MESSAGES.notFound,
    parent: PROJECT_PARENT,
    endpoints: { submit: e.submit, remove: e.remove },
    schemas: { submit: publicationSchema },
    buttons: { add: PUBLICATION_BUTTONS.add, edit: PUBLICATION_BUTTONS.edit, remove: PUBLICATION_BUTTONS.remove },
    columns: { createDept: true, updateTime: true },
    creator: true,
    // The answer of a write is the task as stored: the names joined from the project and the
    // organisation are what list and detail read (the drawer reads the detail again after a save).
    toRecord: (row) => toPublication({ ...row, project_name: '', project_code: '', project_phase_keys: '', tenant_name: '', create_user_name: row.create_user_name ?? null }, row.tenant_id),
    beforeWrite: async (trx, input, caller, existing) => {
      if (existing && Number(existing.status) !== PUBLICATION_STATUS.pending) throw new HttpError(400, PUBLICATION_MESSAGES.editPending);
      input.checked = await checkPublication(trx, caller, input);
    },
    toInsert: (input) => ({ ...columns(input), status: PUBLICATION_STATUS.pending, published_num: 0, real_completion_time: '' }),
    toUpdate: (input) => columns(input),
  });

  route(app, ctx, e.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(publicationPageQuerySchema, req.query);
    const { rows, total } = await publicationPage(ctx.db, caller, q);
    return pageOf(rows.map((r) => toPublication(r, caller.tenantId)), total, q.current, q.size);
  });

  route(app, ctx, e.board, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(publicationPageQuerySchema, req.query);
    const { rows, total } = await publicationPage(ctx.db, caller, q);
    return pageOf(rows.map((r) => toBoardItem(toPublication(r, caller.tenantId))), total, q.current, q.size);
  });

  route(app, ctx, e.detail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, callInput(req, caller, PUBLICATION_MESSAGES.notFound));
    const row = await findPublication(ctx.db, caller, id);
    if (!row) throw new HttpError(400, PUBLICATION_MESSAGES.notFound);
    return toPublication(row, caller.tenantId);
  });

  // Publishers a task may go to: cb partners in normal standing with a signed agreement in force;
  // those the organisation disabled come too, marked, so the picker shows them greyed (spec 3 §4).
  route(app, ctx, e.publishers, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(bizAttentionListQuerySchema.pick({ current: true, size: true, compName: true }), req.query);
    const { rows, total } = await bizAttentionPage(ctx.db, caller.tenantId, { ...q, orgCategory: 'cb', frameworkAgreement: 1, status: 1 }, timestamp());
    return pageOf(rows.map(toBizAttention), total, q.current, q.size);
  });

  registerPublicationStatus(app, ctx);
}
