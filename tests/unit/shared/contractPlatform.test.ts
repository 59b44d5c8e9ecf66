import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, contractTargets } from '@shared/domain/contract';
import {
  amountRefusal,
  capOf,
  platformContractSchema,
  platformKindFlag,
  platformModifySchema,
  platformTotals,
  PLATFORM_CONTRACT_MESSAGES as M,
} from '@shared/domain/contractPlatform';
import { firstMessage } from '@shared/domain/validation';
import { OWNER_CONTRACT_MESSAGES } from '@shared/domain/contractOwner';

const scan = { attachId: '1', name: 'a.pdf', link: 'http://x/a.pdf', size: 1 };
const valid = { kind: 'platform', contractOwnerId: '10', name: '平台合同', scale: '范围', partyYiId: '100006', currContractAmount: '100.00', signDate: '2026-11-20 10:00:00', scanAttach: [scan], remark: '备注' };
const message = (schema: typeof platformContractSchema | typeof platformModifySchema, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? undefined : firstMessage(r.error);
};
const owner = { currContractAmount: '12000000.00', platformFee: '360000.00', exProjectFee: '11400000.00' };

describe('contract-platform rules (spec 2 §5 platform and project-management contract)', () => {
  it('requires each field with its message; scans for platform contracts only; party B except owner-allocated', () => {
    expect(message(platformContractSchema, valid)).toBeUndefined();
    expect(message(platformContractSchema, { ...valid, scanAttach: [] })).toBe(M.scan);
    expect(message(platformContractSchema, { ...valid, kind: 'project', scanAttach: [] })).toBeUndefined();
    expect(message(platformContractSchema, { ...valid, partyYiId: '' })).toBe(CONTRACT_MESSAGES.partyYi);
    expect(message(platformContractSchema, { ...valid, kind: 'basic', partyYiId: '' })).toBeUndefined();
    expect(message(platformContractSchema, { ...valid, currContractAmount: '' })).toBe(M.amount);
    expect(message(platformContractSchema, { ...valid, currContractAmount: '1.005' })).toBe('请填写正确的数字');
    expect(message(platformContractSchema, { ...valid, currContractAmount: '9999999999.99' })).toBeUndefined();
    expect(message(platformContractSchema, { ...valid, currContractAmount: '10000000000.00' })).toBe('请填写正确的数字');
    expect(message(platformContractSchema, { ...valid, scale: '' })).toBe(OWNER_CONTRACT_MESSAGES.scale);
    expect(message(platformContractSchema, { ...valid, scale: '规'.repeat(2001) })).toBe(OWNER_CONTRACT_MESSAGES.scale);
    expect(message(platformContractSchema, { ...valid, remark: '' })).toBe('请填写，200个字内');
    expect(message(platformContractSchema, { ...valid, name: '名'.repeat(201) })).toBe('请填写，200个字内');
    expect(message(platformContractSchema, { ...valid, code: '号'.repeat(201) })).toBe('请填写，200个字内');
    expect(message(platformContractSchema, { ...valid, signDate: '2026-11-20' })).toBe(OWNER_CONTRACT_MESSAGES.signDate);
    expect(message(platformContractSchema, { ...valid, contractOwnerId: '' })).toBe(CONTRACT_MESSAGES.ownerNotFound);
  });

  it('modify needs scans and a reason of 1–200', () => {
    const body = { currContractAmount: '1.00', scale: '范围', signDate: '2026-11-20 10:00:00', scanAttach: [scan], remark: '备注', changeReason: '追加', id: '1' };
    expect(message(platformModifySchema, body)).toBeUndefined();
    expect(message(platformModifySchema, { ...body, scanAttach: [] })).toBe(M.scan);
    expect(message(platformModifySchema, { ...body, changeReason: ' ' })).toBe('请输入变更原因');
    expect(message(platformModifySchema, { ...body, changeReason: '因'.repeat(201) })).toBe('长度不能超过200个字符');
  });

  it('caps each kind by the owner contract: platform fee, expected project amount (exProjectFee), owner amount', () => {
    expect(capOf('platform', owner)).toBe('360000.00');
    expect(capOf('project', owner)).toBe('11400000.00');
    expect(capOf('basic', owner)).toBe('12000000.00');
  });

  it('bounds add and edit: 0 < amount ≤ cap − others, to the fen', () => {
    expect(amountRefusal('platform', '0.00', '360000.00', '0')).toBe(M.platformOver);
    expect(amountRefusal('platform', '0.01', '360000.00', '0')).toBeUndefined();
    expect(amountRefusal('platform', '160000.00', '360000.00', '200000.00')).toBeUndefined();
    expect(amountRefusal('platform', '160000.01', '360000.00', '200000.00')).toBe(M.platformOver);
    expect(amountRefusal('project', '400000.01', '11400000.00', '11000000.00')).toBe(M.projectOver);
    expect(amountRefusal('basic', '9999999999.99', '9999999999.99', '0')).toBeUndefined();
    expect(amountRefusal('basic', '9999999999.99', '9999999999.99', '0.01')).toBe(M.basicOver);
  });

  it('bounds a project-management modify: 0 < new ≤ expected, change ≤ expected − previous total', () => {
    expect(amountRefusal('project', '11400000.01', '11400000.00', '0', '100.00')).toBe(M.projectModifiedOver);
    expect(amountRefusal('project', '0', '11400000.00', '0', '100.00')).toBe(M.projectModifiedOver);
    // Others 300 000.00, before 11 000 000.00: a raise of 100 000.00 fits, one fen more does not.
    expect(amountRefusal('project', '11100000.00', '11400000.00', '300000.00', '11000000.00')).toBeUndefined();
    expect(amountRefusal('project', '11100000.01', '11400000.00', '300000.00', '11000000.00')).toBe(M.projectChangeOver);
    // A lowering always fits.
    expect(amountRefusal('project', '1.00', '11400000.00', '11399999.00', '11400000.00')).toBeUndefined();
  });

  it('computes the live totals exactly, blank while half-typed', () => {
    expect(platformTotals({ cap: '360000.00', previousTotal: '200000.00', currContractAmount: '0.1', currContractAmountBefore: '' })).toEqual({
      availableAmount: '160000.00',
      currTotalAmount: '200000.10',
      changeAmount: '0.10',
      currContractAmountAfter: '0.10',
    });
    expect(platformTotals({ previousTotal: '9999999999.98', currContractAmount: '0.01', currContractAmountBefore: '9999999999.99' })).toMatchObject({ currTotalAmount: '9999999999.99', changeAmount: '-9999999999.98' });
    expect(platformTotals({ previousTotal: '1.00', currContractAmount: '-' }).currTotalAmount).toBe('');
  });

  it('flags the kinds for changeStatus (0 platform, 1 the others) and follows the common machine per kind', () => {
    expect([platformKindFlag('platform'), platformKindFlag('project'), platformKindFlag('basic')]).toEqual([0, 1, 1]);
    expect(contractTargets('platform', 2)).toEqual([4, 5]);
    expect(contractTargets('basic', 2)).toEqual([3, 5]);
    expect(contractTargets('project', 3)).toEqual([2]);
    expect(contractTargets('basic', 3)).toEqual([2, 4, 5]);
  });
});
