/**
 * Issue 17, H4 (spec 2 §7): other expenses (contract-other-fee: list, detail/{id} for the screens and
 * the spec's /{a}/{b or -1}/{c} read as {id}/{contractOwnerId or -1}/{tenantId}, submit, remove/{ids}),
 * the project page's money (contract-other-fee/project-money), and other income (finance-income-other:
 * page, detail (id, tenantId), submit, remove (ids)).
 */
import type { Income } from '../domain/financeIncome';
import type { OtherFee } from '../domain/financeOtherFee';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export interface OtherFeePageQuery {
  current: number;
  size: number;
  /** One owner contract's expenses (its detail tab); every one of the organisation's when left out. */
  contractOwnerId: string;
  yzName: string;
  disburseType: string;
  createTimeFrom: string;
  createTimeTo: string;
}

export interface IncomePageQuery {
  current: number;
  size: number;
  incomeType: string;
  payCompanyName: string;
  createUserName: string;
  incomeDateFrom: string;
  incomeDateTo: string;
}

/** One owner contract on a project, its money (the project page's 资金 tab); SQL sums of fen. */
export interface ProjectMoneyRow {
  contractOwnerId: string;
  name: string;
  code: string;
  statusContract: number;
  currContractAmount: string;
  /** Owner invoices not voided. */
  invoiceAmount: string;
  /** Owner arrivals. */
  arriveAmount: string;
  otherFeeAmount: string;
  /** Payment requests on its production and resource contracts, refused ones left out. */
  requestAmount: string;
  paidAmount: string;
  /** 项目成本费剩余总额. */
  costSurplus: string;
}

// The bodies are the shared schemas' inputs (financeOtherFee.ts, financeIncome.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export const financeExpenseEndpoints = {
  otherFeePage: contract<Partial<OtherFeePageQuery>, Page<OtherFee>>('GET', 'contract-other-fee/list'),
  otherFeeDetail: contract<{ id: string }, OtherFee>('GET', 'contract-other-fee/detail/{id}'),
  /** The spec's /{a}/{b or -1}/{c}: the expense, its owner contract (or -1: any) and the caller's organisation. */
  otherFeeRead: contract<{ id: string; contractOwnerId: string; tenantId: string }, OtherFee>('GET', 'contract-other-fee/{id}/{contractOwnerId}/{tenantId}'),
  otherFeeSubmit: contract<Body, OtherFee>('POST', 'contract-other-fee/submit'),
  otherFeeRemove: contract<{ ids: string }, null>('POST', 'contract-other-fee/remove/{ids}'),
  projectMoney: contract<{ projectId: string }, ProjectMoneyRow[]>('GET', 'contract-other-fee/project-money'),
  incomePage: contract<Partial<IncomePageQuery>, Page<Income>>('GET', 'finance-income-other/page'),
  incomeDetail: contract<{ id: string; tenantId?: string }, Income>('GET', 'finance-income-other/detail'),
  incomeSubmit: contract<Body, Income>('POST', 'finance-income-other/submit'),
  incomeRemove: contract<{ ids: string }, null>('POST', 'finance-income-other/remove'),
};
