/**
 * Payment requests and payments (spec 2 §7 "Payment requests and payments"), module 'contract'.
 * finance-request-funds is party B's side (page: its payment contracts; request: its requests; submit;
 * remove: withdraw) and the payer's actions on one request (pay, changeStatus: refuse). Details as
 * decided (docs/decisions.md): /{id}/-1/{tenantId} a payment contract with its figures (tenantId: the
 * organisation keeping it, -1 reading its kind from the row); /{tenantId}/{id}/{paymentId} one request
 * with its payments (paymentId -1: all of them). finance_payment_manage/page: the payer's requests.
 */
import type { Payment, PaymentRequest, RequestContract } from '../domain/financePayment';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export interface RequestContractPageQuery {
  current: number;
  size: number;
  name: string;
  statusContract: string;
  partyJia: string;
  partyYi: string;
  createUserName: string;
  createTimeFrom: string;
  createTimeTo: string;
  /** production | resource. */
  contractType: string;
  /** 0 non-direct, 1 direct (the owner contract's is_direct). */
  ownerType: string;
}

export interface PaymentRequestPageQuery extends RequestContractPageQuery {
  payStatus: string;
  /** One contract's requests (its tab, the request drawer's history). */
  contractId: string;
  /** One owner contract's requests (its detail page). */
  contractOwnerId: string;
}

export interface RequestDetail extends PaymentRequest {
  payments: Payment[];
}

// The bodies are the shared schemas' inputs (financePayment.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const financePaymentEndpoints = {
  /** Party B: the production and resource contracts naming its organisation as party B, with figures. */
  page: contract<Partial<RequestContractPageQuery>, Page<RequestContract>>('GET', 'finance-request-funds/page'),
  /** One payment contract (party B's or the keeper's) with its figures. */
  contract: contract<{ id: string; tenantId: string }, RequestContract>('GET', 'finance-request-funds/{id}/-1/{tenantId}'),
  /** One request with its payments (paymentId -1: all). */
  detail: contract<{ tenantId: string; id: string; paymentId: string }, RequestDetail>('GET', 'finance-request-funds/{tenantId}/{id}/{paymentId}'),
  /** Party B's requests (all its organisation's, or one contract's). */
  requests: contract<Partial<PaymentRequestPageQuery>, Page<PaymentRequest>>('GET', 'finance-request-funds/request'),
  submit: contract<Body, PaymentRequest>('POST', 'finance-request-funds/submit'),
  /** Party B withdraws a request nothing was paid on. */
  remove: contract<{ id: string }, null>('POST', 'finance-request-funds/remove'),
  /** The payer refuses (payStatus 3) while nothing was paid. */
  changeStatus: contract<{ id: string; payStatus: number; tenantId: string }, PaymentRequest>('POST', 'finance-request-funds/changeStatus/{id}/{payStatus}/{tenantId}'),
  /** The payer records one payment. */
  pay: contract<Body, PaymentRequest>('POST', 'finance-request-funds/pay'),
  /** The payer's list: requests on the contracts its organisation keeps. */
  payerPage: contract<Partial<PaymentRequestPageQuery>, Page<PaymentRequest>>('GET', 'finance_payment_manage/page'),
};
