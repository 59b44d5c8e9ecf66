/**
 * Projects (issue 15), reviews: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { REVIEW_MESSAGES } from '../../domain/review';

const file = {
  projectId: '所属项目',
  projectName: '项目名称',
  phaseKey: '项目阶段',
  name: '文件名称',
  attach: '评审文件',
  planFinishTime: '计划完成日期',
  reviewRequire: '评审要求',
  experts: '评审专家',
  expertNames: '评审专家',
  opinionCount: '意见数',
  isArchive: '归档状态',
  archiveTime: '归档时间',
  createUserName: '上传人',
  createTime: '上传时间',
};

export const projectReviewsZh = {
  resources: {
    reviewFiles: {
      name: '评审文件',
      tab: '评审',
      fields: file,
      archived: { '0': '未归档', '1': '已归档' },
      actions: { archive: '归档', archiveConfirm: '归档后该评审文件不能再修改，确定归档吗？', remove: '删除', assign: '指派专家' },
      plan: {
        started: '评审计划进行中',
        shutDown: '评审计划已关闭',
        by: '{{name}} 于 {{time}} 操作',
        shutdown: '关闭评审计划',
        startup: '启动评审计划',
        confirmShutdown: '关闭后不能再提交评审文件和评审意见，确定关闭吗？',
        confirmStartup: '确定启动评审计划吗？',
      },
      expertRows: { withOrg: '{{name}}（{{org}}）', add: '添加专家', remove: '删除此行', expert: '专家', orgName: '所属单位', empty: '尚未添加专家' },
      opinions: { title: '专家评审意见', none: '暂无评审意见' },
    },
    myReviews: {
      name: '我的评审',
      fields: {
        orgName: '委托单位',
        projectName: '项目名称',
        phaseKey: '项目阶段',
        fileName: '文件名称',
        attach: '评审文件',
        planFinishTime: '计划完成日期',
        reviewRequire: '评审要求',
        opinionGiven: '意见状态',
        hasOpinion: '有无意见',
        opinionAttach: '意见附件',
        remark: '备注',
      },
      opinionGiven: { '0': '未提交', '1': '已提交' },
      hasOpinion: { '0': '无意见', '1': '有意见' },
      actions: { opinion: '提交意见', download: '下载' },
      closed: '评审已关闭',
    },
  },
  messages: { review: REVIEW_MESSAGES },
} as const;
