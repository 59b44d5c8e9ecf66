/**
 * Cooperation fees and bid deposits (spec 2 §7 "Payment requests and payments" — collaboration
 * charge — and "Cooperation fees and deposits"), module contract. Decisions (docs/decisions.md,
 * issue 17 H7): details take ?id (&tenantId); deposits are removed at finance-deposit/remove (the
 * spec's contract-owner/remove is the owner contract's path). The deposit form picks its tender
 * through the tender list (financeTenderEndpoints.page), the app's one tender lookup.
 */
import type { CooperationFee } from '../domain/financeCooperationFee';
import type { BidDeposit, DepositRefund } from '../domain/financeDeposit';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

// The bodies are the shared schemas' inputs (financeCooperationFee.ts, financeDeposit.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
type Paged = { current?: number; size?: number };

export const cooperationFeeEndpoints = {
  page: contract<Paged & { receiptCompanyName?: string; payMatter?: string; status?: string; payDateFrom?: string; payDateTo?: string }, Page<CooperationFee>>('GET', 'finance-collaboration-charge/list'),
  detail: contract<{ id: string; tenantId?: string }, CooperationFee>('GET', 'finance-collaboration-charge/detail'),
  submit: contract<Body, CooperationFee>('POST', 'finance-collaboration-charge/submit'),
  remove: contract<{ ids: string }, null>('POST', 'finance-collaboration-charge/remove'),
  /** The return (0 → 1): the return form's body. */
  changeStatus: contract<Body, CooperationFee>('POST', 'finance-collaboration-charge/changeStatus'),
};

export const depositEndpoints = {
  page: contract<Paged & { bidName?: string; receiptUnitName?: string; depositType?: string; status?: string; payDateFrom?: string; payDateTo?: string }, Page<BidDeposit>>('GET', 'finance-deposit/list'),
  detail: contract<{ id: string; tenantId?: string }, BidDeposit>('GET', 'finance-deposit/detail'),
  submit: contract<Body, BidDeposit>('POST', 'finance-deposit/submit'),
  remove: contract<{ ids: string }, null>('POST', 'finance-deposit/remove'),
  /** A refund of part or all of what is not returned yet. */
  restitution: contract<Body, DepositRefund>('POST', 'finance-deposit/restitution'),
  refundPage: contract<Paged & { depositId: string; tenantId?: string }, Page<DepositRefund>>('GET', 'finance-deposit-restitution/page'),
  refundDetail: contract<{ id: string; tenantId?: string }, DepositRefund>('GET', 'finance-deposit-restitution/detail'),
};
