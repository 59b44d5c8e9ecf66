import { describe, expect, it } from 'vitest';
import { PRODUCTION_MESSAGES, productionContractSchema, productionFigures, productionModifySchema, productionTypes } from '@shared/domain/contractProduction';
import { validate, firstMessage } from '@shared/domain/validation';

const body = (over: Record<string, unknown> = {}) => ({
  contractOwnerId: '123',
  name: '分包合同',
  code: 'SC-1',
  type: '3,1',
  partyJia: { bizId: '100005', deptName: 'x', code: '', logo: '' },
  partyYi: '100008',
  signDate: '2026-11-20 00:00:00',
  currContractAmount: '100.00',
  subcontractingDesc: '说明',
  ...over,
});
const message = (over: Record<string, unknown>) => {
  const r = validate(productionContractSchema, body(over));
  return r.success ? '' : firstMessage(r.error);
};

describe('production contract rules (spec 2 §5)', () => {
  it('parses parties as objects or ids, types as sorted fbhtlx keys, and ignores derived fields', () => {
    const parsed = productionContractSchema.parse(body({ produceDivideOwner: '99' }));
    expect(parsed).toMatchObject({ partyJia: { bizId: '100005' }, partyYi: { bizId: '100008' }, type: '1,3', remark: '', scanAttach: [] });
    expect('produceDivideOwner' in parsed).toBe(false);
    expect(productionTypes.parse(['5', '2', '2'])).toBe('2,5');
  });

  it('answers each rule with its message', () => {
    expect(message({ contractOwnerId: '' })).toBe(PRODUCTION_MESSAGES.owner);
    expect(message({ type: '' })).toBe('请选择类型');
    expect(message({ type: '6' })).toBe('请选择类型');
    expect(message({ partyJia: undefined })).toBe('请选择甲方单位');
    expect(message({ partyYi: '' })).toBe('请选择乙方单位');
    expect(message({ code: '' })).toBe('请填写合同编号');
    expect(message({ signDate: '2026-11-20' })).toBe('请选择签订日期');
    expect(message({ subcontractingDesc: 'x'.repeat(2001) })).toBe('请填写分包说明，2000个字内');
    expect(message({ currContractAmount: '0.00' })).toBe('0<当前生产服务合同金额<=项目成本费剩余总额。');
    expect(message({ currContractAmount: '-1' })).toBe('请填写正确的数字');
    expect(message({ currContractAmount: '1.001' })).toBe('请填写正确的数字');
    expect(message({ currContractAmount: '9999999999.99' })).toBe('');
    expect(message({ currContractAmount: '10000000000.00' })).toBe('0<当前生产服务合同金额<=项目成本费剩余总额。');
  });

  it('modify needs a change reason of 1–500 and keeps the parties optional', () => {
    const m = (over: Record<string, unknown>) => validate(productionModifySchema, { ...body(over), id: '9' });
    expect(m({}).success).toBe(false);
    expect(m({ changeReason: '扩大范围', partyJia: undefined, partyYi: undefined }).success).toBe(true);
    expect(m({ changeReason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('production figures (shares rounded half up to two decimals)', () => {
  it('share of the owner amount, change, total after and its share', () => {
    expect(productionFigures({ currContractAmount: '1000000.05', yz_currContractAmount: '3000000.00' }).produceDivideOwner).toBe('33.33');
    // 1/8 = 12.5 %; 0.125 % → 0.13 (half up).
    expect(productionFigures({ currContractAmount: '1.25', yz_currContractAmount: '1000.00' }).produceDivideOwner).toBe('0.13');
    expect(productionFigures({ currContractAmount: '500.00', currContractAmountBefore: '300.00', productContractAmount: '800.00', yz_currContractAmount: '2000.00' })).toEqual({
      produceDivideOwner: '25.00',
      changeAmount: '200.00',
      productContractAmountAfter: '1000.00',
      produceDivideOwnerAfter: '50.00',
    });
    expect(productionFigures({ currContractAmount: '9999999999.99', yz_currContractAmount: '9999999999.99', productContractAmount: '0' })).toMatchObject({ produceDivideOwner: '100.00', changeAmount: '9999999999.99' });
  });

  it('shows nothing yet for half-typed input or a zero owner amount', () => {
    expect(productionFigures({ currContractAmount: '1.', yz_currContractAmount: '' })).toMatchObject({ produceDivideOwner: '' });
    expect(productionFigures({ currContractAmount: 'abc', yz_currContractAmount: '100' })).toEqual({ produceDivideOwner: '', changeAmount: '', productContractAmountAfter: '', produceDivideOwnerAfter: '' });
    expect(productionFigures({ currContractAmount: '5', yz_currContractAmount: '0' }).produceDivideOwner).toBe('');
  });
});
