/**
 * Production service contracts (spec 2 §7 "Production and resource contracts"): list,
 * detail/{id} (the spec's /{a}/{b}), submit (add and edit), changeContract (modify), changeStatus/{id}/{statusContract},
 * remove (ids, tenantId), the change history; and party B's read-only view (partyList, party/{id}):
 * the contracts other organisations record naming the caller's organisation as party B.
 */
import type { ChangeHistory, ChangeHistoryPageQuery } from '../domain/changeHistory';
import type { ContractStatusChange } from '../domain/contract';
import type { ProductionContract } from '../domain/contractProduction';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export interface ProductionContractPageQuery {
  current: number;
  size: number;
  /** One owner contract's production contracts (the owner contract's tab); all of the organisation's when left out. */
  contractOwnerId: string;
  tenantId: string;
  name: string;
  statusContract: string;
  createTimeFrom: string;
  createTimeTo: string;
}

/** One status-log row of a contract (its detail page). */
export interface ContractStatusLogEntry {
  id: string;
  fromStatus: number;
  toStatus: number;
  code: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

/** The status change's call (a mapped copy of the interface, so the renderer's action accepts it as parameters). */
type StatusChangeCall = { [K in keyof ContractStatusChange]: ContractStatusChange[K] };

// The bodies are the shared schemas' inputs (contractProduction.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const contractProductionEndpoints = {
  page: contract<Partial<ProductionContractPageQuery>, Page<ProductionContract>>('GET', 'contract-production/list'),
  detail: contract<{ id: string }, ProductionContract>('GET', 'contract-production/detail/{id}'),
  submit: contract<Body, ProductionContract>('POST', 'contract-production/submit'),
  modify: contract<Body, ProductionContract>('POST', 'contract-production/changeContract'),
  changeStatus: contract<StatusChangeCall, ProductionContract>('POST', 'contract-production/changeStatus/{id}/{statusContract}'),
  remove: contract<{ ids: string; tenantId: string }, null>('POST', 'contract-production/remove'),
  history: contract<Partial<ChangeHistoryPageQuery>, Page<ChangeHistory>>('GET', 'contract-production-history/page'),
  statusLog: contract<{ id: string; current?: number; size?: number }, Page<ContractStatusLogEntry>>('GET', 'contract-production-status/page'),
  /** Party B's view: production contracts of any organisation naming the caller's as party B (read-only). */
  partyPage: contract<Partial<ProductionContractPageQuery>, Page<ProductionContract>>('GET', 'contract-production/partyList'),
  partyDetail: contract<{ id: string }, ProductionContract>('GET', 'contract-production/party/{id}'),
};
