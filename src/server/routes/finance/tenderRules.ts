/**
 * The checks of a tender's add, edit and feedback that read other rows (spec 2 §5 Tender, Bid
 * feedback): partners, members, the organisation's projects and attachments. They run in the write's
 * transaction; what the client sent of a party is replaced by the organisation as it is named now.
 */
import type { ContractParty } from '@shared/domain/contract';
import { feedbackColumnsFor, MAIN_PLATFORM_MESSAGE, TENDER_MESSAGES as M, withoutUnusedReviews, type FeedbackInput, type TenderInput } from '@shared/domain/financeTender';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import type { Executor } from '../../db/database';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { dataScopeOf } from '../../http/scopes';
import { requirePartner } from '../../projects/parties';
import { findTenantRow } from '../../repositories/tenant-rows';
import { ownAttachments } from '../project/archiveRows';

/** The input once the server resolved it: parties named as they are now, attachments from the registry. */
export type ResolvedTender = TenderInput & { ownerName: string; ownerCode: string };

/** A member (joined post, active account) of the caller's organisation, or 400 所选人员不是本单位成员. */
export async function requireMembers(db: Executor, tenantId: string, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds.filter(Boolean))];
  if (!ids.length) return;
  const rows = await db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .select('post.user_id')
    .where('post.tenant_id', '=', tenantId)
    .where('post.user_id', 'in', ids)
    .where('post.join_status', '=', 'JOINED')
    .where('app_user.status', '=', 1)
    .execute();
  if (new Set(rows.map((r) => r.user_id)).size !== ids.length) throw new HttpError(400, M.notMember);
}

async function ownOrganisation(db: Executor, caller: Caller): Promise<ContractParty> {
  const t = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).where('tenant_id', '=', caller.tenantId).executeTakeFirstOrThrow();
  return { bizId: t.tenant_id, deptName: t.name, code: t.code ?? '', logo: t.logo ?? '' };
}

/** A platform unit: a pt partner in standing (a disabled one — status 2 — is refused), or the caller's own organisation when it is one. */
export async function platformOf(db: Executor, caller: Caller, bizId: string, message?: string): Promise<ContractParty> {
  if (bizId === caller.tenantId && caller.orgCategory === 'pt') return ownOrganisation(db, caller);
  return requirePartner(db, caller, bizId, { categories: ['pt'], message });
}

/** Resolves and checks the add or edit form in place (after the shared schema). */
export async function resolveTender(trx: Executor, caller: Caller, raw: TenderInput): Promise<ResolvedTender> {
  const input = withoutUnusedReviews(raw) as ResolvedTender;
  const owner = await requirePartner(trx, caller, input.ownerDeptId, { categories: ['yz'], message: PROJECT_MESSAGES.owner });
  input.ownerName = owner.deptName;
  input.ownerCode = owner.code;
  // Our unit is the bidding organisation itself (the tender is its row).
  if (input.ourCompany.bizId !== caller.tenantId) throw new HttpError(400, M.ourCompany);
  input.ourCompany = await ownOrganisation(trx, caller);
  input.mainPlatform = await platformOf(trx, caller, input.mainPlatform.bizId, MAIN_PLATFORM_MESSAGE);
  const subs: ContractParty[] = [];
  for (const id of [...new Set(input.subPlatform.map((p) => p.bizId))].filter((id) => id !== input.mainPlatform.bizId)) subs.push(await platformOf(trx, caller, id));
  input.subPlatform = subs;
  await requireMembers(trx, caller.tenantId, [input.chargeUser, input.bizReviewUser, ...input.techReviewUser]);
  if (input.associationProject) {
    const project = await findTenantRow(trx, 'project', caller.tenantId, input.associationProject, { scope: dataScopeOf(caller, 'project', 'project') });
    if (!project) throw new HttpError(400, M.project);
  }
  input.bizReviewFile = await ownAttachments(trx, caller, input.bizReviewFile);
  input.techReviewFile = await ownAttachments(trx, caller, input.techReviewFile);
  input.tenderFile = await ownAttachments(trx, caller, input.tenderFile);
  input.bidFile = await ownAttachments(trx, caller, input.bidFile);
  return input;
}

/** Resolves the feedback in place: the winning platform a pt partner (or us), the winning attachments ours. */
export async function resolveFeedback(trx: Executor, caller: Caller, raw: FeedbackInput): Promise<FeedbackInput> {
  const input = feedbackColumnsFor(raw);
  if (input.winPlatform) input.winPlatform = await platformOf(trx, caller, input.winPlatform.bizId, M.winPlatform);
  input.winAttach = (await ownAttachments(trx, caller, input.winAttach)) as ArchiveAttachment[];
  return input;
}
