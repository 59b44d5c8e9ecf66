/**
 * Contracts (spec 2 §3, §4; issue 16): what every contract kind shares — its kind, its status
 * (dictionary htzt, second reading) and the status machine the dialog and the server both follow.
 * Each kind's own fields and rules live in its own file (contractOwner.ts, contractPlatform.ts,
 * contractProduction.ts, contractResource.ts); money in contractMoney.ts.
 */
import { defineStatusMachine, type StatusMachine } from './statusMachine';
import type { ProjectParty } from './project';
import { requiredText } from './validation';

/**
 * owner: the owner project contract; the five that divide its money: platform, project
 * (project-management), basic (owner-allocated), production (production service) and resource
 * (resource-provider service). These are also the change-history kinds of spec 2 §2 (basic, platform,
 * project, produce, res) under the resource names contract-owner, contract-platform-<kind>, ….
 */
export const CONTRACT_KINDS = ['owner', 'platform', 'project', 'basic', 'production', 'resource'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A contract's party: an organisation as picked ({bizId, deptName, code, logo}, spec 2 §3). */
export type ContractParty = ProjectParty;

/** htzt, second reading: 0 is the owner contract's draft, never a stored status of the other kinds. */
export const CONTRACT_STATUS = { draft: 0, unsigned: 1, signed: 2, paused: 3, voided: 4, archived: 5 } as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/** What the totals of signed money count (contract amounts, shares, summaries): signed, paused and archived. */
export const COUNTED_STATUSES: readonly ContractStatus[] = [2, 3, 5];

/** xmqyzt (src/shared/dictionaries/project.ts): 1 未签约, 2 部分签约, 3 已签约. */
export type ProjectContractStatus = 1 | 2 | 3;
/**
 * A project's contract status from the statuses of the owner contracts associating it (our reading,
 * docs/decisions.md): drafts (0) and voided ones (4) do not count; none of the others signed (2, 3 or 5)
 * is 未签约, all of them 已签约, some 部分签约. A project no counting contract names is 未签约.
 */
export function projectContractStatus(statuses: readonly number[]): ProjectContractStatus {
  const live = statuses.filter((s) => s !== CONTRACT_STATUS.draft && s !== CONTRACT_STATUS.voided);
  const signed = live.filter((s) => (COUNTED_STATUSES as readonly number[]).includes(s)).length;
  return signed === 0 ? 1 : signed === live.length ? 3 : 2;
}
/**
 * What reserves an owner contract's project cost: everything not voided. A contract that is not yet
 * signed already holds its amount, so two unsigned contracts cannot together promise more than there is.
 */
export const RESERVING_STATUSES: readonly ContractStatus[] = [0, 1, 2, 3, 5];

export const CONTRACT_MESSAGES = {
  /** Not in the spec: a contract id that is not (or no longer) one of the caller's organisation's. */
  notFound: '合同不存在或已删除',
  ownerNotFound: '业主项目合同不存在或已删除',
  /** Spec 2 §4: the status change form's required target. */
  status: '请选择合同状态',
  /** Not in the spec: a change the machine does not allow from the contract's status. */
  transition: '不允许的合同状态变更',
  /** Spec 2 §4: the code becomes required when the contract is signed (2). */
  code: '请填写合同编号',
  /** Not in the spec: only an unsigned contract (or a draft) may be removed. */
  removeSigned: '只能删除未签订的合同',
  /** Not in the spec: an edit of a contract that is no longer unsigned (use modify, 变更). */
  editSigned: '合同已签订，请通过合同变更修改',
  /** Not in the spec: modify (变更) applies to signed or paused contracts only. */
  modifyUnsigned: '只能变更已签订或已暂停的合同',
  /** Spec 2 §5: party A and party B of the kinds that divide the money. */
  partyJia: '请选择甲方单位',
  partyYi: '请选择乙方单位',
} as const;

/**
 * Allowed targets by current status (issue 16, the spec's second reading): 1 → 2 only; from 2 the
 * platform contract goes to 4 or 5, the owner-allocated (basic) to 3 or 5, every other kind to 3, 4
 * or 5; from 3 the owner, resource, production and project-management contracts go back to 2 only,
 * the others to 2, 4 or 5; 0 (a draft is finished through the form), 4 and 5 go nowhere.
 */
export function contractTargets(kind: ContractKind, from: number): readonly ContractStatus[] {
  if (from === 1) return [2];
  if (from === 2) return kind === 'platform' ? [4, 5] : kind === 'basic' ? [3, 5] : [3, 4, 5];
  if (from === 3) return kind === 'owner' || kind === 'resource' || kind === 'production' || kind === 'project' ? [2] : [2, 4, 5];
  return [];
}

/** The record a contract's machine reads: its kind and status (every kind's API record has both). */
export interface ContractStatusRecord {
  kind: ContractKind;
  statusContract: number;
}

/**
 * The status machine of every kind: statuses 1–5, the targets above, the code required when signing.
 * One machine reads the record's kind, so one status dialog serves every contract list.
 */
export const contractStatusMachine: StatusMachine<ContractStatus, ContractStatusRecord> = defineStatusMachine<ContractStatus, ContractStatusRecord>({
  resource: 'contracts',
  statuses: [1, 2, 3, 4, 5],
  statusOf: (c) => c.statusContract as ContractStatus,
  targets: (from, c) => contractTargets(c.kind, from),
  requires: { 2: { code: requiredText(CONTRACT_MESSAGES.code, 200) } },
  refused: CONTRACT_MESSAGES.transition,
  required: CONTRACT_MESSAGES.status,
});

/** Every kind's status-change call body (spec 2 §3: name, id, code, currentStatusContract, statusContract). */
export interface ContractStatusChange {
  id: string;
  statusContract: number;
  code?: string;
  name?: string;
  currentStatusContract?: number;
}
