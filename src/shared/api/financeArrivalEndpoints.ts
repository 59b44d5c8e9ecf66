/**
 * Arrivals (spec 2 §7 "Owner arrival and platform arrival"), module 'contract'. Owner arrivals:
 * contract-owner-arrive/list, the detail /{id}/{id2 or -1}/{id3} served as {id}/-1/-1 (the second
 * segment would name another organisation, the third a contract: an arrival is read only in the
 * caller's organisation, by its id alone), submit (add and edit), remove/{ids}, writeOff. Platform
 * arrivals under the prefix contract-platform-arrive: list, the detail {type}/{tenant or -1}/{id}
 * served as arrive/-1/{id}, submit, remove (ids, tenantId), writeOff. Each family also answers the
 * invoices its form may pick (invoices) and a contract's arrived totals (summary).
 */
import type { Arrival, ArrivalInvoiceOption, ArrivalSummary } from '../domain/financeArrival';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export interface ArrivalPageQuery {
  current: number;
  size: number;
  contractOwnerId: string;
  contractPlatformId: string;
  invoiceId: string;
  name: string;
  status: string;
  arriveDateFrom: string;
  arriveDateTo: string;
}

// The bodies are the shared schemas' inputs (financeArrival.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const ownerArrivalEndpoints = {
  page: contract<Partial<ArrivalPageQuery>, Page<Arrival>>('GET', 'contract-owner-arrive/list'),
  detail: contract<{ id: string }, Arrival>('GET', 'contract-owner-arrive/{id}/-1/-1'),
  submit: contract<Body, Arrival>('POST', 'contract-owner-arrive/submit'),
  remove: contract<{ ids: string }, null>('POST', 'contract-owner-arrive/remove/{ids}'),
  writeOff: contract<{ id: string }, Arrival>('POST', 'contract-owner-arrive/writeOff'),
  invoices: contract<{ contractId: string; invoiceId?: string }, ArrivalInvoiceOption[]>('GET', 'contract-owner-arrive/invoices'),
  summary: contract<{ contractId: string }, ArrivalSummary>('GET', 'contract-owner-arrive/summary'),
};

export const platformArrivalEndpoints = {
  page: contract<Partial<ArrivalPageQuery>, Page<Arrival>>('GET', 'contract-platform-arrive/list'),
  detail: contract<{ id: string }, Arrival>('GET', 'contract-platform-arrive/arrive/-1/{id}'),
  submit: contract<Body, Arrival>('POST', 'contract-platform-arrive/submit'),
  remove: contract<{ ids: string; tenantId?: string }, null>('POST', 'contract-platform-arrive/remove'),
  writeOff: contract<{ id: string }, Arrival>('POST', 'contract-platform-arrive/writeOff'),
  invoices: contract<{ contractId: string; invoiceId?: string }, ArrivalInvoiceOption[]>('GET', 'contract-platform-arrive/invoices'),
  summary: contract<{ contractId: string }, ArrivalSummary>('GET', 'contract-platform-arrive/summary'),
};
