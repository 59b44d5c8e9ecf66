import { describe, expect, it } from 'vitest';
import { localiseMessage } from '@shared/i18n';
import { PHASE_PLAN_MESSAGES, phasePlanSchema, phasePlanStatusMachine, phasesOf, wholePlan, type PhasePlan } from '@shared/domain/phasePlan';
import { sortTeams, TEAM_MESSAGES, teamSchema, teamStatusMachine, type ProjectTeam } from '@shared/domain/projectTeam';
import { allowedTargets, sourcesOf } from '@shared/domain/statusMachine';
import { firstMessage, validate } from '@shared/domain/validation';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : firstMessage(result.error);
};

const team = { projectId: '1001', orgCategory: 'sc', teamId: '100008', chargeUser: '周负责', isMain: '1' };

describe('team form (project-org, spec 3 §3 team forms)', () => {
  it.each([
    [{ projectId: '' }, '项目不存在或已删除'],
    [{ orgCategory: '' }, '请选择团队类型'],
    [{ orgCategory: 'cb' }, '请选择团队类型'],
    [{ teamId: ' ' }, '请选择团队单位'],
    [{ chargeUser: '' }, '请填写团队负责人'],
    [{ chargeUser: '人'.repeat(31) }, '长度不能超过30个字符'],
    [{ businessUser: '人'.repeat(31) }, '长度不能超过30个字符'],
    [{ technologyUser: '人'.repeat(31) }, '长度不能超过30个字符'],
    [{ otherParticipant: '人'.repeat(201) }, '长度不能超过200个字符'],
    [{ isMain: '' }, '请选择主次团队'],
    [{ isMain: 2 }, '请选择主次团队'],
  ])('%j → %s', (over, message) => expect(messageOf(teamSchema, { ...team, ...over })).toBe(message));

  it('reads the select values as the server stores them', () => {
    expect(teamSchema.parse({ ...team, isMain: '0', id: '' })).toEqual({ ...team, isMain: 0, businessUser: '', technologyUser: '', otherParticipant: '' });
    expect(teamSchema.parse({ ...team, isMain: 1, chargeUser: ' 周 ' }).chargeUser).toBe('周');
  });

  it('cooperation ends and starts again, nothing else', () => {
    expect(allowedTargets(teamStatusMachine, { status: 1 })).toEqual([0]);
    expect(allowedTargets(teamStatusMachine, { status: 0 })).toEqual([1]);
    expect(sourcesOf(teamStatusMachine, { status: 1 }, 0)).toEqual([1]);
  });

  it('orders production before review, the main team first', () => {
    const t = (orgCategory: 'sc' | 'st', isMain: 0 | 1, createTime: string) => ({ orgCategory, isMain, createTime }) as ProjectTeam;
    const sorted = sortTeams([t('st', 1, '2026-01-01'), t('sc', 0, '2026-01-01'), t('sc', 1, '2026-01-02'), t('st', 0, '2025-01-01')]);
    expect(sorted.map((x) => `${x.orgCategory}${x.isMain}`)).toEqual(['sc1', 'sc0', 'st1', 'st0']);
  });
});

const plan = { projectId: '1001', phaseKey: '2', planStartTime: '2026-12-01', planEndTime: '2026-12-31' };

describe('phase plan form (phase-plan)', () => {
  it.each([
    [{ phaseKey: '' }, '请选择项目阶段'],
    [{ planStartTime: '' }, '请输入开始日期'],
    [{ planEndTime: undefined }, '请输入结束日期'],
    [{ planStartTime: '2026-13-01' }, '日期格式应为 yyyy-MM-dd'],
    [{ planEndTime: '2026-11-30' }, '结束日期不能早于开始日期'],
    [{ realStartTime: '2026-12-02', realEndTime: '2026-12-01' }, '结束日期不能早于开始日期'],
    [{ realEndTime: '2026-12-01' }, '请输入开始日期'],
    [{ realStartTime: '2026-02-30' }, '日期格式应为 yyyy-MM-dd'],
    [{ remark: '备'.repeat(201) }, '长度不能超过200个字符'],
  ])('%j → %s', (over, message) => expect(messageOf(phasePlanSchema, { ...plan, ...over })).toBe(message));

  it('stores whole days: planned and actual start from 00:00:00, end to 23:59:59; blank actual days stay blank', () => {
    expect(phasePlanSchema.parse({ ...plan, planEndTime: '2026-12-01 10:00:00', realStartTime: '2026-12-01' })).toMatchObject({
      planStartTime: '2026-12-01 00:00:00',
      planEndTime: '2026-12-01 23:59:59',
      realStartTime: '2026-12-01 00:00:00',
      realEndTime: '',
      remark: '',
    });
  });

  it('moves one step at a time; a started phase may go back, a done one be reopened', () => {
    expect([0, 1, 2].map((status) => allowedTargets(phasePlanStatusMachine, { status }))).toEqual([[1], [0, 2], [1]]);
    expect(sourcesOf(phasePlanStatusMachine, { status: 0 }, 2)).toEqual([1]);
  });

  it('lists every phase of the project in its order, planned or blank, then plans of phases it no longer has', () => {
    expect(phasesOf(' 3,1,,3 ')).toEqual(['3', '1']);
    const stored = (phaseKey: string) => ({ id: `9${phaseKey}`, phaseKey, status: 1 }) as PhasePlan;
    const whole = wholePlan({ id: '1001', tenantId: '100004', phaseKeys: '1,2,3' }, [stored('3'), stored('6'), stored('1')]);
    expect(whole.map((p) => [p.phaseKey, p.id, p.status])).toEqual([
      ['1', '91', 1],
      ['2', '', 0],
      ['3', '93', 1],
      ['6', '96', 1],
    ]);
  });

  it('has an English twin for every message', () => {
    for (const text of [...Object.values(TEAM_MESSAGES), ...Object.values(PHASE_PLAN_MESSAGES)]) expect(localiseMessage(text, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
