/**
 * What a publication task's submit checks beyond its schema, inside the write's transaction: the
 * project's phase, the publisher (a cb partner holding a signed framework agreement in force), the
 * attachment (one of the organisation's own, of the large-attachment kind) and dictionary keys.
 */
import { PUBLICATION_MESSAGES as M, type PublicationSubmit } from '@shared/domain/publication';
import { PROJECT_MESSAGES, type ProjectParty } from '@shared/domain/project';
import { extensionOf, UPLOAD_FIELDS, UPLOAD_MESSAGES } from '@shared/domain/upload';
import type { Executor } from '../../db/database';
import type { AttachTable } from '../../db/schema-storage';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { requirePartner } from '../../projects/parties';
import { requireProject } from '../../projects/parent';
import { dictChildren, dictRoot } from '../../repositories/dicts';

export interface CheckedPublication {
  team: ProjectParty;
  attach: AttachTable;
}

const PUBLISHER = { categories: ['cb'] as const };

/**
 * The publisher as a party. requirePartner says partyNotPartner for every refusal; a partner that is
 * usable but lacks the agreement is told so with its own message.
 */
async function requirePublisher(db: Executor, caller: Caller, teamId: string): Promise<ProjectParty> {
  try {
    return await requirePartner(db, caller, teamId, { ...PUBLISHER, signedAgreement: true });
  } catch (error) {
    const partner = await requirePartner(db, caller, teamId, PUBLISHER).catch(() => null);
    if (partner) throw new HttpError(400, M.publisherAgreement);
    throw error;
  }
}

async function requireAttach(db: Executor, caller: Caller, attachId: string): Promise<AttachTable> {
  const row = await db.selectFrom('attach').selectAll().where('tenant_id', '=', caller.tenantId).where('id', '=', attachId).executeTakeFirst();
  if (!row) throw new HttpError(400, M.attachNotFound);
  const rule = UPLOAD_FIELDS.largeAttachment;
  if (!rule.extensions.includes(extensionOf(row.original_name))) throw new HttpError(400, rule.messages.type);
  if (Number(row.size) > rule.maxBytes) throw new HttpError(400, UPLOAD_MESSAGES.uploadSizeExceeded);
  return row;
}

async function dictKeys(db: Executor, code: string): Promise<Set<string>> {
  const root = await dictRoot(db, code);
  return new Set((root ? await dictChildren(db, code, [root.id]) : []).map((e) => e.dict_key));
}

async function requireKeys(db: Executor, code: string, joined: string, message: string): Promise<void> {
  const keys = await dictKeys(db, code);
  if (!joined.split(',').every((k) => keys.has(k))) throw new HttpError(400, message);
}

export async function checkPublication(db: Executor, caller: Caller, input: PublicationSubmit): Promise<CheckedPublication> {
  const project = await requireProject(db, caller, input.projectId);
  if (!project.phase_keys.split(',').includes(input.phaseKey)) throw new HttpError(400, PROJECT_MESSAGES.phaseNotOfProject);
  const team = await requirePublisher(db, caller, input.teamId);
  const attach = await requireAttach(db, caller, input.attach[0].attachId);
  await requireKeys(db, 'paperSize', input.paperSize, M.paperSize);
  await requireKeys(db, 'paperType', input.paperType, M.paperType);
  if (input.type) await requireKeys(db, 'archivedType', input.type, M.type);
  return { team, attach };
}
