/**
 * Money arithmetic for contracts and statistics: amounts travel as text ('1234.50') and are
 * computed with decimal.js, never through a JavaScript float, so 0.1 + 0.2 stays 0.30.
 */
import Decimal from 'decimal.js';

export type MoneyInput = string | number | Decimal | null | undefined;

/** Money is rounded half up to fen (two decimals), as invoices and contracts show it. */
const toMoney = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A blank amount counts as zero; anything else must be a number (else it throws, as a bug would). */
export function toDecimal(v: MoneyInput): Decimal {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return new Decimal(0);
  return new Decimal(typeof v === 'string' ? v.trim() : v);
}

/** '1234.5' → '1234.50': the text a money field keeps and the server stores. */
export const moneyFixed = (v: MoneyInput): string => toMoney(toDecimal(v)).toFixed(2);

/** '1234567.5' → '1,234,567.50': yuan for display, with thousands separators. */
export function formatYuan(v: MoneyInput): string {
  const [whole, fen] = moneyFixed(v).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fen}`;
}

/** The sum of amounts, two decimals. */
export const sumMoney = (values: MoneyInput[]): string => toMoney(values.reduce<Decimal>((acc, v) => acc.plus(toDecimal(v)), new Decimal(0))).toFixed(2);

/** amount × factor, rounded half up to two decimals. */
export const multiplyMoney = (amount: MoneyInput, factor: MoneyInput): string => toMoney(toDecimal(amount).times(toDecimal(factor))).toFixed(2);

/** amount × percent / 100 (platform fee, commission, taxes of spec 2), rounded half up to two decimals. */
export const applyRate = (amount: MoneyInput, percent: MoneyInput): string => toMoney(toDecimal(amount).times(toDecimal(percent)).dividedBy(100)).toFixed(2);

/** a − b − c …, two decimals (e.g. projectCostFee = amount − platformFee − sysFee − bizFee). */
export const subtractMoney = (from: MoneyInput, ...values: MoneyInput[]): string =>
  toMoney(values.reduce<Decimal>((acc, v) => acc.minus(toDecimal(v)), toDecimal(from))).toFixed(2);

/** part / whole × 100 (arrival rates), two decimals; a zero whole gives '0.00'. */
export function percentOf(part: MoneyInput, whole: MoneyInput): string {
  const w = toDecimal(whole);
  return w.isZero() ? '0.00' : toMoney(toDecimal(part).dividedBy(w).times(100)).toFixed(2);
}

/**
 * Money as a person is typing it, for live formulas: the number the text means, or null while it is
 * not (yet) one — '', '-', '.', '1e', 'abc' — so a formula shows "no result yet" instead of throwing or
 * printing NaN. Full-width digits and signs (１２．５, －３) are read as their ASCII twins (an IME
 * gives them), thousands separators are accepted when they group by three (1,000.5), a trailing point
 * counts as the number before it ('1.' is 1), exponents are refused (nobody types money as 1e5).
 */
export function parseMoneyDraft(text: unknown): Decimal | null {
  if (Decimal.isDecimal(text)) return (text as Decimal).isFinite() ? (text as Decimal) : null;
  if (typeof text === 'number') return Number.isFinite(text) ? new Decimal(text) : null;
  if (typeof text !== 'string') return null;
  let v = text.normalize('NFKC').trim().replace(/[\u2212\uFE63]/g, '-').replace(/\u3002/g, '.');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(v)) v = v.replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(v)) return null;
  return new Decimal(v);
}

/** An optional operand left blank counts as zero in a formula (a fee nobody charges); other text as parseMoneyDraft. */
export const blankAsZero = (text: unknown): unknown => (text === undefined || text === null || (typeof text === 'string' && text.trim() === '') ? '0' : text);

/**
 * A formula result from typed operands: `compute` over their Decimals, rounded half up to fen; '' (no
 * result yet) when any operand is not a number yet, and '' rather than Infinity when dividing by zero.
 */
export function draftMoney(compute: (...operands: Decimal[]) => Decimal, ...operands: unknown[]): string {
  const parsed = operands.map(parseMoneyDraft);
  if (parsed.some((d) => d === null)) return '';
  const result = compute(...(parsed as Decimal[]));
  return result.isFinite() ? toMoney(result).toFixed(2) : '';
}

/** amount × percent / 100 of typed operands (platform fee from amount and ratio); '' while either is incomplete. */
export const draftApplyRate = (amount: unknown, percent: unknown): string => draftMoney((a, p) => a.times(p).dividedBy(100), amount, percent);

/** from − each of values, of typed operands; '' while any is incomplete (wrap optional ones in blankAsZero). */
export const draftSubtract = (from: unknown, ...values: unknown[]): string => draftMoney((f, ...rest) => rest.reduce((acc, d) => acc.minus(d), f), from, ...values);

/** The sum of typed operands; '' while any is incomplete. */
export const draftSum = (...values: unknown[]): string => draftMoney((...ds) => ds.reduce((acc, d) => acc.plus(d), new Decimal(0)), ...values);
