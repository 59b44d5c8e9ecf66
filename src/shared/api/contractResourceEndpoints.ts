/**
 * The resource-provider service contract (spec 2 §7 "Production and resource contracts": the same set
 * as contract-production). The detail's `/{a}/{b}` is `contract-resource/{id}/{tenantId}`; party B's
 * read-only view (a zy organisation named as party B) has a list and a detail of its own.
 */
import type { ChangeHistory, ChangeHistoryPageQuery } from '../domain/changeHistory';
import type { ContractStatusChange } from '../domain/contract';
import type { ResourceContract, ResourceContractPageQuery } from '../domain/contractResource';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

// The bodies are the shared schemas' inputs (contractResource.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const contractResourceEndpoints = {
  page: contract<Partial<ResourceContractPageQuery>, Page<ResourceContract>>('GET', 'contract-resource/list'),
  detail: contract<{ id: string; tenantId?: string }, ResourceContract>('GET', 'contract-resource/detail'),
  /** The spec's `/{a}/{b}`: the contract `id` of organisation `tenantId`. */
  detailOf: contract<{ id: string; tenantId: string }, ResourceContract>('GET', 'contract-resource/{id}/{tenantId}'),
  submit: contract<Body, ResourceContract>('POST', 'contract-resource/submit'),
  modify: contract<Body, ResourceContract>('POST', 'contract-resource/changeContract'),
  changeStatus: contract<ContractStatusChange & Record<string, unknown>, ResourceContract>('POST', 'contract-resource/changeStatus/{id}/{statusContract}'),
  remove: contract<{ ids: string; tenantId?: string; contractOwnerId?: string }, null>('POST', 'contract-resource/remove'),
  history: contract<Partial<ChangeHistoryPageQuery>, Page<ChangeHistory>>('GET', 'contract-resource-history/page'),
  /** A contract's status log (detail page). */
  statusLog: contract<{ id: string; current?: number; size?: number }, Page<ContractStatusLogEntry>>('GET', 'contract-resource/status-log'),
  /** Party B's view: the resource contracts of any organisation naming the caller's as party B, read-only. */
  partyPage: contract<Partial<ResourceContractPageQuery>, Page<ResourceContract>>('GET', 'contract-resource/party/list'),
  partyDetail: contract<{ id: string }, ResourceContract>('GET', 'contract-resource/party/detail'),
};

/** One status change of a contract (contract_status_log). */
export interface ContractStatusLogEntry {
  id: string;
  fromStatus: number;
  toStatus: number;
  code: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}
