/**
 * The organisations a filing or a project names (owner unit, resource providers, platforms, teams,
 * publishers) are the caller's partners (biz_attention) of the right category; the server checks
 * each pick, so a body naming any other organisation changes nothing.
 */
import { AGREEMENT_STATUS } from '@shared/domain/agreement';
import type { OrgCategory } from '@shared/domain/organisation';
import { PROJECT_MESSAGES, type ProjectParty } from '@shared/domain/project';
import type { Executor } from '../db/database';
import type { ProjectPartyTable } from '../db/schema-projects';
import { timestamp } from '../db/time';
import { newId } from '../db/ids';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/errors';

/** A partner's standing that pickers show disabled (biz_attention.status 2). */
const ATTENTION_DISABLED = 2;
const TENANT_NORMAL = 1;

export interface PartnerRule {
  categories: readonly OrgCategory[];
  /** The field's own message (请选择业主单位) when the pick is missing; partyNotPartner otherwise. */
  message?: string;
  /** Publishers must hold a signed framework agreement in force (spec 3 §5 publication). */
  signedAgreement?: boolean;
}

/**
 * The partner `tenantId` of the caller's organisation as a party, or 400: not a partner, of another
 * category, disabled by either side, or (when asked) without a signed framework agreement in force.
 */
export async function requirePartner(db: Executor, caller: Caller, tenantId: unknown, rule: PartnerRule): Promise<ProjectParty> {
  const id = typeof tenantId === 'string' ? tenantId.trim() : '';
  if (!id) throw new HttpError(400, rule.message ?? PROJECT_MESSAGES.partyNotPartner);
  const row = await db
    .selectFrom('biz_attention')
    .innerJoin('tenant', 'tenant.tenant_id', 'biz_attention.target_tenant_id')
    .select(['tenant.tenant_id', 'tenant.name', 'tenant.code', 'tenant.logo', 'tenant.category', 'tenant.status', 'biz_attention.status as attention_status'])
    .where('biz_attention.tenant_id', '=', caller.tenantId)
    .where('biz_attention.target_tenant_id', '=', id)
    .executeTakeFirst();
  const usable = row && (rule.categories as readonly string[]).includes(row.category) && Number(row.status) === TENANT_NORMAL && Number(row.attention_status) !== ATTENTION_DISABLED;
  if (!usable) throw new HttpError(400, PROJECT_MESSAGES.partyNotPartner);
  if (rule.signedAgreement && !(await hasAgreementInForce(db, id))) throw new HttpError(400, PROJECT_MESSAGES.partyNotPartner);
  return { bizId: row.tenant_id, deptName: row.name, code: row.code, logo: row.logo };
}

async function hasAgreementInForce(db: Executor, tenantId: string): Promise<boolean> {
  const now = timestamp();
  const row = await db
    .selectFrom('framework_agreement')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', AGREEMENT_STATUS.signed)
    .where((w) => w.or([w('expire_time', '=', ''), w('expire_time', '>=', now)]))
    .executeTakeFirst();
  return Boolean(row);
}

/** Several partners, each checked; duplicates are one. */
export async function requirePartners(db: Executor, caller: Caller, tenantIds: readonly string[], rule: PartnerRule): Promise<ProjectParty[]> {
  const parties: ProjectParty[] = [];
  for (const id of [...new Set(tenantIds)]) parties.push(await requirePartner(db, caller, id, rule));
  return parties;
}

type Subject = ProjectPartyTable['subject'];
type Role = ProjectPartyTable['role'];

/** Replaces the parties of one role of a filing or project (inside the write's transaction). */
export async function replaceParties(trx: Executor, tenantId: string, subject: Subject, subjectId: string, role: Role, parties: readonly ProjectParty[], mainId?: string): Promise<void> {
  await trx.deleteFrom('project_party').where('tenant_id', '=', tenantId).where('subject', '=', subject).where('subject_id', '=', subjectId).where('role', '=', role).execute();
  if (!parties.length) return;
  await trx
    .insertInto('project_party')
    .values(
      parties.map((p, i) => ({
        id: newId(),
        tenant_id: tenantId,
        subject,
        subject_id: subjectId,
        role,
        party_tenant_id: p.bizId,
        party_name: p.deptName,
        party_code: p.code,
        is_main: p.bizId === mainId ? 1 : 0,
        sort: i,
      })),
    )
    .execute();
}

export async function removePartiesOf(trx: Executor, tenantId: string, subject: Subject, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length) await trx.deleteFrom('project_party').where('tenant_id', '=', tenantId).where('subject', '=', subject).where('subject_id', 'in', [...subjectIds]).execute();
}

export interface StoredParty extends ProjectParty {
  role: Role;
  isMain: boolean;
}

/** The parties of many filings or projects at once (one query per page), by subject id, in their order. */
export async function partiesOf(db: Executor, subject: Subject, subjectIds: readonly string[]): Promise<Map<string, StoredParty[]>> {
  const out = new Map<string, StoredParty[]>();
  if (!subjectIds.length) return out;
  const rows = await db
    .selectFrom('project_party')
    .leftJoin('tenant', 'tenant.tenant_id', 'project_party.party_tenant_id')
    .select(['project_party.subject_id', 'project_party.role', 'project_party.party_tenant_id', 'project_party.party_name', 'project_party.party_code', 'project_party.is_main', 'tenant.logo'])
    .where('project_party.subject', '=', subject)
    .where('project_party.subject_id', 'in', [...subjectIds])
    .orderBy('project_party.sort')
    .execute();
  for (const r of rows) {
    const list = out.get(r.subject_id) ?? [];
    list.push({ bizId: r.party_tenant_id, deptName: r.party_name, code: r.party_code, logo: r.logo ?? '', role: r.role, isMain: Number(r.is_main) === 1 });
    out.set(r.subject_id, list);
  }
  return out;
}
