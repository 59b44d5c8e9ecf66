import { describe, expect, it } from 'vitest';
import { ownerContractFees } from '@shared/domain/contractMoney';
import { ownerAssignment, type AssignmentSource } from '@shared/domain/contractSummary';
import { sumMoney, subtractMoney } from '@shared/domain/money';

/** An owner contract's figures as the server answers them: fees from the shared formula, the pay total from what the kinds hold. */
function source(amount: string, ratios: [string, string, string], product: string, resource: string, other: string, unsigned: string): AssignmentSource {
  const fees = ownerContractFees({ currContractAmount: amount, platformFeeRatio: ratios[0], sysFeeRatio: ratios[1], bizFeeRatio: ratios[2] }) as Record<(typeof ownerContractFees.outputs)[number], string>;
  const payTotalAmount = sumMoney([product, resource, other, unsigned]);
  return { currContractAmount: amount, ...fees, productContractAmount: product, resourceContractAmount: resource, otherAmount: other, payTotalAmount, costSurplus: subtractMoney(fees.projectCostFee, payTotalAmount) };
}

describe('ownerAssignment', () => {
  it('divides the largest amount exactly, with rates that round half up', () => {
    const a = ownerAssignment(source('9999999999.99', ['3.33', '2.17', '5.01'], '1234567890.12', '987654321.09', '0.00', '100000000.01'));
    expect(a.balanced).toBe(true);
    expect(a.fees.map((l) => l.amount)).toEqual(['333000000.00', '217000000.00', '501000000.00', '8948999999.99']);
    expect(sumMoney(a.fees.map((l) => l.amount))).toBe('9999999999.99');
    expect(a.cost.map((l) => [l.key, l.amount])).toEqual([
      ['productContractAmount', '1234567890.12'],
      ['resourceContractAmount', '987654321.09'],
      ['otherAmount', '0.00'],
      ['unsignedReserved', '100000000.01'],
      ['costSurplus', '6626777788.77'],
    ]);
    expect(sumMoney(a.cost.map((l) => l.amount))).toBe(a.fees[3].amount);
  });

  it('keeps the fen a third leaves over, and shares of a zero amount are 0.00', () => {
    const a = ownerAssignment(source('0.01', ['33.33', '33.33', '33.33'], '0.00', '0.00', '0.00', '0.00'));
    expect(a.fees.map((l) => l.amount)).toEqual(['0.00', '0.00', '0.00', '0.01']);
    expect(a.balanced).toBe(true);
    expect(ownerAssignment(source('0.00', ['3', '2', '5'], '0.00', '0.00', '0.00', '0.00')).fees.map((l) => l.share)).toEqual(['0.00', '0.00', '0.00', '0.00']);
  });

  it('shares are two-decimal percentages of the amount; figures that do not add up are not balanced', () => {
    const s = source('12000000.00', ['3', '2', '5'], '3000000.00', '600000.00', '0.00', '1200000.00');
    expect(ownerAssignment(s).cost.map((l) => l.share)).toEqual(['25.00', '5.00', '0.00', '10.00', '50.00']);
    expect(ownerAssignment({ ...s, projectCostFee: '10799999.99' }).balanced).toBe(false);
    expect(ownerAssignment({ ...s, costSurplus: '1.00' }).balanced).toBe(false);
  });
});
