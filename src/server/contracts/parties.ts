/**
 * A contract's parties are stored as the organisation picked (tenant id, name, code) and answered as
 * {bizId, deptName, code, logo} (spec 2 §3), the logo read from the organisation at answer time.
 */
import type { ContractParty } from '@shared/domain/contract';
import type { Executor } from '../db/database';

export type PartySide = 'jia' | 'yi';

/** The columns of one side for a write: party_jia_id, party_jia_name, party_jia_code. */
export function partyColumns(side: PartySide, party: ContractParty | undefined): Record<string, string> {
  return { [`party_${side}_id`]: party?.bizId ?? '', [`party_${side}_name`]: party?.deptName ?? '', [`party_${side}_code`]: party?.code ?? '' };
}

/** The party of one side as the row holds it (logo '' until `withLogos` fills it); undefined when none. */
export function partyOf(row: Record<string, unknown>, side: PartySide): ContractParty | undefined {
  const bizId = String(row[`party_${side}_id`] ?? '');
  if (!bizId) return undefined;
  return { bizId, deptName: String(row[`party_${side}_name`] ?? ''), code: String(row[`party_${side}_code`] ?? ''), logo: '' };
}

/** The old parties a modify kept (JSON), or undefined. */
export function oldPartyOf(row: Record<string, unknown>, side: PartySide): ContractParty | ContractParty[] | undefined {
  const raw = String(row[`party_${side}_old`] ?? '');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as ContractParty | ContractParty[];
  } catch {
    return undefined;
  }
}

/** Fills the logos of the given parties from their organisations, one query per answer (an enrich hook). */
export async function logoLookup(db: Executor, tenantIds: readonly string[]): Promise<(party: ContractParty | undefined) => ContractParty | undefined> {
  const ids = [...new Set(tenantIds.filter(Boolean))];
  const rows = ids.length ? await db.selectFrom('tenant').select(['tenant_id', 'logo']).where('tenant_id', 'in', ids).execute() : [];
  const logos = new Map(rows.map((r) => [r.tenant_id, r.logo ?? '']));
  return (party) => (party ? { ...party, logo: logos.get(party.bizId) ?? party.logo } : party);
}
