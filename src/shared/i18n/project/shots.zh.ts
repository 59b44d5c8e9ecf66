/**
 * Projects (issue 15), shots: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { SHOT_MESSAGES } from '../../domain/projectShot';

const fields = {
  recordId: '备案项目',
  projectName: '项目名称',
  code: '项目编号',
  taskTheme: '任务主题',
  participants: '参与人员',
  startTime: '开始时间',
  endTime: '结束时间',
  taskDescription: '任务描述',
  pictures: '图片',
  videos: '视频',
  audio: '音频',
  attachs: '附件',
  isArchive: '归档状态',
  archiveTime: '归档时间',
  displayStatus: '显示状态',
  viewCount: '查看人数',
  lastViewTime: '最近查看',
  createUserName: '创建人',
  createDeptName: '创建部门',
  createTime: '创建时间',
};
const shared = {
  fields,
  archived: { '0': '未归档', '1': '已归档' },
  actions: { archive: '归档', archiveConfirm: '归档后记录不能再修改或删除，确定归档吗？' },
  participantsHint: '多人请用中文逗号“，”分隔',
};

export const projectShotsZh = {
  resources: {
    shotTasks: { name: '备案任务', ...shared },
    siteSurveys: {
      name: '现场踏勘',
      ...shared,
      statuses: { '0': '显示', '1': '不显示' },
      actions: { ...shared.actions, display: '显示开关' },
    },
    internalTasks: { name: '内部任务', ...shared },
  },
  messages: { projectShots: SHOT_MESSAGES },
} as const;
