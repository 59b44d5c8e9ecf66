/**
 * Tenders and bid feedback (spec 2 §7 "Tenders and feedback"; issue 17, H6). The spec shows no path
 * prefix: they live in the contract module as contract/bid-preparation/… and contract/bid-feedback/….
 * `/{id}?tenantId` is bid-preparation/{id} (the tenant must be the caller's). Pickers (bid deposits,
 * H7): `page` with `name` and size 100 answers the organisation's tenders with name, code,
 * purchasingCode, guarantee, paymentDeadline and refundDate.
 */
import type { Tender, TenderFeedback, TenderPageQuery } from '../domain/financeTender';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

// The bodies are the shared schemas' inputs (financeTender.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

/** The list's query; its paging typed as a picker pages it (TenderPicker). */
export type TenderListQuery = Omit<Partial<TenderPageQuery>, 'current' | 'size'> & { current?: number; size?: number };

export const financeTenderEndpoints = {
  page: contract<TenderListQuery, Page<Tender>>('GET', 'bid-preparation/list'),
  detail: contract<{ id: string }, Tender>('GET', 'bid-preparation/detail'),
  /** The spec's `/{id}?tenantId`. */
  detailOf: contract<{ id: string; tenantId?: string }, Tender>('GET', 'bid-preparation/{id}'),
  submit: contract<Body, Tender>('POST', 'bid-preparation/submit'),
  remove: contract<{ ids: string }, null>('POST', 'bid-preparation/remove'),
  /** The feedback of tender `bidId` (or `id`): status 5, 7 or 8, the winner, bonds, a re-bid. */
  feedback: contract<Body, Tender>('POST', 'bid-feedback/submit'),
  feedbackDetail: contract<{ id: string }, TenderFeedback>('GET', 'bid-feedback/{id}'),
};
