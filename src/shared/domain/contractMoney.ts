/**
 * Contract money, exact to the fen (issue 16). Amounts travel as text with two decimals ('1234.50'),
 * are computed with decimal.js (money.ts) and are stored as whole fen (integers: 123450) on SQLite
 * and PostgreSQL alike, so sums in SQL stay exact and nothing passes through a float. Ratios are
 * percentages with two decimals, stored as hundredths of a percent (12.34 % → 1234).
 * 9 999 999 999.99 yuan is 999 999 999 999 fen, far inside both a BIGINT and JavaScript's exact integers.
 */
import Decimal from 'decimal.js';
import { defineFormula } from './formula';
import { blankAsZero, draftApplyRate, draftSubtract, moneyFixed, toDecimal, type MoneyInput } from './money';

/** The largest contract amount the product takes (spec-sized: ten billion yuan less a fen). */
export const MAX_CONTRACT_AMOUNT = '9999999999.99';

/** '1234.50' → 123450. Throws on text that is not a number: parse with the shared schemas first. */
export const toFen = (v: MoneyInput): number => toDecimal(v).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/**
 * 123450 (or '123450' — PostgreSQL answers a BIGINT and any SUM as text; null for a SUM of no rows)
 * → '1234.50'.
 */
export const fromFen = (v: number | string | bigint | null | undefined): string => (v === null || v === undefined ? '0.00' : new Decimal(String(v)).dividedBy(100).toFixed(2));

/** Percent text with two decimals → hundredths ('12.34' → 1234); the same arithmetic as fen. */
export const toBasisPoints = toFen;
/** Hundredths of a percent → '12.34'. */
export const fromBasisPoints = fromFen;

/** a ≤ b, exactly. */
export const moneyLte = (a: MoneyInput, b: MoneyInput): boolean => toDecimal(a).lte(toDecimal(b));
/** a > 0, exactly. */
export const moneyPositive = (a: MoneyInput): boolean => toDecimal(a).gt(0);

/**
 * The owner contract's fees (spec 2 §5): platformFee = amount × platformFeeRatio / 100, sysFee and
 * bizFee likewise; projectCostFee = amount − platformFee − sysFee − bizFee; exPlatformFee = amount −
 * platformFee; exProjectFee = amount − platformFee − sysFee. Each rounded half up to the fen, and
 * the differences taken from the rounded fees, so the parts always add up to the amount exactly.
 * A blank ratio counts as 0 %; a half-typed amount gives '' (自动计算) rather than a wrong number.
 */
export const ownerContractFees = defineFormula(['platformFee', 'sysFee', 'bizFee', 'projectCostFee', 'exPlatformFee', 'exProjectFee'], (v) => {
  const amount = v.currContractAmount;
  const platformFee = draftApplyRate(amount, blankAsZero(v.platformFeeRatio));
  const sysFee = draftApplyRate(amount, blankAsZero(v.sysFeeRatio));
  const bizFee = draftApplyRate(amount, blankAsZero(v.bizFeeRatio));
  const fees = platformFee && sysFee && bizFee;
  return {
    platformFee,
    sysFee,
    bizFee,
    projectCostFee: fees ? draftSubtract(amount, platformFee, sysFee, bizFee) : '',
    exPlatformFee: platformFee ? draftSubtract(amount, platformFee) : '',
    exProjectFee: platformFee && sysFee ? draftSubtract(amount, platformFee, sysFee) : '',
  };
});

/** What is left of an owner contract's project cost after what its payment-type contracts and expenses reserve. */
export const remainingCost = (projectCostFee: MoneyInput, reserved: MoneyInput): string => moneyFixed(toDecimal(projectCostFee).minus(toDecimal(reserved)));
