/**
 * The read-only summary tables of an owner contract (spec 2 §2 "Read-only summary tables"; issue 16):
 * what the tables compute rather than read. Every figure comes from the server's record (money text
 * with two decimals); the only arithmetic here is exact decimal arithmetic on it (money.ts), so the
 * parts a table shows add up to its whole to the fen.
 */
import type { OwnerContract } from './contractOwner';
import { moneyFixed, percentOf, subtractMoney, sumMoney } from './money';

/** One line of the assignment table: a part's amount and its share of the owner contract amount. */
export interface AssignmentLine {
  key: AssignmentKey;
  amount: string;
  /** amount / owner contract amount × 100, two decimals (shown only; shares are rounded, amounts are not). */
  share: string;
}

/**
 * The owner amount's first division (platform, system, business fees and the project cost), then the
 * project cost's: what signed production, resource-provider contracts and other expenses hold, what the
 * contracts not yet signed already reserve (payTotalAmount counts every contract not voided, the kind
 * totals only signed, paused and archived ones), and what is left (costSurplus).
 */
export const FEE_PARTS = ['platformFee', 'sysFee', 'bizFee', 'projectCostFee'] as const;
export const COST_PARTS = ['productContractAmount', 'resourceContractAmount', 'otherAmount', 'unsignedReserved', 'costSurplus'] as const;
export type AssignmentKey = (typeof FEE_PARTS)[number] | (typeof COST_PARTS)[number];

export type AssignmentSource = Pick<
  OwnerContract,
  'currContractAmount' | 'platformFee' | 'sysFee' | 'bizFee' | 'projectCostFee' | 'productContractAmount' | 'resourceContractAmount' | 'otherAmount' | 'payTotalAmount' | 'costSurplus'
>;

export interface Assignment {
  amount: string;
  fees: AssignmentLine[];
  cost: AssignmentLine[];
  /** The fees add up to the amount and the cost parts to the project cost, exactly (false would be a server bug, shown as such). */
  balanced: boolean;
}

export function ownerAssignment(c: AssignmentSource): Assignment {
  const amount = moneyFixed(c.currContractAmount);
  const line = (key: AssignmentKey, value: string): AssignmentLine => ({ key, amount: moneyFixed(value), share: percentOf(value, amount) });
  const fees = FEE_PARTS.map((key) => line(key, c[key]));
  // What the pay total holds beyond the signed kinds' totals and other expenses: the unsigned contracts' reservations.
  const unsignedReserved = subtractMoney(c.payTotalAmount, c.productContractAmount, c.resourceContractAmount, c.otherAmount);
  const costSurplus = subtractMoney(c.projectCostFee, c.payTotalAmount);
  const cost = [
    line('productContractAmount', c.productContractAmount),
    line('resourceContractAmount', c.resourceContractAmount),
    line('otherAmount', c.otherAmount),
    line('unsignedReserved', unsignedReserved),
    line('costSurplus', costSurplus),
  ];
  const balanced =
    sumMoney(fees.map((l) => l.amount)) === amount &&
    sumMoney(cost.map((l) => l.amount)) === moneyFixed(c.projectCostFee) &&
    costSurplus === moneyFixed(c.costSurplus);
  return { amount, fees, cost, balanced };
}
