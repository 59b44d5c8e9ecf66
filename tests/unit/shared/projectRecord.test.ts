import { describe, expect, it } from 'vitest';
import { validate, firstMessage } from '@shared/domain/validation';
import { allowedTargets } from '@shared/domain/statusMachine';
import { canTransitionRecord, recordAddSchema, recordCheckExistSchema, recordEditSchema, recordPageQuerySchema, recordStatusMachine } from '@shared/domain/projectRecord';
import { localiseMessage } from '@shared/i18n';

const valid = {
  name: '东湖新城综合体',
  status: '1',
  regionId: '420106',
  detailAddr: '武昌区东湖路88号',
  type: '1',
  mainIndustry: '1',
  otherIndustry: '2,7',
  scale: '约5万平方米',
  remark: '',
  ownerUnitDeptId: '100005',
  resProviderDeptId: '100007,100011',
};

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

describe('filing rules (spec 3 §5 filing)', () => {
  it('accepts a full filing and reads the status as a number', () => {
    const result = recordAddSchema.parse(valid);
    expect(result.status).toBe(1);
    expect(result.resProviderDeptId).toBe('100007,100011');
  });

  it.each([
    [{ name: '' }, '请填写，200个字内'],
    [{ name: '   ' }, '请填写，200个字内'],
    [{ name: '名'.repeat(201) }, '请填写，200个字内'],
    [{ ownerUnitDeptId: '' }, '请选择业主单位'],
    [{ regionId: '' }, '请选择项目所在地'],
    [{ regionId: 'abc' }, '请选择项目所在地'],
    [{ detailAddr: '' }, '请填写项目详细地址'],
    [{ detailAddr: '址'.repeat(101) }, '长度不能超过100个字符'],
    [{ type: '' }, '请选择'],
    [{ mainIndustry: '' }, '请选择'],
    [{ otherIndustry: '1,,2' }, '请选择'],
    [{ scale: '' }, '请填写项目规模'],
    [{ scale: '规'.repeat(2001) }, '长度不能超过2000个字符'],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
    [{ resProviderDeptId: '100007,x' }, '请选择资源方单位'],
    [{ status: '4' }, '请选择备案状态'],
    [{ status: '' }, '请选择备案状态'],
  ])('refuses %o with its message', (change, message) => {
    expect(messageOf(recordAddSchema, { ...valid, ...change })).toBe(message);
  });

  it('keeps the limits exactly: 200, 100, 2000, 200', () => {
    expect(messageOf(recordAddSchema, { ...valid, name: '名'.repeat(200), detailAddr: '址'.repeat(100), scale: '规'.repeat(2000), remark: '备'.repeat(200) })).toBeNull();
  });

  it('edits the name and the status only, never to 4', () => {
    const edited = recordEditSchema.parse({ id: '12', name: ' 新名 ', status: 2, scale: 'x' });
    expect(edited).toEqual({ id: '12', name: '新名', status: 2 });
    expect(messageOf(recordEditSchema, { id: '12', name: '新名', status: 4 })).toBe('请选择备案状态');
  });

  it('checks a name with the edited filing left out, and searches by every field', () => {
    expect(recordCheckExistSchema.parse({ name: 'a', id: '' })).toEqual({ name: 'a', id: undefined });
    expect(recordPageQuerySchema.parse({ status: '', regionId: '31', industry: '5' })).toMatchObject({ status: undefined, regionId: '31', industry: '5', current: 1 });
  });
});

describe('the filing status machine', () => {
  it('moves among 1, 2 and 3 freely, never to 4 and never out of 4', () => {
    expect(allowedTargets(recordStatusMachine, { status: 1 })).toEqual([2, 3]);
    expect(allowedTargets(recordStatusMachine, { status: 3 })).toEqual([1, 2]);
    expect(allowedTargets(recordStatusMachine, { status: 4 })).toEqual([]);
    expect(canTransitionRecord(2, 4)).toBe(false);
    expect(canTransitionRecord(4, 1)).toBe(false);
    expect(canTransitionRecord(2, 1)).toBe(true);
  });

  it('has every message in English too', () => {
    expect(localiseMessage(recordStatusMachine.refused, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(localiseMessage('备案名已存在', 'en')).toBe('A filing with this name already exists');
  });
});
