import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { toFen } from '@shared/domain/contractMoney';
import {
  RESOURCE_CONTRACT_MESSAGES as M,
  isCommissionPercent,
  resourceCommission,
  resourceContractModifySchema,
  resourceContractSchema,
} from '@shared/domain/contractResource';
import { firstMessage } from '@shared/domain/validation';
import { OWNER_CONTRACT_MESSAGES } from '@shared/domain/contractOwner';

const valid = {
  contractOwnerId: '1',
  yzCode: 'YZ-1',
  name: '资源方服务合同',
  scale: '资源对接',
  partyJia: { bizId: '100004' },
  partyYi: { bizId: '100007' },
  signDate: '2026-11-20 10:00:00',
  commissionPercent: '12.5',
};
const messageOf = (schema: typeof resourceContractSchema | typeof resourceContractModifySchema, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? null : firstMessage(r.error);
};

describe('resource-provider service contract rules (spec 2 §5)', () => {
  it('commissionPercent: 0 < x ≤ 100 with at most two decimals, one message for every failure', () => {
    for (const ok of ['0.01', '1', '12.5', '99.99', '100', '100.00', 12.5]) expect(isCommissionPercent(ok), String(ok)).toBe(true);
    for (const bad of ['0', '0.00', '100.01', '101', '1.234', '-1', '', ' ', 'abc', '1e2', null, undefined]) {
      expect(isCommissionPercent(bad), String(bad)).toBe(false);
      expect(messageOf(resourceContractSchema, { ...valid, commissionPercent: bad })).toBe(M.commission);
    }
  });

  it('commissionAmount = owner amount × percent / 100, half up to the fen, exact up to 9 999 999 999.99', () => {
    const of = (amount: string, percent: string, extra: Record<string, string> = {}) => resourceCommission({ yz_currContractAmount: amount, commissionPercent: percent, ...extra });
    expect(of('12000000.00', '12.5').commissionAmount).toBe('1500000.00');
    // 0.01 % of 0.50 is 0.00005: rounds to 0.00; of 50.00 it is 0.005: rounds half up to 0.01.
    expect(of('0.50', '0.01').commissionAmount).toBe('0.00');
    expect(of('50.00', '0.01').commissionAmount).toBe('0.01');
    expect(of('33.33', '33.33').commissionAmount).toBe('11.11');
    expect(of('9999999999.99', '100').commissionAmount).toBe('9999999999.99');
    expect(of('9999999999.99', '0.01').commissionAmount).toBe('1000000.00');
    expect(of('9999999999.99', '33.33').commissionAmount).toBe('3333000000.00');
    expect(toFen(of('9999999999.99', '99.99').commissionAmount)).toBe(999899999999);
    // Half-typed operands give '' (自动计算), never NaN.
    expect(of('', '12').commissionAmount).toBe('');
    expect(of('100', '1.').commissionAmount).toBe('1.00');
    expect(of('100', 'abc')).toEqual({ commissionAmount: '', changeAmount: '', commissionAmountAfter: '' });
  });

  it('change = new − pre-change; total after = resource total + new − pre-change', () => {
    const add = resourceCommission({ yz_currContractAmount: '1000', commissionPercent: '10', resourceContractAmount: '250.50' });
    expect(add).toEqual({ commissionAmount: '100.00', changeAmount: '100.00', commissionAmountAfter: '350.50' });
    const modify = resourceCommission({ yz_currContractAmount: '1000', commissionPercent: '5', preCommissionAmount: '100.00', resourceContractAmount: '350.50' });
    expect(modify).toEqual({ commissionAmount: '50.00', changeAmount: '-50.00', commissionAmountAfter: '300.50' });
  });

  it('each field its message: scale 1–2000, remark ≤200, owner code ≤200, parties, signDate, change reason 1–500', () => {
    expect(messageOf(resourceContractSchema, valid)).toBeNull();
    expect(messageOf(resourceContractSchema, { ...valid, scale: '' })).toBe('请填写，2000个字内');
    expect(messageOf(resourceContractSchema, { ...valid, scale: '字'.repeat(2001) })).toBe('请填写，2000个字内');
    expect(messageOf(resourceContractSchema, { ...valid, scale: '字'.repeat(2000) })).toBeNull();
    expect(messageOf(resourceContractSchema, { ...valid, remark: '字'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(messageOf(resourceContractSchema, { ...valid, yzCode: '' })).toBe(M.yzCode);
    expect(messageOf(resourceContractSchema, { ...valid, yzCode: '字'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(messageOf(resourceContractSchema, { ...valid, partyJia: undefined })).toBe(CONTRACT_MESSAGES.partyJia);
    expect(messageOf(resourceContractSchema, { ...valid, partyYi: { bizId: '' } })).toBe(CONTRACT_MESSAGES.partyYi);
    expect(messageOf(resourceContractSchema, { ...valid, signDate: '' })).toBe(OWNER_CONTRACT_MESSAGES.signDate);
    expect(messageOf(resourceContractSchema, { ...valid, signDate: '2026-11-20' })).toBe(OWNER_CONTRACT_MESSAGES.signDate);
    expect(messageOf(resourceContractSchema, { ...valid, contractOwnerId: '' })).toBe(M.owner);
    expect(messageOf(resourceContractModifySchema, { ...valid, id: '5' })).toBe('请输入变更原因');
    expect(messageOf(resourceContractModifySchema, { ...valid, id: '5', changeReason: '字'.repeat(501) })).toBe('长度不能超过500个字符');
    expect(messageOf(resourceContractModifySchema, { ...valid, id: '5', changeReason: '字'.repeat(500) })).toBeNull();
  });
});
