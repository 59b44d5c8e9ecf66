/**
 * Receivables aging (应收账龄) and payables (应付) reports (issue 18): the aging buckets, once, and the
 * reports' searches and rows. An owner invoice is due on its expected receipt date (预计到账日期, kept
 * on direct projects); one without it is due INVOICE_TERM_DAYS after its invoice date.
 */
import { z } from 'zod';
import type { Page } from '../api/envelope';
import { pageQuerySchema } from './paging';

export const FINANCE_REPORT_MESSAGES = {
  date: '请选择正确的日期',
  view: '请选择统计方式',
} as const;

/** Days after the invoice date an invoice without an expected receipt date falls due (a common payment term). */
export const INVOICE_TERM_DAYS = 30;

/** The buckets in order: each holds the days past due up to `maxDays` (after the previous bucket's); the last has no end. */
export const AGING_BUCKETS = [
  { key: 'notDue', maxDays: 0 },
  { key: 'days30', maxDays: 30 },
  { key: 'days90', maxDays: 90 },
  { key: 'days180', maxDays: 180 },
  { key: 'over180', maxDays: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];
export const AGING_BUCKET_KEYS: AgingBucket[] = AGING_BUCKETS.map((b) => b.key);

/** The bucket of an invoice `daysPastDue` days past its due date (0 or less: not due yet). */
export function agingBucket(daysPastDue: number): AgingBucket {
  return AGING_BUCKETS.find((b) => daysPastDue <= b.maxDays)!.key;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
/** `day` (yyyy-MM-dd…) moved by `days` calendar days, as yyyy-MM-dd. */
export const addDays = (day: string, days: number): string => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (yyyy-MM-dd…): positive when `to` is later. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** An invoice's due date: its expected receipt date, else its invoice date plus the term. */
export const dueDateOf = (invoice: { receiptDate: string; invoiceDate: string }): string =>
  invoice.receiptDate ? invoice.receiptDate.slice(0, 10) : addDays(invoice.invoiceDate, INVOICE_TERM_DAYS);

/**
 * The same buckets as due-date edges for SQL (dates compare as text): an invoice belongs to the first
 * bucket whose `dueFrom` its due date reaches (null: every date). agingBucket and these agree at every
 * day (unit-tested), so the report groups in SQL with the shared rule.
 */
export function agingEdges(asOf: string): { key: AgingBucket; dueFrom: string | null }[] {
  return AGING_BUCKETS.map((b) => ({ key: b.key, dueFrom: Number.isFinite(b.maxDays) ? addDays(asOf, -b.maxDays) : null }));
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const text = z.string().trim().max(100).optional().default('');
const day = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || (DAY.test(v) && addDays(v, 0) === v.slice(0, 10)), FINANCE_REPORT_MESSAGES.date)
  .transform((v) => v.slice(0, 10));

export const RECEIVABLE_VIEWS = ['contract', 'owner'] as const;
export type ReceivableView = (typeof RECEIVABLE_VIEWS)[number];
export const receivablesQuerySchema = pageQuerySchema.extend({
  view: z.enum(RECEIVABLE_VIEWS, { error: FINANCE_REPORT_MESSAGES.view }).optional().default('contract'),
  partyJia: text,
  name: text,
  invoiceDateFrom: day,
  invoiceDateTo: day,
  /** The day the report is as of (default today): invoices issued and money arrived up to it. */
  asOf: day,
});
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

export const PAYABLE_VIEWS = ['contract', 'org'] as const;
export type PayableView = (typeof PAYABLE_VIEWS)[number];
export const payablesQuerySchema = pageQuerySchema.extend({
  view: z.enum(PAYABLE_VIEWS, { error: FINANCE_REPORT_MESSAGES.view }).optional().default('contract'),
  name: text,
  requestOrgName: text,
  requestDateFrom: day,
  requestDateTo: day,
});
export type PayablesQuery = z.infer<typeof payablesQuerySchema>;

/** Not-received money (yuan text) in each bucket and in all. */
export type AgingAmounts = Record<AgingBucket, string> & { total: string };

/** One line of the aging report: a contract (view contract) or an owner, party A (view owner). */
export interface ReceivableRow extends AgingAmounts {
  id: string;
  contractName: string;
  contractCode: string;
  partyJiaName: string;
  contractCount: number;
  invoiceCount: number;
}

export interface PayableAmounts {
  requestAmount: string;
  paidAmount: string;
  unpaidAmount: string;
}

/** One line of the payables report: a contract (view contract) or a requesting organisation (view org). */
export interface PayableRow extends PayableAmounts {
  id: string;
  contractName: string;
  contractKind: string;
  requestOrgName: string;
  requestCount: number;
  oldestRequestDate: string;
}

/** A report page: the page's lines and the totals of every line the search finds. */
export type ReportPage<Row, Totals> = Page<Row> & { totals: Totals };
