import { describe, expect, it } from 'vitest';
import { contractStatusMachine, contractTargets, CONTRACT_KINDS, CONTRACT_MESSAGES, projectContractStatus, type ContractKind } from '@shared/domain/contract';
import { fromFen, MAX_CONTRACT_AMOUNT, ownerContractFees, remainingCost, toFen } from '@shared/domain/contractMoney';
import { sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';

describe('the contract status machine (htzt, second reading)', () => {
  it('moves an unsigned contract of every kind to signed only', () => {
    for (const kind of CONTRACT_KINDS) expect(contractTargets(kind, 1)).toEqual([2]);
  });

  it('moves a signed contract by its kind', () => {
    const from2: Record<ContractKind, number[]> = { platform: [4, 5], basic: [3, 5], owner: [3, 4, 5], project: [3, 4, 5], production: [3, 4, 5], resource: [3, 4, 5] };
    for (const kind of CONTRACT_KINDS) expect(contractTargets(kind, 2)).toEqual(from2[kind]);
  });

  it('resumes a paused owner, resource, production or project contract to signed only; the others may also be voided or archived', () => {
    for (const kind of ['owner', 'resource', 'production', 'project'] as const) expect(contractTargets(kind, 3)).toEqual([2]);
    for (const kind of ['platform', 'basic'] as const) expect(contractTargets(kind, 3)).toEqual([2, 4, 5]);
  });

  it('never moves a draft, a voided or an archived contract', () => {
    for (const kind of CONTRACT_KINDS) for (const from of [0, 4, 5]) expect(contractTargets(kind, from)).toEqual([]);
  });

  it('requires the target and, when signing, the contract code', () => {
    const schema = statusChangeSchema(contractStatusMachine);
    expect(schema.safeParse({ id: '1' }).error?.issues[0].message).toBe(CONTRACT_MESSAGES.status);
    expect(schema.safeParse({ id: '1', status: 2, code: ' ' }).error?.issues[0].message).toBe(CONTRACT_MESSAGES.code);
    expect(schema.safeParse({ id: '1', status: 2, code: 'HT-001' }).success).toBe(true);
    expect(schema.safeParse({ id: '1', status: 3 }).success).toBe(true);
  });

  it('writes a change only where the stored status still allows it', () => {
    expect(sourcesOf(contractStatusMachine, { kind: 'platform', statusContract: 2 }, 4)).toEqual([2, 3]);
    expect(sourcesOf(contractStatusMachine, { kind: 'owner', statusContract: 2 }, 4)).toEqual([2]);
    expect(sourcesOf(contractStatusMachine, { kind: 'basic', statusContract: 2 }, 4)).toEqual([3]);
  });
});

describe('contract money in fen', () => {
  it('stores amounts as whole fen and reads them back exactly, on either database', () => {
    expect(toFen('1234.5')).toBe(123450);
    expect(toFen(MAX_CONTRACT_AMOUNT)).toBe(999_999_999_999);
    expect(fromFen(999_999_999_999)).toBe('9999999999.99');
    expect(fromFen('999999999999')).toBe('9999999999.99');
    expect(fromFen(null)).toBe('0.00');
    expect(toFen('0.1') + toFen('0.2')).toBe(toFen('0.3'));
  });

  it('computes the owner contract fees half up to the fen, and the parts add up to the amount', () => {
    const fees = ownerContractFees({ currContractAmount: '1000000.01', platformFeeRatio: '3.33', sysFeeRatio: '1.5', bizFeeRatio: '2.25' });
    expect(fees).toEqual({
      platformFee: '33300.00',
      sysFee: '15000.00',
      bizFee: '22500.00',
      projectCostFee: '929200.01',
      exPlatformFee: '966700.01',
      exProjectFee: '951700.01',
    });
    const edge = ownerContractFees({ currContractAmount: '0.03', platformFeeRatio: '50', sysFeeRatio: '50', bizFeeRatio: '0' });
    // 0.015 rounds half up to 0.02 twice: the cost goes below zero rather than lose a fen.
    expect(edge).toMatchObject({ platformFee: '0.02', sysFee: '0.02', projectCostFee: '-0.01' });
  });

  it('computes the largest amounts without losing a fen', () => {
    const fees = ownerContractFees({ currContractAmount: MAX_CONTRACT_AMOUNT, platformFeeRatio: '99.99', sysFeeRatio: '0', bizFeeRatio: '0.01' });
    expect(fees.platformFee).toBe('9998999999.99');
    expect(fees.bizFee).toBe('1000000.00');
    expect(fees.projectCostFee).toBe('0.00');
  });

  it('shows no result while the amount is half typed, and counts a blank ratio as zero', () => {
    expect(ownerContractFees({ currContractAmount: '12.', platformFeeRatio: '' }).platformFee).toBe('0.00');
    expect(ownerContractFees({ currContractAmount: '-', platformFeeRatio: '3' })).toMatchObject({ platformFee: '', projectCostFee: '' });
    expect(remainingCost('100.00', '99.99')).toBe('0.01');
  });
});

describe('a project’s contract status (xmqyzt) from its owner contracts', () => {
  it('is 未签约 with none signed, 已签约 with all signed, 部分签约 between; drafts and voided ones do not count', () => {
    expect(projectContractStatus([])).toBe(1);
    expect(projectContractStatus([0, 1, 4])).toBe(1);
    expect(projectContractStatus([2, 1])).toBe(2);
    expect(projectContractStatus([2, 3, 5])).toBe(3);
    expect(projectContractStatus([2, 4, 0])).toBe(3);
    expect(projectContractStatus([4])).toBe(1);
  });
});
