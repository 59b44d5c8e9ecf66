import { describe, expect, it } from 'vitest';
import { allowedTargets, canTransition } from '@shared/domain/statusMachine';
import { CREDIT_CODE, isCapital, normaliseServiceCodes, orgProfileSchema } from '@shared/domain/orgProfile';
import { directorSchema, dockingSchema, transferSchema } from '@shared/domain/orgDirector';
import { orgStatusMachine } from '@shared/domain/orgStatus';
import { firstMessage } from '@shared/domain/validation';
import { localiseMessage } from '@shared/i18n';

const valid = {
  orgCategory: 'sj',
  orgAbbr: '远景',
  orgName: '远景建筑设计研究院有限公司',
  orgLegal: '张明远',
  orgAddress: '成都市锦江区东大街100号',
  regNo: '91510100MA6CEM0004',
  regCapital: '5000',
  regDate: '2014-05-15',
  bizScope: '工程设计',
  peopleNum: '80',
  serviceCodes: '51,50',
  regPic: 'https://files.example.com/l.png',
  invoiceEmail: 'a@example.com',
  invoicePhone: '13912345678',
  orgPhone: '028-80100004',
  status: 0,
};
const messageOf = (input: unknown) => {
  const r = orgProfileSchema.safeParse(input);
  return r.success ? null : firstMessage(r.error);
};

describe('organisation profile (spec 3 §5 "Organisation")', () => {
  it('accepts a complete profile and normalises it', () => {
    const r = orgProfileSchema.parse({ ...valid, regNo: '91510100ma6cem0004', serviceCodes: '51,00,50' });
    expect(r.regNo).toBe('91510100MA6CEM0004');
    expect(r.serviceCodes).toBe('00');
    expect(r).toMatchObject({ website: '', logo: '', mainDesc: '', remark: '' });
  });

  it.each([
    [{ orgCategory: undefined }, '请选择企业性质'],
    [{ orgAbbr: ' ' }, '请输入企业简称'],
    [{ orgName: '' }, '请输入单位名称'],
    [{ orgName: '名'.repeat(31) }, '长度不能超过30个字符'],
    [{ orgLegal: '法'.repeat(21) }, '长度不能超过20个字符'],
    [{ orgAddress: '址'.repeat(51) }, '长度不能超过50个字符'],
    [{ regNo: '9151010MA6CEM0004' }, '统一社会信用代码格式有误'],
    [{ regNo: '91510100MA6CEMI004' }, '统一社会信用代码格式有误'],
    [{ regCapital: '' }, '请输入注册资本'],
    [{ regCapital: '0.0000' }, '注册资本金额必须为有效数字,且不超过四位小数'],
    [{ regCapital: '1.00001' }, '注册资本金额必须为有效数字,且不超过四位小数'],
    [{ regCapital: '1e3' }, '注册资本金额必须为有效数字,且不超过四位小数'],
    [{ regDate: '' }, '请选择注册日期'],
    [{ bizScope: '' }, '请输入经营范围'],
    [{ peopleNum: '-1' }, '企业人数输入有误'],
    [{ peopleNum: '1.5' }, '企业人数输入有误'],
    [{ serviceCodes: '' }, '请选择服务区域'],
    [{ serviceCodes: '5x' }, '请选择服务区域'],
    [{ regPic: '' }, '请上传营业执照'],
    [{ invoiceEmail: 'x@' }, '邮箱格式输入有误'],
    [{ invoicePhone: '1391234567' }, '收票手机号码格式有误'],
    [{ website: 'www.example.com' }, '网址格式有误'],
    [{ mainDesc: 'a'.repeat(2001) }, '长度不能超过2000个字符'],
    [{ remark: 'a'.repeat(201) }, '长度不能超过200个字符'],
    [{ orgPhone: '' }, '请输入企业电话'],
    [{ status: 2 }, '请选择组织状态'],
  ])('%o → %s', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('compares capital with decimal.js: positive, up to four decimals; optional for owner units only', () => {
    expect(isCapital('0.0001')).toBe(true);
    expect(isCapital('0.00001')).toBe(false);
    expect(isCapital('12345678901234.1234')).toBe(true);
    expect(isCapital('0')).toBe(false);
    expect(messageOf({ ...valid, orgCategory: 'yz', regCapital: '' })).toBeNull();
    expect(messageOf({ ...valid, orgCategory: 'yz', regCapital: '1.23456' })).toBe('注册资本金额必须为有效数字,且不超过四位小数');
  });

  it('keeps nationwide (00) alone and drops repeats', () => {
    expect(normaliseServiceCodes('51, 51,50')).toBe('51,50');
    expect(normaliseServiceCodes('00,51')).toBe('00');
    expect(CREDIT_CODE.test('91510100MA6CEM0004')).toBe(true);
  });

  it('moves a draft to normal, normal and disabled both ways, either to cancelled (final)', () => {
    expect(allowedTargets(orgStatusMachine, { status: 0 })).toEqual([1]);
    expect(allowedTargets(orgStatusMachine, { status: 1 })).toEqual([3, 4]);
    expect(allowedTargets(orgStatusMachine, { status: 3 })).toEqual([1, 4]);
    expect(allowedTargets(orgStatusMachine, { status: 4 })).toEqual([]);
    expect(canTransition(orgStatusMachine, { status: 0 }, 3)).toBe(false);
  });

  it('director, docking and transfer: phone pattern, names ≤20, a target', () => {
    const first = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, v: unknown) => {
      const r = schema.safeParse(v);
      return r.success ? null : firstMessage(r.error as never);
    };
    expect(first(directorSchema, { id: '1', directorPhone: '12800000000', directorName: '张' })).toBe('手机号码格式有误');
    expect(first(directorSchema, { id: '1', directorPhone: '13800000000', directorName: '' })).toBe('请输入负责人姓名');
    expect(first(directorSchema, { id: '1', directorPhone: '13800000000', directorName: '张'.repeat(21) })).toBe('长度不能超过20个字符');
    expect(first(dockingSchema, { id: '1', dockingName: '', weContactName: 'a' })).toBe('请输入对接人姓名');
    expect(first(dockingSchema, { id: '1', dockingName: 'a', weContactName: '' })).toBe('请输入我方联系人姓名');
    expect(first(dockingSchema, { id: '1', dockingName: 'a', weContactName: 'b', weContactPhone: '1' })).toBe('手机号码格式有误');
    expect(first(transferSchema, { id: '1' })).toBe('请选择转让对象');
  });

  it('has an English twin for every message it shows', () => {
    for (const message of ['名称已存在，请检查', '企业社会信用代码已存在，请检查', '接口出错了，请重新填写', '注册资本金额必须为有效数字,且不超过四位小数', '收票手机号码格式有误']) {
      expect(localiseMessage(message, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
