/**
 * The project detail page's 参与团队 and 阶段计划 tabs in real Chromium, as the generic list page
 * draws them: the phase form offers only the project's own phases (labelled from xmjd) and checks
 * the planned days; the team form waits for the team type before it lists partners of that type, and
 * the cooperation status goes out as change-status?orgId&status. The server's checks are in
 * tests/integration/server/project-teams.test.ts. Only the desktop core is faked.
 */
import type { DictEntry } from '@shared/domain/dictionary';
import type { BizAttention } from '@shared/domain/bizAttention';
import type { ButtonNode } from '@shared/domain/menu';
import type { PhasePlan } from '@shared/domain/phasePlan';
import { PHASE_PLAN_BUTTONS, TEAM_BUTTONS } from '@shared/domain/projectButtons';
import type { ProjectTeam } from '@shared/domain/projectTeam';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ListPage } from '../../src/renderer/src/crud/ListPage';
import { phasePlansOf, teamsOf } from '../../src/renderer/src/resources/projectTeams';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

const phase = (dictKey: string, dictValue: string): DictEntry => ({ id: `41${dictKey}`, parentId: '410', code: 'xmjd', dictKey, dictValue, sort: Number(dictKey), remark: '', isSealed: 0 });
const XMJD = [phase('1', '可行性研究'), phase('2', '方案设计'), phase('3', '初步设计'), phase('4', '施工图设计')];

const PLAN: PhasePlan = {
  id: '501',
  tenantId: '100004',
  projectId: '1001',
  phaseKey: '2',
  planStartTime: '2026-12-01 00:00:00',
  planEndTime: '2026-12-31 23:59:59',
  realStartTime: '',
  realEndTime: '',
  status: 0,
  remark: '',
  createTime: '2026-11-27 09:00:00',
  updateTime: '2026-11-27 09:00:00',
};
const TEAM: ProjectTeam = {
  id: '601',
  tenantId: '100004',
  projectId: '1001',
  orgCategory: 'sc',
  teamId: '100008',
  teamName: '精工结构生产团队',
  teamCode: 'SC01',
  logo: '',
  chargeUser: '周建国',
  businessUser: '',
  technologyUser: '',
  otherParticipant: '',
  isMain: 1,
  status: 1,
  createTime: '2026-11-27 09:00:00',
  updateTime: '2026-11-27 09:00:00',
};
const partner = (tenantId: string, compName: string, orgCategory: 'sc' | 'st'): BizAttention =>
  ({ id: `7${tenantId}`, tenantId, compName, orgCategory, code: tenantId, frameworkAgreement: 1, createTime: '', status: 1, attentionStatus: 1, remark: '' }) as BizAttention;
const PARTNERS = [partner('100008', '精工结构生产团队', 'sc'), partner('100009', '明鉴施工图审查中心', 'st')];

const GRANTED = [TEAM_BUTTONS.edit, TEAM_BUTTONS.status, PHASE_PLAN_BUTTONS.edit, PHASE_PLAN_BUTTONS.status];

beforeEach(() =>
  answerApiCalls((call) => {
    if (call.path === 'menu/buttons') return GRANTED.map((code, i): ButtonNode => ({ id: String(i + 1), code, name: code, children: [] }));
    if (call.path === 'dict/dictionary') return call.query?.code === 'xmjd' ? XMJD : [];
    if (call.path === 'phase-plan/list') return pageOf([PLAN]);
    if (call.path === 'project-org/list') return pageOf([TEAM]);
    if (call.path === 'biz-attention/list') return pageOf(PARTNERS.filter((p) => p.orgCategory === call.query?.orgCategory));
    return null;
  }),
);

const written = (path: string) => apiCalls.filter((c) => c.path === path);

describe('phase plan tab', () => {
  it("offers only the project's phases, checks the planned days and sends whole days", async () => {
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <ListPage resource={phasePlansOf('1001', '2,4')} fixedFilters={{ projectId: '1001' }} />
      </ListHarness>,
    );
    await expect.element(screen.getByTestId('crud-row').filter({ hasText: '方案设计' })).toBeVisible();
    await screen.getByTestId('crud-add').click();
    const drawer = screen.getByTestId('crud-drawer');
    await drawer.getByTestId('crud-submit').click();
    for (const message of ['请选择项目阶段', '请输入开始日期']) await expect.element(drawer.getByText(message).first()).toBeVisible();

    await drawer.getByRole('combobox', { name: '项目阶段' }).click();
    const options = drawer.getByRole('option');
    await expect.element(options.first()).toBeVisible();
    expect(options.elements().map((o) => o.textContent)).toEqual(['方案设计', '施工图设计']);
    await drawer.getByRole('option', { name: '施工图设计' }).click();
    await userEvent.fill(drawer.getByRole('combobox', { name: '计划日期 开始日期' }), '2026-12-10');
    await userEvent.tab();
    await userEvent.fill(drawer.getByRole('combobox', { name: '计划日期 结束日期' }), '2026-12-01');
    await userEvent.tab();
    await drawer.getByTestId('crud-submit').click();
    await expect.element(drawer.getByText('结束日期不能早于开始日期')).toBeVisible();
    await userEvent.fill(drawer.getByRole('combobox', { name: '计划日期 结束日期' }), '2027-01-20');
    await userEvent.tab();
    await drawer.getByTestId('crud-submit').click();
    await vi.waitFor(() => expect(written('phase-plan/submit')).toHaveLength(1));
    expect(written('phase-plan/submit')[0].body).toMatchObject({ projectId: '1001', phaseKey: '4', planStartTime: '2026-12-10 00:00:00', planEndTime: '2027-01-20 23:59:59', realStartTime: '' });
  });
});

describe('teams tab', () => {
  it('lists partners of the chosen type only, and changes cooperation by orgId', async () => {
    const screen = await render(
      <ListHarness i18n={await createI18n('zh')}>
        <ListPage resource={teamsOf('1001')} fixedFilters={{ projectId: '1001' }} />
      </ListHarness>,
    );
    const row = screen.getByTestId('crud-row').filter({ hasText: '精工结构生产团队' });
    await expect.element(row).toHaveTextContent(/生产团队.*主团队.*合作中/);
    await row.getByTestId('team-change-status').click();
    await screen.getByRole('combobox', { name: '变更为' }).click();
    await vi.waitFor(() => expect(screen.getByRole('option').elements().map((o) => o.textContent)).toEqual(['已结束']));
    await screen.getByRole('option', { name: '已结束' }).click();
    await screen.getByTestId('change-status-submit').click();
    await vi.waitFor(() => expect(written('project-org/change-status')).toHaveLength(1));
    expect(written('project-org/change-status')[0].body).toEqual({ orgId: '601', status: 0 });

    await screen.getByTestId('crud-add').click();
    const drawer = screen.getByTestId('crud-drawer');
    await expect.element(drawer.getByRole('combobox', { name: '团队单位' })).toBeDisabled();
    await drawer.getByRole('combobox', { name: '团队类型' }).click();
    await drawer.getByRole('option', { name: '审图机构' }).click();
    await drawer.getByRole('combobox', { name: '团队单位' }).click();
    await expect.element(drawer.getByRole('option', { name: '明鉴施工图审查中心' })).toBeVisible();
    expect(drawer.getByRole('option', { name: '精工结构生产团队' }).elements()).toHaveLength(0);
    await drawer.getByRole('option', { name: '明鉴施工图审查中心' }).click();
    await drawer.getByTestId('crud-submit').click();
    await expect.element(drawer.getByText('请填写团队负责人')).toBeVisible();
    await userEvent.fill(drawer.getByRole('textbox', { name: '负责人', exact: true }), '吴审之');
    await drawer.getByTestId('crud-submit').click();
    await vi.waitFor(() => expect(written('project-org/submit')).toHaveLength(1));
    expect(written('project-org/submit')[0].body).toMatchObject({ projectId: '1001', orgCategory: 'st', teamId: '100009', chargeUser: '吴审之', isMain: 0 });
  });
});
