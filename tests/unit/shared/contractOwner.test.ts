/** The owner contract's shared rules and formula (spec 2 §5 "Owner project contract"; issue 16). */
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { OWNER_CONTRACT_MESSAGES as M } from '@shared/domain/contractOwner';
import {
  modifyAmountInRange,
  ownerConsortiumSchema,
  ownerContractFormula,
  ownerContractPageSchema,
  ownerDraftSchema,
  ownerModifySchema,
  ownerSubmitSchemaFor,
} from '@shared/domain/contractOwnerSchema';
import { FIELD_MESSAGES } from '@shared/domain/fields';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { ARCHIVE_MESSAGES } from '@shared/domain/projectArchive';
import { CHANGE_MESSAGES } from '@shared/domain/changeHistory';
import { validate, firstMessage } from '@shared/domain/validation';

export const validOwnerContract = (): Record<string, unknown> => ({
  name: '滨江新区文化艺术中心设计合同',
  isDirect: 0,
  projectList: [{ projectId: '11' }],
  mainIndustry: '71',
  otherIndustry: ['72', '73'],
  regionCode: '330106',
  addr: '杭州市滨江区',
  scale: '总建筑面积 5 万平方米',
  partyJia: { bizId: '100005', deptName: '业主', code: 'yz', logo: '' },
  partyYi: { bizId: '100006', deptName: '平台', code: 'pt', logo: '' },
  signDate: '2026-11-01 00:00:00',
  jiananFee: '20000000',
  currContractAmount: '12000000',
  platformFeeRatio: '3',
  sysFeeRatio: '2',
  bizFeeRatio: '5',
  scanAttach: [{ attachId: '9', name: 'scan.pdf', link: 'x', size: 1 }],
});

const messageOf = (schema: Parameters<typeof validate>[0], body: unknown) => {
  const r = validate(schema, body);
  return r.success ? 'ok' : firstMessage(r.error);
};
const submit = (patch: Record<string, unknown>) => messageOf(ownerSubmitSchemaFor(patch), { ...validOwnerContract(), ...patch });

describe('owner contract schema', () => {
  it('takes a valid contract and answers each rule with its message', () => {
    expect(submit({})).toBe('ok');
    expect(submit({ name: '' })).toBe(PROJECT_MESSAGES.nameRequired);
    expect(submit({ oldName: 'x'.repeat(101) })).not.toBe('ok');
    expect(submit({ addr: '' })).toBe(M.addr);
    expect(submit({ addr: 'x'.repeat(101) })).toBe(M.addr);
    expect(submit({ scale: 'x'.repeat(2001) })).toBe(M.scale);
    expect(submit({ mainIndustry: '' })).toBe(PROJECT_MESSAGES.select);
    expect(submit({ regionCode: '' })).toBe(PROJECT_MESSAGES.region);
    expect(submit({ partyJia: undefined })).toBe(CONTRACT_MESSAGES.partyJia);
    expect(submit({ partyYi: '' })).toBe(CONTRACT_MESSAGES.partyYi);
    expect(submit({ partyYi: '', isDirect: 1 })).toBe('ok');
    expect(submit({ projectList: [] })).toBe(M.projectList);
    expect(submit({ projectList: [{ projectId: '11' }, { projectId: '' }] })).toBe(M.projectRow);
    expect(submit({ jiananFee: '' })).toBe(M.jiananFee);
    expect(submit({ jiananFee: '0' })).toBe(M.jiananFee);
    expect(submit({ jiananFee: '1.234' })).toBe(FIELD_MESSAGES.number);
    expect(submit({ surveyRate: '100.01' })).toBe(FIELD_MESSAGES.number);
    expect(submit({ designRate: '100' })).toBe('ok');
    expect(submit({ surveyFee: '-1' })).toBe(FIELD_MESSAGES.number);
    expect(submit({ platformFeeRatio: '100' })).toBe(M.ratioBelow100);
    expect(submit({ sysFeeRatio: '99.99', platformFeeRatio: '0', bizFeeRatio: '0.01' })).toBe('ok');
    expect(submit({ platformFeeRatio: '50', sysFeeRatio: '40', bizFeeRatio: '10.01' })).toBe(M.ratioSum);
    expect(submit({ bizFeeRatio: '' })).toBe(M.bizFeeRatio);
    expect(submit({ signDate: '' })).toBe(M.signDate);
    expect(submit({ currContractAmount: '' })).toBe(M.amount);
    expect(submit({ currContractAmount: '9999999999.99' })).toBe('ok');
    expect(submit({ currContractAmount: '10000000000.00' })).toBe(M.amountMax);
    expect(submit({ scanAttach: [] })).toBe(ARCHIVE_MESSAGES.attach);
    expect(submit({ remark: 'x'.repeat(201) })).not.toBe('ok');
  });

  it('refuses a project cost below zero from rounding (0.01 at 50 % + 50 %)', () => {
    expect(submit({ currContractAmount: '0.01', platformFeeRatio: '50', sysFeeRatio: '0', bizFeeRatio: '50' })).toBe(M.costBelowPay);
  });

  it('consortium: party B is a list of at least one', () => {
    const body = { ...validOwnerContract(), partyYi: [] };
    expect(messageOf(ownerConsortiumSchema, body)).toBe(CONTRACT_MESSAGES.partyYi);
    expect(messageOf(ownerConsortiumSchema, { ...body, partyYi: [{ bizId: '100006' }, { bizId: '100001' }] })).toBe('ok');
  });

  it('draft: the name alone is enough, and what is given is still checked', () => {
    expect(messageOf(ownerDraftSchema, { name: '草稿', statusContract: 0 })).toBe('ok');
    expect(messageOf(ownerDraftSchema, { statusContract: 0 })).toBe(PROJECT_MESSAGES.nameRequired);
    expect(messageOf(ownerDraftSchema, { name: '草稿', statusContract: 0, jiananFee: 'abc' })).toBe(FIELD_MESSAGES.number);
    expect(messageOf(ownerDraftSchema, { name: '草稿', statusContract: 0, projectList: [], partyYi: [] })).toBe('ok');
    expect(ownerSubmitSchemaFor({ statusContract: '0' })).toBe(ownerDraftSchema);
  });

  it('modify: a change reason 1–500 and the range of the new total', () => {
    const body = { ...validOwnerContract(), id: '5', changeReason: '追加面积' };
    expect(messageOf(ownerModifySchema, body)).toBe('ok');
    expect(messageOf(ownerModifySchema, { ...body, changeReason: '' })).toBe(CHANGE_MESSAGES.reason);
    expect(messageOf(ownerModifySchema, { ...body, changeReason: 'x'.repeat(501) })).not.toBe('ok');
    expect(modifyAmountInRange('100.00', '100.00', '200.00')).toBe(true);
    expect(modifyAmountInRange('100.00', '200.00', '200.00')).toBe(true);
    expect(modifyAmountInRange('100.00', '99.99', '200.00')).toBe(false);
    expect(modifyAmountInRange('100.00', '200.01', '200.00')).toBe(false);
  });

  it('page query reads status and dates as text', () => {
    expect(ownerContractPageSchema.parse({ statusContract: '2', isDirect: '1', name: '' })).toMatchObject({ statusContract: 2, isDirect: 1, current: 1 });
  });
});

describe('owner contract formula', () => {
  it('splits the amount exactly (the e2e scene: 12 000 000 at 3 %, 2 %, 5 %)', () => {
    expect(ownerContractFormula({ currContractAmount: '12000000', platformFeeRatio: '3', sysFeeRatio: '2', bizFeeRatio: '5', surveyFee: '1.10', designFee: '2.20' })).toEqual({
      platformFee: '360000.00',
      sysFee: '240000.00',
      bizFee: '600000.00',
      projectCostFee: '10800000.00',
      exPlatformFee: '11640000.00',
      exProjectFee: '11400000.00',
      surveyTotalFee: '3.30',
    });
  });

  it('rounds half up to the fen and the parts add up to the amount', () => {
    const r = ownerContractFormula({ currContractAmount: '0.05', platformFeeRatio: '10', sysFeeRatio: '10', bizFeeRatio: '10' });
    expect(r.platformFee).toBe('0.01');
    expect(r.projectCostFee).toBe('0.02');
  });

  it('holds at 9 999 999 999.99', () => {
    const r = ownerContractFormula({ currContractAmount: '9999999999.99', platformFeeRatio: '33.33', sysFeeRatio: '33.33', bizFeeRatio: '33.34' });
    expect(r.platformFee).toBe('3333000000.00');
    expect(r.bizFee).toBe('3334000000.00');
    // Each fee rounds up here, so the cost goes a fen below zero: the schema refuses it (costBelowPay).
    expect(r.projectCostFee).toBe('-0.01');
    expect(submit({ currContractAmount: '9999999999.99', platformFeeRatio: '33.33', sysFeeRatio: '33.33', bizFeeRatio: '33.34' })).toBe(M.costBelowPay);
    expect(ownerContractFormula({ currContractAmount: '9999999999.99', platformFeeRatio: '3', sysFeeRatio: '2', bizFeeRatio: '5' }).projectCostFee).toBe('8999999999.99');
  });

  it('answers no result while the amount is half typed', () => {
    expect(ownerContractFormula({ currContractAmount: '-', bizFeeRatio: '5' }).projectCostFee).toBe('');
    expect(ownerContractFormula({}).surveyTotalFee).toBe('0.00');
  });
});
