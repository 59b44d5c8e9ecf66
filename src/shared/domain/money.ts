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
