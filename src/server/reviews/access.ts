/**
 * What every review route asks: is the project's review plan started, is a review file one of the
 * caller's organisation's (through a project in their data scope), is an expert one the caller may
 * assign, and is the caller an expert assigned to a file (by user id, from whatever organisation).
 */
import { sql } from 'kysely';
import { REVIEW_MESSAGES, REVIEW_PLAN_STATUS, type ExpertChoice, type ReviewAttach } from '@shared/domain/review';
import { objectKeyOfLink } from '@shared/domain/review';
import { tenantPrefix } from '@shared/domain/upload';
import type { Executor } from '../db/database';
import type { ReviewFileTable } from '../db/schema-reviews';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/errors';
import { dataScopeOf } from '../http/scopes';

/** expert_cert.status of a certified expert. */
const CERTIFIED = 2;
/** A partner disabled by the caller's organisation (biz_attention.status 2) is not offered. */
const ATTENTION_DISABLED = 2;

/** The plan's status: a project without a plan row is started (reviews are open until shut down). */
export async function planStatusOf(db: Executor, tenantId: string, projectId: string): Promise<0 | 1> {
  const row = await db.selectFrom('review_plan').select('status').where('tenant_id', '=', tenantId).where('project_id', '=', projectId).executeTakeFirst();
  return row && Number(row.status) === REVIEW_PLAN_STATUS.shutDown ? 0 : 1;
}

export async function requirePlanStarted(db: Executor, tenantId: string, projectId: string): Promise<void> {
  if ((await planStatusOf(db, tenantId, projectId)) !== 1) throw new HttpError(400, REVIEW_MESSAGES.planShutDown);
}

/** A review file of the caller's organisation whose project is inside the caller's data scope; else 400. */
export async function requireOwnFile(db: Executor, caller: Caller, fileId: string): Promise<ReviewFileTable> {
  const projectScope = dataScopeOf(caller, 'project', 'project');
  let q = db
    .selectFrom('review_file')
    .innerJoin('project', (j) => j.onRef('project.id', '=', 'review_file.project_id').on('project.tenant_id', '=', caller.tenantId))
    .selectAll('review_file')
    .where('review_file.tenant_id', '=', caller.tenantId)
    .where('review_file.id', '=', fileId);
  if (projectScope) q = q.where(projectScope);
  const row = await q.executeTakeFirst();
  if (!row) throw new HttpError(400, REVIEW_MESSAGES.fileNotFound);
  return row;
}

export function requireOpen(file: Pick<ReviewFileTable, 'is_archive'>): void {
  if (Number(file.is_archive) === 1) throw new HttpError(400, REVIEW_MESSAGES.archived);
}

/** A file (of any organisation) the caller is assigned to as an expert; undefined when not assigned. */
export async function assignedFile(db: Executor, caller: Caller, fileId: string): Promise<ReviewFileTable | undefined> {
  return db
    .selectFrom('review_file')
    .innerJoin('review_expert', 'review_expert.file_id', 'review_file.id')
    .selectAll('review_file')
    .where('review_file.id', '=', fileId)
    .where('review_expert.expert_user_id', '=', caller.userId)
    .executeTakeFirst();
}

/**
 * Certified experts (expert_cert.status 2) who are JOINED members of the caller's organisation or of
 * one of its partners (not disabled by it), each once, named with the first such organisation.
 */
export async function assignableExperts(db: Executor, caller: Caller, filter: { userId?: string; realName?: string; phone?: string } = {}): Promise<ExpertChoice[]> {
  const partners = db
    .selectFrom('biz_attention')
    .select('biz_attention.target_tenant_id')
    .where('biz_attention.tenant_id', '=', caller.tenantId)
    .where('biz_attention.status', '!=', ATTENTION_DISABLED);
  let q = db
    .selectFrom('expert_cert')
    .innerJoin('app_user', 'app_user.id', 'expert_cert.user_id')
    .innerJoin('post', 'post.user_id', 'expert_cert.user_id')
    .innerJoin('tenant', 'tenant.tenant_id', 'post.tenant_id')
    .select(['app_user.id', 'app_user.real_name', 'app_user.phone', 'tenant.name as org_name', 'tenant.tenant_id'])
    .where('expert_cert.status', '=', CERTIFIED)
    .where('app_user.status', '=', 1)
    .where('app_user.is_deleted', '=', 0)
    .where('post.join_status', '=', 'JOINED')
    .where((eb) => eb.or([eb('post.tenant_id', '=', caller.tenantId), eb('post.tenant_id', 'in', partners)]));
  if (filter.userId) q = q.where('app_user.id', '=', filter.userId);
  if (filter.realName) q = q.where('app_user.real_name', 'like', `%${filter.realName}%`);
  if (filter.phone) q = q.where('app_user.phone', 'like', `%${filter.phone}%`);
  // The caller's own organisation first, then partners by tenant id: the name shown is stable.
  const rows = await q.orderBy(sql`case when post.tenant_id = ${caller.tenantId} then 0 else 1 end`).orderBy('tenant.tenant_id').orderBy('app_user.real_name').execute();
  const seen = new Map<string, ExpertChoice>();
  for (const r of rows) if (!seen.has(r.id)) seen.set(r.id, { id: r.id, realName: r.real_name, phone: r.phone, orgName: r.org_name });
  return [...seen.values()];
}

export async function requireAssignable(db: Executor, caller: Caller, userId: string): Promise<ExpertChoice> {
  const [found] = await assignableExperts(db, caller, { userId });
  if (!found) throw new HttpError(400, REVIEW_MESSAGES.expertNotAssignable);
  return found;
}

/** The attachment's object key, which must be the caller's organisation's (an upload of theirs); else 400 `message`. */
export function ownAttachKey(caller: Caller, attach: ReviewAttach[], message: string): string {
  if (!attach.length) return '';
  const key = objectKeyOfLink(attach[0].link);
  if (!key || !key.startsWith(tenantPrefix(caller.tenantId))) throw new HttpError(400, message);
  return key;
}

export function readAttach(text: string): ReviewAttach[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as ReviewAttach[]) : [];
  } catch {
    return [];
  }
}
