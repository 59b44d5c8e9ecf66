/**
 * Projects (issue 15), archives: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { OUTCOME_MESSAGES } from '../../domain/phaseOutcome';
import { ARCHIVE_MESSAGES } from '../../domain/projectArchive';

const common = {
  projectId: '所属项目',
  projectName: '项目名称',
  projectCode: '项目编号',
  fileName: '文件名称',
  attachList: '附件',
  archiveTime: '归档时间',
  remark: '备注',
  createUserName: '创建人',
  createTime: '创建时间',
};

export const projectArchivesZh = {
  resources: {
    projectMaterials: { name: '项目资料', fields: { ...common, type: '资料类型' } },
    projectArchiveFiles: {
      name: '项目归档',
      fields: { ...common, type: '归档类型', status: '归档状态' },
      statuses: { '1': '未完成', '2': '已完成' },
      actions: { archive: '完成归档' },
      archiveConfirm: '完成后该归档不可再删除，确定完成归档吗？',
    },
    phaseOutcomes: {
      name: '阶段成果',
      fields: {
        projectId: '所属项目',
        projectName: '项目名称',
        code: '项目编号',
        phaseKey: '项目阶段',
        hflx: '成果类型',
        tzzy: '图纸专业',
        name: '成果名称',
        attach: '成果附件',
        attachSize: '文件大小',
        remark: '备注',
        isArchive: '归档状态',
        createUserName: '上传人',
        createTime: '上传时间',
      },
      statuses: { '0': '未归档', '1': '已归档' },
      actions: { archive: '归档' },
      archiveConfirm: '归档后该成果只读，不可再删除，确定归档吗？',
    },
  },
  messages: { projectArchive: ARCHIVE_MESSAGES, phaseOutcome: OUTCOME_MESSAGES },
} as const;
