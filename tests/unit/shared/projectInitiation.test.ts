import { describe, expect, it } from 'vitest';
import { validate, firstMessage } from '@shared/domain/validation';
import { allowedTargets, sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';
import {
  initiationAddSchema,
  initiationEditSchema,
  initiationPageQuerySchema,
  initiationSchemaFor,
  isEditable,
  projectStatusMachine,
} from '@shared/domain/projectInitiation';

const valid = {
  recordId: '1001',
  code: 'XM-001',
  name: '滨江新区文化艺术中心',
  type: '1',
  phaseKeys: '2,3',
  mainIndustry: '1',
  otherIndustry: '',
  regionId: '310115',
  detailAddr: '',
  scale: '',
  remark: '',
  statusTender: '2',
  isDirectSign: '0',
  ownerDeptId: '100005',
  mainPlatformId: '100006',
  otherPlatformIds: '',
  resProviderIds: '100007',
  mgrBizPerson: '2001',
  mgrOperate: '2002',
};

const messageOf = (schema: typeof initiationAddSchema | typeof initiationEditSchema, value: unknown) => {
  const r = validate(schema, value);
  return r.success ? null : firstMessage(r.error);
};

describe('the initiation form (spec 3 §5)', () => {
  it('accepts a complete project and normalises the lists', () => {
    const r = initiationAddSchema.parse({ ...valid, phaseKeys: ['3', '2', '3'], resProviderIds: ' 100007 ,', isDirectSign: 1, statusTender: 3 });
    expect(r).toMatchObject({ phaseKeys: '3,2', resProviderIds: '100007', isDirectSign: 1, statusTender: 3, detailAddr: '', remark: '' });
  });

  it.each([
    [{ recordId: '' }, '请选择备案项目'],
    [{ code: ' ' }, '请填写，200个字内'],
    [{ code: 'C'.repeat(65) }, '长度不能超过64个字符'],
    [{ name: '' }, '请填写，200个字内'],
    [{ name: '名'.repeat(201) }, '请填写，200个字内'],
    [{ type: '' }, '请选择'],
    [{ phaseKeys: '' }, '请选择'],
    [{ phaseKeys: [] }, '请选择'],
    [{ mainIndustry: null }, '请选择'],
    [{ regionId: '' }, '请选择项目所在地'],
    [{ detailAddr: '址'.repeat(101) }, '长度不能超过100个字符'],
    [{ scale: '规'.repeat(2001) }, '长度不能超过2000个字符'],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
    [{ statusTender: '' }, '请选择招标状态'],
    [{ statusTender: '4' }, '请选择招标状态'],
    [{ isDirectSign: '' }, '请选择是否直签'],
    [{ isDirectSign: '2' }, '请选择是否直签'],
    [{ ownerDeptId: '' }, '请选择业主单位'],
    [{ mainPlatformId: '' }, '请选择主平台单位'],
    [{ mgrBizPerson: '' }, '请选择业务负责人'],
    [{ mgrOperate: '' }, '请选择运营负责人'],
    [{ resProviderIds: '10;drop' }, '所选单位不是本单位的合作单位或已停用'],
  ])('refuses %j with its message', (change, message) => {
    expect(messageOf(initiationAddSchema, { ...valid, ...change })).toBe(message);
  });

  it('lets the edit form keep any tender status, 1 to 5; an id chooses it', () => {
    expect(messageOf(initiationEditSchema, { ...valid, id: '9', statusTender: '5' })).toBeNull();
    expect(messageOf(initiationEditSchema, { ...valid, id: '9', statusTender: '6' })).toBe('请选择招标状态');
    expect(initiationSchemaFor({ id: '9' })).toBe(initiationEditSchema);
    expect(initiationSchemaFor({ id: '' })).toBe(initiationAddSchema);
  });

  it('reads the list searches, refusing malformed ones', () => {
    expect(initiationPageQuerySchema.parse({ statusInitiation: '2', regionId: '31', industry: '', platformName: '长江' })).toMatchObject({ statusInitiation: 2, regionId: '31', industry: undefined, platformName: '长江' });
    expect(initiationPageQuerySchema.safeParse({ ownerDeptId: 'x' }).success).toBe(false);
  });
});

describe('the project status machine (xmzt)', () => {
  const at = (statusInitiation: number) => ({ statusInitiation });
  it('never goes back to 1; running and paused move between each other or end; 4 and 5 are final', () => {
    expect(allowedTargets(projectStatusMachine, at(2))).toEqual([3, 4, 5]);
    expect(allowedTargets(projectStatusMachine, at(3))).toEqual([2, 4, 5]);
    expect(allowedTargets(projectStatusMachine, at(4))).toEqual([]);
    expect(allowedTargets(projectStatusMachine, at(5))).toEqual([]);
    for (const s of [1, 2, 3, 4, 5]) expect(allowedTargets(projectStatusMachine, at(s))).not.toContain(1);
    expect(sourcesOf(projectStatusMachine, at(2), 1)).toEqual([]);
    expect(sourcesOf(projectStatusMachine, at(2), 4)).toEqual([2, 3]);
  });

  it('asks for a target with its message, and edits only a living project', () => {
    const r = validate(statusChangeSchema(projectStatusMachine), { id: '1', status: '' });
    expect(r.success ? null : firstMessage(r.error)).toBe('请选择项目状态');
    expect([1, 2, 3, 4, 5].map((s) => isEditable(at(s)))).toEqual([true, true, true, false, false]);
  });
});
