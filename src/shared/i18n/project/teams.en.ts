/** English twin of teams.zh.ts. */
import type { PHASE_PLAN_MESSAGES } from '../../domain/phasePlan';
import type { TEAM_MESSAGES } from '../../domain/projectTeam';

const teamMessagesEn: Record<keyof typeof TEAM_MESSAGES, string> = {
  notFound: 'The project team does not exist or has been removed',
  orgCategory: 'Choose the team type',
  team: 'Choose the team organisation',
  chargeUser: 'Enter the person in charge of the team',
  isMain: 'Choose main or secondary team',
  mainExists: 'The project already has a main team of this type: make it secondary first',
  teamExists: 'This organisation is already a team of the project',
};

const phasePlanMessagesEn: Record<keyof typeof PHASE_PLAN_MESSAGES, string> = {
  notFound: 'The phase plan does not exist or has been removed',
  phaseNotInProject: 'This phase is not one of the project’s phases',
  phaseExists: 'This phase already has a plan',
  status: 'Choose the phase status',
  transition: 'This phase status change is not allowed',
};

export const projectTeamsEn = {
  resources: {
    projectTeams: {
      name: 'Project team',
      tab: 'Teams',
      fields: {
        orgCategory: 'Team type',
        teamId: 'Team organisation',
        teamName: 'Team organisation',
        teamCode: 'Organisation code',
        chargeUser: 'Person in charge',
        businessUser: 'Business lead',
        technologyUser: 'Technical lead',
        otherParticipant: 'Other participants',
        isMain: 'Main/secondary',
        status: 'Cooperation',
        createTime: 'Added',
        updateTime: 'Updated',
      },
      categories: { sc: 'Production team', st: 'Drawing review body' },
      mains: { '1': 'Main team', '0': 'Secondary team' },
      statuses: { '1': 'Cooperating', '0': 'Ended' },
      actions: { changeStatus: 'Change cooperation' },
    },
    phasePlans: {
      name: 'Phase plan',
      tab: 'Phase plan',
      fields: {
        phaseKey: 'Project phase',
        planTime: 'Planned dates',
        planStartTime: 'Planned start',
        planEndTime: 'Planned finish',
        realTime: 'Actual dates',
        realStartTime: 'Actual start',
        realEndTime: 'Actual finish',
        status: 'Phase status',
        remark: 'Remark',
        updateTime: 'Updated',
      },
      statuses: { '0': 'Not started', '1': 'In progress', '2': 'Done' },
      actions: { changeStatus: 'Change phase status' },
    },
  },
  messages: { projectTeam: teamMessagesEn, phasePlan: phasePlanMessagesEn },
} as const;
