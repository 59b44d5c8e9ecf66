/**
 * The contracts naming an organisation as a party, of every kind, as one SQL union over the four
 * contract tables (my-contract/list). A party is party A, party B or a consortium member (contract_party,
 * owner contracts only). Drafts (0) are the recording organisation's alone. Money stays in fen until
 * fromFen reads it; PostgreSQL answers BIGINT as text, SQLite as a number: fromFen takes both.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ContractKind, ContractParty } from '@shared/domain/contract';
import { fromFen } from '@shared/domain/contractMoney';
import type { ContractSupplement, MyContract, MyContractPageQuery } from '@shared/domain/myContract';
import { logoLookup, partyOf } from '../../contracts/parties';
import type { Executor } from '../../db/database';
import { readAttachments } from '../project/archiveRows';

export interface MyContractRow {
  kind: string;
  id: string;
  tenant_id: string;
  tenant_name: string | null;
  name: string;
  code: string;
  status_contract: number | string;
  party_jia_id: string;
  party_jia_name: string;
  party_jia_code: string;
  party_yi_id: string;
  party_yi_name: string;
  party_yi_code: string;
  amount: number | string;
  contract_owner_id: string;
  owner_name: string;
  sign_date: string;
  remark: string;
  create_time: string;
  is_consortium: number | string;
}

const COMMON = sql`s.id, s.tenant_id, s.name, s.code, s.status_contract, s.party_jia_id, s.party_jia_name, s.party_jia_code, s.party_yi_id, s.party_yi_name, s.party_yi_code`;
const TAIL = sql`s.sign_date, s.remark, s.create_time`;
const OWNER_OF = sql`join contract_owner o on o.id = s.contract_owner_id and o.tenant_id = s.tenant_id`;

/** Every contract of every organisation, one row shape; the amount of a resource contract is its commission. */
const ALL_CONTRACTS = sql`(
  select 'owner' as kind, ${COMMON}, s.curr_contract_amount as amount, '' as contract_owner_id, '' as owner_name, ${TAIL}, s.is_consortium from contract_owner s
  union all
  select s.kind as kind, ${COMMON}, s.curr_contract_amount as amount, s.contract_owner_id, o.name as owner_name, ${TAIL}, 0 as is_consortium from contract_platform s ${OWNER_OF}
  union all
  select 'production' as kind, ${COMMON}, s.curr_contract_amount as amount, s.contract_owner_id, o.name as owner_name, ${TAIL}, 0 as is_consortium from contract_production s ${OWNER_OF}
  union all
  select 'resource' as kind, ${COMMON}, s.commission_amount as amount, s.contract_owner_id, o.name as owner_name, ${TAIL}, 0 as is_consortium from contract_resource s ${OWNER_OF}
) c`;

/** `tenantId` is party A, party B or a consortium member of contract c. */
const isParty = (tenantId: string): RawBuilder<unknown> =>
  sql`(c.party_jia_id = ${tenantId} or c.party_yi_id = ${tenantId} or (c.kind = 'owner' and exists (select 1 from contract_party m where m.contract_id = c.id and m.party_tenant_id = ${tenantId})))`;

/**
 * Which contracts a caller's organisation reads: those naming it (and not drafts). With a
 * counterpart, only those between the two: naming the caller and recorded by or naming the
 * counterpart, or recorded by the caller and naming the counterpart (the enterprise detail).
 */
function reach(tenantId: string, counterpart?: string): RawBuilder<unknown> {
  const reached = counterpart
    ? sql`((${isParty(tenantId)} and (c.tenant_id = ${counterpart} or ${isParty(counterpart)})) or (c.tenant_id = ${tenantId} and ${isParty(counterpart)}))`
    : isParty(tenantId);
  return sql`c.status_contract <> 0 and ${reached}`;
}

function conditions(tenantId: string, q: Partial<MyContractPageQuery>): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [reach(tenantId, q.counterpart)];
  if (q.name) parts.push(sql`c.name like ${`%${q.name}%`}`);
  if (q.kind) parts.push(sql`c.kind = ${q.kind}`);
  if (q.statusContract !== undefined) parts.push(sql`c.status_contract = ${q.statusContract}`);
  if (q.createTimeFrom) parts.push(sql`c.create_time >= ${q.createTimeFrom}`);
  if (q.createTimeTo) parts.push(sql`c.create_time <= ${q.createTimeTo}`);
  return sql.join(parts, sql` and `);
}

/** One page of the contracts `tenantId` reads, newest first, with the total. */
export async function pageMyContracts(db: Executor, tenantId: string, q: MyContractPageQuery): Promise<{ rows: MyContractRow[]; total: number }> {
  const where = conditions(tenantId, q);
  const counted = await sql<{ n: number | string }>`select count(*) as n from ${ALL_CONTRACTS} where ${where}`.execute(db);
  const limit = q.size > 0 ? sql`limit ${q.size} offset ${(q.current - 1) * q.size}` : sql``;
  const rows = await sql<MyContractRow>`
    select c.*, t.name as tenant_name from ${ALL_CONTRACTS} left join tenant t on t.tenant_id = c.tenant_id
    where ${where} order by c.create_time desc, c.id desc ${limit}`.execute(db);
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
}

/** One contract naming `tenantId` (of `kind` when given), or undefined. */
export async function findMyContract(db: Executor, tenantId: string, id: string, kind?: ContractKind): Promise<MyContractRow | undefined> {
  const byKind = kind ? sql` and c.kind = ${kind}` : sql``;
  const rows = await sql<MyContractRow>`
    select c.*, t.name as tenant_name from ${ALL_CONTRACTS} left join tenant t on t.tenant_id = c.tenant_id
    where c.id = ${id}${byKind} and ${reach(tenantId)}`.execute(db);
  return rows.rows[0];
}

export interface SupplementRow {
  id: string;
  contract_id: string;
  kind: string;
  internal_code: string;
  contact_name: string;
  contact_phone: string;
  scan_attach: string;
  remark: string;
  create_time: string;
  update_time: string;
}

export const toSupplement = (s: SupplementRow): ContractSupplement => ({
  id: s.id,
  contractId: s.contract_id,
  kind: s.kind as ContractKind,
  internalCode: s.internal_code,
  contactName: s.contact_name,
  contactPhone: s.contact_phone,
  scanAttach: readAttachments(s.scan_attach),
  remark: s.remark,
  createTime: s.create_time,
  updateTime: s.update_time,
});

/** The records of `rows` as the caller's organisation reads them: consortium members, logos and its own supplements, one query each. */
export async function toMyContracts(db: Executor, tenantId: string, rows: MyContractRow[]): Promise<MyContract[]> {
  const ids = rows.map((r) => r.id);
  const consortium = rows.filter((r) => Number(r.is_consortium) === 1).map((r) => r.id);
  const members = consortium.length
    ? await db.selectFrom('contract_party').select(['contract_id', 'party_tenant_id', 'party_name', 'party_code']).where('contract_id', 'in', consortium).orderBy('sort').execute()
    : [];
  const supplements = ids.length ? await db.selectFrom('contract_supplement').selectAll().where('tenant_id', '=', tenantId).where('contract_id', 'in', ids).execute() : [];
  const logo = await logoLookup(db, [...rows.flatMap((r) => [r.party_jia_id, r.party_yi_id]), ...members.map((m) => m.party_tenant_id)]);
  return rows.map((r) => {
    const own = members.filter((m) => m.contract_id === r.id);
    const partyYi: ContractParty | ContractParty[] | undefined = own.length
      ? own.map((m) => logo({ bizId: m.party_tenant_id, deptName: m.party_name, code: m.party_code, logo: '' })!)
      : logo(partyOf(r as unknown as Record<string, unknown>, 'yi'));
    const supplement = supplements.find((s) => s.contract_id === r.id);
    return {
      id: r.id,
      kind: r.kind as ContractKind,
      tenantId: r.tenant_id,
      tenantName: r.tenant_name ?? '',
      own: r.tenant_id === tenantId,
      name: r.name,
      code: r.code,
      statusContract: Number(r.status_contract),
      partyJia: logo(partyOf(r as unknown as Record<string, unknown>, 'jia')),
      partyYi,
      amount: fromFen(r.amount),
      contractOwnerId: r.contract_owner_id,
      ownerName: r.owner_name,
      signDate: r.sign_date,
      remark: r.remark,
      createTime: r.create_time,
      supplement: supplement ? toSupplement(supplement) : null,
    };
  });
}
