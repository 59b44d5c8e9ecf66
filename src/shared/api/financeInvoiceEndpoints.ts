/**
 * Invoices (spec 2 §7 "Owner invoice", "Platform invoice"; issue 17). The spec's detail paths
 * (/{id}/{optional}/{tenantId}, /{id}/{x or -1}/{c}) are served as detail/{id}: the organisation is
 * the caller's, so nothing else is needed. Removes take the ids (remove/{id}; the platform's
 * remove/{a}/{b} as remove/{ids}/{contractPlatformId}). contract-owner-invoice/summary answers one owner
 * contract's invoice summary.
 */
import type { Invoice } from '../domain/invoice';
import type { InvoiceContractSummary } from '../domain/invoiceSummary';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export interface InvoicePageQuery {
  current: number;
  size: number;
  contractOwnerId: string;
  contractPlatformId: string;
  tenantId: string;
  name: string;
  status: string;
}

// The bodies are the shared schemas' inputs (invoice.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const ownerInvoiceEndpoints = {
  page: contract<Partial<InvoicePageQuery>, Page<Invoice>>('GET', 'contract-owner-invoice/list'),
  detail: contract<{ id: string }, Invoice>('GET', 'contract-owner-invoice/detail/{id}'),
  submit: contract<Body, Invoice>('POST', 'contract-owner-invoice/submit'),
  remove: contract<{ ids: string }, null>('POST', 'contract-owner-invoice/remove/{ids}'),
  supplement: contract<Body, Invoice>('POST', 'contract-owner-invoice/supplement'),
  /** 作废 (not in spec §7): an issued invoice with no arrivals becomes voided (fpzt 4), its record kept. */
  void: contract<{ id: string }, Invoice>('POST', 'contract-owner-invoice/void'),
};

export const platformInvoiceEndpoints = {
  page: contract<Partial<InvoicePageQuery>, Page<Invoice>>('GET', 'contract-platform-invoice/page'),
  detail: contract<{ id: string }, Invoice>('GET', 'contract-platform-invoice/detail/{id}'),
  submit: contract<Body, Invoice>('POST', 'contract-platform-invoice/submit'),
  remove: contract<{ ids: string }, null>('POST', 'contract-platform-invoice/remove/{ids}'),
  supplement: contract<Body, Invoice>('POST', 'contract-platform-invoice/supplement'),
  void: contract<{ id: string }, Invoice>('POST', 'contract-platform-invoice/void'),
};

export const invoiceSummaryEndpoints = {
  /** One owner contract's invoice summary (contract-owner/summary is the owner contract's own record, already served by its route; id; tenantId accepted, the caller's organisation used). */
  owner: contract<{ id: string; tenantId?: string }, InvoiceContractSummary>('GET', 'contract-owner-invoice/summary'),
  /** One platform or project-management contract's. */
  platform: contract<{ id: string }, InvoiceContractSummary>('GET', 'contract-platform-invoice/summary'),
};
