import {
  ARCHIVE_FILE_BUTTONS,
  EXPERT_BUTTONS,
  INITIATION_BUTTONS,
  MATERIAL_BUTTONS,
  OPINION_BUTTONS,
  OUTCOME_BUTTONS,
  PHASE_PLAN_BUTTONS,
  PUBLICATION_BUTTONS,
  RECORD_BUTTONS,
  REVIEW_BUTTONS,
  SHOT_BUTTONS,
  TEAM_BUTTONS,
} from '@shared/domain/projectButtons';
import { DOWNLOAD_PERMISSION } from '@shared/domain/upload';
import { type ButtonTemplate, type MenuTemplate, BIZ_LEADERS, CONTRACTING } from './types';

const MANAGERS: ButtonTemplate['roles'] = ['administrator', 'manager'];
const ADMINS: ButtonTemplate['roles'] = ['administrator'];

/** Projects from filing to archive, reviews and experts (spec 3 §2, issue 15). */
export const PROJECT_MENUS: MenuTemplate[] = [
  {
    code: 'project',
    name: '项目管理',
    path: '/project',
    icon: 'icon-project',
    children: [
      {
        code: 'project_record',
        name: '项目备案',
        path: '/project/record',
        categories: [...CONTRACTING, 'zy'],
        keepAlive: true,
        buttons: [
          { code: RECORD_BUTTONS.add, name: '新增备案' },
          { code: RECORD_BUTTONS.edit, name: '编辑备案' },
          { code: RECORD_BUTTONS.status, name: '变更备案状态', roles: MANAGERS },
          { code: RECORD_BUTTONS.remove, name: '删除备案', roles: ADMINS },
          { code: RECORD_BUTTONS.import, name: '导入备案', roles: MANAGERS },
        ],
      },
      {
        code: 'project_task',
        name: '备案任务',
        path: '/project/task',
        categories: [...CONTRACTING, 'zy'],
        buttons: [
          { code: SHOT_BUTTONS.add, name: '新增记录' },
          { code: SHOT_BUTTONS.archive, name: '归档记录', roles: MANAGERS },
          { code: SHOT_BUTTONS.remove, name: '删除记录', roles: MANAGERS },
          { code: SHOT_BUTTONS.display, name: '显示开关', roles: MANAGERS },
        ],
      },
      { code: 'project_survey', name: '现场踏勘', path: '/project/survey', categories: [...CONTRACTING, 'zy'] },
      { code: 'project_internal', name: '内部任务', path: '/project/internal', categories: [...CONTRACTING, 'zy'] },
      {
        code: 'project_initiation',
        name: '项目立项',
        path: '/project/initiation',
        categories: CONTRACTING,
        keepAlive: true,
        buttons: [
          { code: INITIATION_BUTTONS.add, name: '新增立项' },
          { code: INITIATION_BUTTONS.edit, name: '编辑立项' },
          { code: INITIATION_BUTTONS.status, name: '变更项目状态', roles: MANAGERS },
          { code: INITIATION_BUTTONS.complete, name: '项目完成', roles: MANAGERS },
          { code: INITIATION_BUTTONS.remove, name: '删除立项', roles: ADMINS },
          { code: TEAM_BUTTONS.edit, name: '维护参与团队' },
          { code: TEAM_BUTTONS.status, name: '变更合作状态', roles: MANAGERS },
          { code: PHASE_PLAN_BUTTONS.edit, name: '维护阶段计划' },
          { code: PHASE_PLAN_BUTTONS.status, name: '变更阶段状态', roles: MANAGERS },
        ],
      },
      { code: 'project_mine', name: '我的项目', path: '/project/mine', keepAlive: true },
      { code: 'project_resource', name: '资源方项目', path: '/project/resource', categories: ['zy'] },
      {
        code: 'project_review',
        name: '评审管理',
        path: '/project/review',
        categories: [...CONTRACTING, 'st'],
        buttons: [
          { code: REVIEW_BUTTONS.plan, name: '启停评审计划', roles: MANAGERS },
          { code: REVIEW_BUTTONS.submit, name: '提交评审文件' },
          { code: REVIEW_BUTTONS.assign, name: '指派专家' },
          { code: REVIEW_BUTTONS.archive, name: '归档评审文件', roles: MANAGERS },
          { code: REVIEW_BUTTONS.remove, name: '删除评审文件', roles: MANAGERS },
        ],
      },
      {
        code: 'project_expert',
        name: '专家管理',
        path: '/project/expert',
        categories: [...BIZ_LEADERS, 'st'],
        buttons: [
          { code: EXPERT_BUTTONS.review, name: '专家认证审核', roles: MANAGERS },
          { code: EXPERT_BUTTONS.edit, name: '维护专家信息', roles: MANAGERS },
        ],
      },
      {
        code: 'project_my_review',
        name: '我的评审',
        path: '/project/my-review',
        buttons: [
          { code: OPINION_BUTTONS.submit, name: '提交评审意见' },
          { code: OPINION_BUTTONS.remove, name: '删除评审意见' },
        ],
      },
    ],
  },
  {
    code: 'archive',
    name: '档案管理',
    path: '/archive',
    icon: 'icon-archive',
    children: [
      {
        code: 'archive_outcome',
        name: '成果归档',
        path: '/archive/outcome',
        buttons: [
          { code: OUTCOME_BUTTONS.add, name: '上传成果' },
          { code: OUTCOME_BUTTONS.archive, name: '成果归档', roles: MANAGERS },
          { code: OUTCOME_BUTTONS.remove, name: '删除成果', roles: MANAGERS },
          { code: DOWNLOAD_PERMISSION, name: '下载附件', roles: MANAGERS },
        ],
      },
      {
        code: 'archive_material',
        name: '项目资料',
        path: '/archive/material',
        buttons: [
          { code: MATERIAL_BUTTONS.add, name: '新增资料' },
          { code: MATERIAL_BUTTONS.remove, name: '删除资料', roles: MANAGERS },
        ],
      },
      {
        code: 'archive_file',
        name: '项目归档',
        path: '/archive/file',
        categories: CONTRACTING,
        buttons: [
          { code: ARCHIVE_FILE_BUTTONS.add, name: '新增归档' },
          { code: ARCHIVE_FILE_BUTTONS.archive, name: '完成归档', roles: MANAGERS },
          { code: ARCHIVE_FILE_BUTTONS.remove, name: '删除归档', roles: MANAGERS },
        ],
      },
      {
        code: 'archive_publication',
        name: '出版任务',
        path: '/archive/publication',
        categories: [...CONTRACTING, 'cb'],
        buttons: [
          { code: PUBLICATION_BUTTONS.add, name: '新增出版任务' },
          { code: PUBLICATION_BUTTONS.edit, name: '编辑出版任务' },
          { code: PUBLICATION_BUTTONS.archive, name: '出版归档', roles: MANAGERS },
          { code: PUBLICATION_BUTTONS.complete, name: '出版完成' },
          { code: PUBLICATION_BUTTONS.cancel, name: '取消出版任务', roles: MANAGERS },
          { code: PUBLICATION_BUTTONS.remove, name: '删除出版任务', roles: MANAGERS },
        ],
      },
    ],
  },
];
