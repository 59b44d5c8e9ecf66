/**
 * Platform, project-management and owner-allocated contracts (spec 2 §7 "Platform contract"): one
 * resource, contract-platform, the kind in the body (kind) and in the list's filter (type). The
 * detail is {id}/{type}/{tenantId}; changeStatus carries the kind flag (platformKindFlag: 0 platform,
 * 1 project-management or owner-allocated) and the caller's organisation, as the spec's path says.
 */
import type { ChangeHistory, ChangeHistoryPageQuery } from '../domain/changeHistory';
import type { PlatformContract, PlatformKind, PlatformOwnerFigures, PlatformPageQuery } from '../domain/contractPlatform';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

// The bodies are the shared schemas' inputs (contractPlatform.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

/** One status change as the log keeps it (the fzq_details page's status log). */
export interface ContractStatusLogEntry {
  id: string;
  fromStatus: number;
  toStatus: number;
  code: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

export const contractPlatformEndpoints = {
  page: contract<Partial<PlatformPageQuery>, Page<PlatformContract>>('GET', 'contract-platform/list'),
  /** The screens' detail call (by id, as the framework reads a record). */
  detail: contract<{ id: string }, PlatformContract>('GET', 'contract-platform/detail'),
  /** Spec 2 §7's /{a}/{b}/{c}: {id}/{type}/{tenantId} — type one of the kinds or -1 (any); tenantId the caller's organisation. */
  read: contract<{ id: string; type: PlatformKind | '-1'; tenantId: string }, PlatformContract>('GET', 'contract-platform/{id}/{type}/{tenantId}'),
  /** The owner contract's figures a form shows read-only (fees, totals of each kind, what the asked kind may still take). */
  owner: contract<{ contractOwnerId: string; kind: PlatformKind; exclude?: string }, PlatformOwnerFigures>('GET', 'contract-platform/owner/{contractOwnerId}'),
  submit: contract<Body, PlatformContract>('POST', 'contract-platform/submit'),
  modify: contract<Body, PlatformContract>('POST', 'contract-platform/changeContract'),
  changeStatus: contract<{ id: string; statusContract: number; flag: 0 | 1; tenantId: string; code?: string }, PlatformContract>(
    'POST',
    'contract-platform/changeStatus/{id}/{statusContract}/{flag}/{tenantId}',
  ),
  remove: contract<{ ids: string; tenantId: string }, null>('POST', 'contract-platform/remove/{ids}/{tenantId}'),
  history: contract<Partial<ChangeHistoryPageQuery>, Page<ChangeHistory>>('GET', 'contract-platform-history/page'),
  statusLog: contract<{ recordId: string; current?: number; size?: number }, Page<ContractStatusLogEntry>>('GET', 'contract-platform/status-log'),
};
