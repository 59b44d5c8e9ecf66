import { phasePlanEndpoints, teamEndpoints } from '@shared/api/teamEndpoints';
import { phasePlanSchema, phasePlanStatusMachine, type PhasePlan } from '@shared/domain/phasePlan';
import { PHASE_PLAN_BUTTONS, TEAM_BUTTONS } from '@shared/domain/projectButtons';
import { TEAM_CATEGORIES, teamSchema, teamStatusMachine, type ProjectTeam } from '@shared/domain/projectTeam';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { CodedLabel } from './Cells';
import { PhasePlanFields, TeamFields } from './Fields';
import { dayColumn, optionLabels } from '../../crud/columns';

export interface TeamValues {
  projectId: string;
  orgCategory: string;
  teamId: string;
  /** The picker's label for the chosen team (the server names the team from the partner row). */
  teamName: string;
  chargeUser: string;
  businessUser: string;
  technologyUser: string;
  otherParticipant: string;
  isMain: string;
}

const label = (group: string, value: unknown) => looseT(`resources.projectTeams.${group}.${String(value)}`);
const cell = (resource: string, group: string, value: unknown) => createElement(CodedLabel, { resource, group, value });
const options = (group: string, values: readonly (string | number)[]) => values.map((v) => ({ value: String(v), label: label(group, v) }));

/**
 * A project's teams (project-org): the 参与团队 tab of /project/details/{id}, one descriptor per
 * project so the add form carries its project. No removal (the spec has none): a team that stops
 * working on the project is marked ended by the cooperation status.
 */
export function teamsOf(projectId: string): ResourceDescriptor<ProjectTeam, TeamValues> {
  return {
    name: 'projectTeams',
    endpoints: { page: teamEndpoints.page, detail: teamEndpoints.info },
    modes: {
      add: { endpoint: teamEndpoints.submit, schema: teamSchema, permission: TEAM_BUTTONS.edit },
      edit: { endpoint: teamEndpoints.submit, schema: teamSchema, permission: TEAM_BUTTONS.edit },
      view: {},
    },
    rowActions: [
      {
        kind: 'status',
        key: 'changeStatus',
        label: 'resources.projectTeams.actions.changeStatus',
        permission: TEAM_BUTTONS.status,
        machine: teamStatusMachine,
        endpoint: teamEndpoints.changeStatus,
        params: (c) => ({ orgId: c.id, status: c.status }),
        summary: ['teamName'],
        testId: 'team-change-status',
      },
    ],
    columns: [
      // Business and technical leads are in the drawer: the tab sits beside the menu, so the row stays short.
      { key: 'orgCategory', width: 140, exportAs: optionLabels({ sc: 'resources.projectTeams.categories.sc', st: 'resources.projectTeams.categories.st' }), render: (r) => cell('projectTeams', 'categories', r.orgCategory) },
      { key: 'teamName', width: 200 },
      { key: 'isMain', width: 120, exportAs: optionLabels({ 0: 'resources.projectTeams.mains.0', 1: 'resources.projectTeams.mains.1' }), render: (r) => cell('projectTeams', 'mains', r.isMain) },
      { key: 'status', width: 110, exportAs: optionLabels({ 0: 'resources.projectTeams.statuses.0', 1: 'resources.projectTeams.statuses.1' }), render: (r) => cell('projectTeams', 'statuses', r.status) },
      { key: 'chargeUser', width: 100 },
      { key: 'otherParticipant', width: 160 },
    ],
    search: [
      {
        name: 'orgCategory',
        kind: 'select',
        get options() {
          return options('categories', TEAM_CATEGORIES);
        },
      },
      {
        name: 'status',
        kind: 'select',
        get options() {
          return options('statuses', [1, 0]);
        },
      },
    ],
    empty: { projectId, orgCategory: '', teamId: '', teamName: '', chargeUser: '', businessUser: '', technologyUser: '', otherParticipant: '', isMain: '0' },
    toValues: (r) => ({
      projectId: r.projectId,
      orgCategory: r.orgCategory,
      teamId: r.teamId,
      teamName: r.teamName,
      chargeUser: r.chargeUser,
      businessUser: r.businessUser,
      technologyUser: r.technologyUser,
      otherParticipant: r.otherParticipant,
      isMain: String(r.isMain),
    }),
    Fields: TeamFields,
  };
}

export interface PhasePlanValues {
  projectId: string;
  /** The project's phases, for the phase select's choices (not sent: the schema does not declare it). */
  projectPhaseKeys: string;
  phaseKey: string;
  planStartTime: string;
  planEndTime: string;
  realStartTime: string;
  realEndTime: string;
  remark: string;
}

/**
 * A project's phase plan (phase-plan): the 阶段计划 tab, one row per planned phase of the project.
 * `phaseKeys` are the project's phases (the form offers only those; the server checks the same).
 */
export function phasePlansOf(projectId: string, phaseKeys = ''): ResourceDescriptor<PhasePlan, PhasePlanValues> {
  return {
    name: 'phasePlans',
    endpoints: { page: phasePlanEndpoints.page, detail: phasePlanEndpoints.info },
    modes: {
      add: { endpoint: phasePlanEndpoints.submit, schema: phasePlanSchema, permission: PHASE_PLAN_BUTTONS.edit },
      edit: { endpoint: phasePlanEndpoints.submit, schema: phasePlanSchema, permission: PHASE_PLAN_BUTTONS.edit },
      view: {},
    },
    rowActions: [
      {
        kind: 'status',
        key: 'changeStatus',
        label: 'resources.phasePlans.actions.changeStatus',
        permission: PHASE_PLAN_BUTTONS.status,
        machine: phasePlanStatusMachine,
        endpoint: phasePlanEndpoints.changeStatus,
        testId: 'phase-plan-change-status',
      },
    ],
    columns: [
      dictColumn('phaseKey', 'xmjd', { width: 150 }),
      dayColumn('planStartTime', { width: 100 }),
      dayColumn('planEndTime', { width: 100 }),
      dayColumn('realStartTime', { width: 100 }),
      dayColumn('realEndTime', { width: 100 }),
      { key: 'status', width: 100, exportAs: optionLabels({ 0: 'resources.phasePlans.statuses.0', 1: 'resources.phasePlans.statuses.1', 2: 'resources.phasePlans.statuses.2' }), render: (r) => cell('phasePlans', 'statuses', r.status) },
      { key: 'remark', width: 150 },
    ],
    search: [
      {
        name: 'status',
        kind: 'select',
        get options() {
          return ['0', '1', '2'].map((value) => ({ value, label: looseT(`resources.phasePlans.statuses.${value}`) }));
        },
      },
    ],
    empty: { projectId, projectPhaseKeys: phaseKeys, phaseKey: '', planStartTime: '', planEndTime: '', realStartTime: '', realEndTime: '', remark: '' },
    toValues: (r) => ({
      projectId: r.projectId,
      projectPhaseKeys: phaseKeys,
      phaseKey: r.phaseKey,
      planStartTime: r.planStartTime,
      planEndTime: r.planEndTime,
      realStartTime: r.realStartTime,
      realEndTime: r.realEndTime,
      remark: r.remark,
    }),
    Fields: PhasePlanFields,
  };
}
