/**
 * Projects (issue 15), teams: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { PHASE_PLAN_MESSAGES } from '../../domain/phasePlan';
import { TEAM_MESSAGES } from '../../domain/projectTeam';

/** The project detail page's 参与团队 tab (project-org). */
const projectTeams = {
  name: '项目团队',
  tab: '参与团队',
  fields: {
    orgCategory: '团队类型',
    teamId: '团队单位',
    teamName: '团队单位',
    teamCode: '单位编号',
    chargeUser: '负责人',
    businessUser: '商务负责人',
    technologyUser: '技术负责人',
    otherParticipant: '其他参与人',
    isMain: '主次',
    status: '合作状态',
    createTime: '添加时间',
    updateTime: '更新时间',
  },
  categories: { sc: '生产团队', st: '审图机构' },
  mains: { '1': '主团队', '0': '次要团队' },
  statuses: { '1': '合作中', '0': '已结束' },
  actions: { changeStatus: '变更合作状态' },
};

/** The project detail page's 阶段计划 tab (phase-plan). */
const phasePlans = {
  name: '阶段计划',
  tab: '阶段计划',
  fields: {
    phaseKey: '项目阶段',
    planTime: '计划日期',
    planStartTime: '计划开始',
    planEndTime: '计划完成',
    realTime: '实际日期',
    realStartTime: '实际开始',
    realEndTime: '实际完成',
    status: '阶段状态',
    remark: '备注',
    updateTime: '更新时间',
  },
  statuses: { '0': '未开始', '1': '进行中', '2': '已完成' },
  actions: { changeStatus: '变更阶段状态' },
};

export const projectTeamsZh = {
  resources: { projectTeams, phasePlans },
  messages: { projectTeam: TEAM_MESSAGES, phasePlan: PHASE_PLAN_MESSAGES },
} as const;
