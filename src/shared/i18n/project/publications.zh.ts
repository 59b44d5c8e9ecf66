/**
 * Projects (issue 15), publications: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { PUBLICATION_MESSAGES } from '../../domain/publication';

export const publicationsZh = {
  name: '出版任务',
  tab: '出版任务',
  fields: {
    tenantName: '创建单位',
    createTime: '创建日期',
    createUserName: '创建人',
    projectId: '所属项目',
    projectName: '项目名称',
    code: '项目编号',
    name: '档案名称',
    type: '档案类型',
    phaseKey: '项目阶段',
    paperSize: '图幅',
    paperType: '纸张类型',
    publishingNum: '出版数量',
    publishedNum: '已出版数量',
    remark: '备注',
    describe: '出版说明',
    completionTime: '计划完成时间',
    realCompletionTime: '实际完成时间',
    status: '出版状态',
    teamId: '出版单位',
    teamName: '出版单位',
    attach: '出版文件',
  },
  statuses: { '1': '待出版', '2': '出版中', '3': '已完成', '4': '已取消' },
  actions: {
    archive: '出版归档',
    complete: '出版完成',
    cancel: '取消出版',
    confirmArchive: '确定将该任务的档案交付出版单位出版吗？',
    confirmComplete: '确定该出版任务已全部完成吗？',
    confirmCancel: '确定取消该出版任务吗？',
    download: '下载',
  },
};

export const projectPublicationsZh = {
  resources: { publications: publicationsZh },
  messages: { publication: PUBLICATION_MESSAGES },
} as const;
