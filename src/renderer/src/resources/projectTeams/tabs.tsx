import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';
import { phasePlansOf, teamsOf } from './index';

/** The project detail page's tabs of this area: teams (参与团队) and phase plan (阶段计划). */
export const projectTeamTabs: DetailTab<Project>[] = [
  { name: 'teams', label: 'resources.projectTeams.tab', list: (p) => ({ resource: teamsOf(p.id), fixedFilters: { projectId: p.id } }) },
  { name: 'phasePlan', label: 'resources.phasePlans.tab', list: (p) => ({ resource: phasePlansOf(p.id, p.phaseKeys), fixedFilters: { projectId: p.id } }) },
];
