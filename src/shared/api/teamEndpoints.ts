/**
 * A project's teams (project-org) and phase plan (phase-plan), spec 3 §7 project module. The spec's
 * calls are detail/{id}?tenantId (the project's whole list; id is the project's), submit and
 * change-status; `page` and `info` are the list-and-drawer's (the tab's page, one row for the form).
 */
import type { PhasePlan, PhasePlanInput } from '../domain/phasePlan';
import type { ProjectTeam, TeamInput } from '../domain/projectTeam';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

interface TabPageQuery {
  current: number;
  size: number;
  projectId: string;
  status: number;
}

export const teamEndpoints = {
  /** The project's teams, production (sc) before review (st), the main one of each first. */
  projectTeams: project<{ id: string; tenantId?: string }, ProjectTeam[]>('GET', 'project-org/detail/{id}'),
  page: project<Partial<TabPageQuery & { orgCategory: string }>, Page<ProjectTeam>>('GET', 'project-org/list'),
  info: project<{ id: string }, ProjectTeam>('GET', 'project-org/info'),
  submit: project<TeamInput, ProjectTeam>('POST', 'project-org/submit'),
  /** The team row's id as orgId (the spec's change-status?orgId&status); 1 cooperating, 0 ended. */
  changeStatus: project<{ orgId: string; status: number }, ProjectTeam>('POST', 'project-org/change-status'),
};

export const phasePlanEndpoints = {
  /** Every phase of the project (its phaseKeys) in order, each with its plan or blank. */
  projectPlan: project<{ id: string; tenantId?: string }, PhasePlan[]>('GET', 'phase-plan/detail/{id}'),
  page: project<Partial<TabPageQuery>, Page<PhasePlan>>('GET', 'phase-plan/list'),
  info: project<{ id: string }, PhasePlan>('GET', 'phase-plan/info'),
  submit: project<PhasePlanInput, PhasePlan>('POST', 'phase-plan/submit'),
  changeStatus: project<{ id: string; status: number }, PhasePlan>('POST', 'phase-plan/change-status'),
};
