/**
 * The owner project contract (spec 2 §7 "Owner contract (contract module)"). The input types are the
 * shared schemas' (contractOwner.ts); the status change is the common contract machine's.
 */
import type { ChangeHistory, ChangeHistoryPageQuery } from '../domain/changeHistory';
import type { ContractStatusChange } from '../domain/contract';
import type { OwnerContract } from '../domain/contractOwner';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

/** The list's searches: name keyword, status, created-date range (and paging). */
export interface OwnerContractPageQuery {
  current: number;
  size: number;
  name: string;
  code: string;
  statusContract: string;
  createTimeFrom: string;
  createTimeTo: string;
  /** Contracts associating this project (the project page's contracts tab). */
  projectId: string;
  isDirect: string;
}

// The bodies are the shared schemas' inputs; they are typed where the schemas live.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const contractOwnerEndpoints = {
  page: contract<Partial<OwnerContractPageQuery>, Page<OwnerContract>>('GET', 'contract-owner/list'),
  detail: contract<{ id: string; tenantId?: string }, OwnerContract>('GET', 'contract-owner/detail'),
  /** The owner contract's money summary (its totals, remaining cost, invoices and arrivals). */
  summary: contract<{ id: string; tenantId?: string }, OwnerContract>('GET', 'contract-owner/summary'),
  submit: contract<Body, OwnerContract>('POST', 'contract-owner/submit'),
  submitConsortium: contract<Body, OwnerContract>('POST', 'contract-owner/submitConsortium'),
  changeStatus: contract<ContractStatusChange & Record<string, unknown>, OwnerContract>('POST', 'contract-owner/changeStatus/{id}/{statusContract}'),
  modify: contract<Body, OwnerContract>('POST', 'contract-owner/changeContract'),
  remove: contract<{ ids: string }, null>('POST', 'contract-owner/remove'),
  history: contract<Partial<ChangeHistoryPageQuery>, Page<ChangeHistory>>('GET', 'contract-owner-history/page'),
  /** Spec 2 §7's contract-owner-history/{a}/{b}: a the owner contract's id, b a version (1 the first modify): that change's before and after. */
  version: contract<{ id: string; version: number | string }, OwnerContractVersion>('GET', 'contract-owner-history/{id}/{version}'),
};

/** One version of an owner contract: its change (before and after, who, when, why) and its number. */
export type OwnerContractVersion = ChangeHistory & { version: number };
