/** Project, archive and publication dictionaries (spec 2 and 3). */
import { DICT_PARENT } from '../domain/dictionary';
import { dictionary } from './types';

export const PROJECT_DICTIONARIES = [
  dictionary(
    'xmhy',
    '项目行业',
    'Project industry',
    [
      ['1', '建筑工程', 'Building engineering'],
      ['2', '市政工程', 'Municipal engineering'],
      ['3', '公路工程', 'Highway engineering'],
      ['4', '铁路工程', 'Railway engineering'],
      ['5', '水利工程', 'Water conservancy'],
      ['6', '电力工程', 'Electric power'],
      ['7', '风景园林', 'Landscape architecture'],
      ['8', '城乡规划', 'Urban and rural planning'],
      ['9', '港口与航道工程', 'Port and waterway engineering'],
      ['10', '化工石化医药', 'Chemical, petrochemical and pharmaceutical'],
      ['11', '冶金工程', 'Metallurgical engineering'],
      ['12', '通信信息工程', 'Communication and information engineering'],
    ],
    DICT_PARENT.industry,
  ),
  dictionary(
    'xmjd',
    '项目阶段',
    'Project phase',
    [
      ['1', '可行性研究', 'Feasibility study'],
      ['2', '方案设计', 'Schematic design'],
      ['3', '初步设计', 'Preliminary design'],
      ['4', '施工图设计', 'Construction drawing design'],
      ['5', '施工配合', 'Construction support'],
      ['6', '竣工验收', 'Completion acceptance'],
    ],
    DICT_PARENT.projectPhase,
  ),
  dictionary('xmzlfl', '项目资料分类', 'Project document category', [
    ['1', '合同文件', 'Contract documents'],
    ['2', '设计文件', 'Design documents'],
    ['3', '会议纪要', 'Meeting minutes'],
    ['4', '往来函件', 'Correspondence'],
    ['5', '其他资料', 'Other documents'],
  ]),
  dictionary('baxmzt', '备案项目状态', 'Registered project status', [
    ['1', '跟踪中', 'Tracking'],
    ['2', '洽谈中', 'Negotiating'],
    ['3', '已放弃', 'Abandoned'],
    ['4', '已立项', 'Approved'],
  ]),
  dictionary('archivedType', '归档类型', 'Archive type', [
    ['1', '设计成果', 'Design deliverables'],
    ['2', '过程资料', 'Process documents'],
    ['3', '评审资料', 'Review documents'],
    ['4', '竣工资料', 'Completion documents'],
  ]),
  dictionary('publicationStatus', '出版状态', 'Publication status', [
    ['1', '待出版', 'Awaiting publication'],
    ['2', '出版中', 'Publishing'],
    ['3', '已完成', 'Completed'],
    ['4', '已取消', 'Cancelled'],
  ]),
  dictionary('paperSize', '图幅', 'Paper size', [
    ['A0', 'A0', 'A0'],
    ['A1', 'A1', 'A1'],
    ['A2', 'A2', 'A2'],
    ['A3', 'A3', 'A3'],
    ['A4', 'A4', 'A4'],
  ]),
  dictionary('paperType', '纸张类型', 'Paper type', [
    ['1', '普通白图', 'Plain white print'],
    ['2', '蓝图', 'Blueprint'],
    ['3', '硫酸纸', 'Tracing paper'],
    ['4', '彩色喷绘', 'Colour inkjet print'],
  ]),
  dictionary('xmlx', '项目类型', 'Project type', [
    ['1', '新建', 'New construction'],
    ['2', '改建', 'Renovation'],
    ['3', '扩建', 'Extension'],
    ['4', '修缮', 'Repair'],
    ['5', '规划咨询', 'Planning consultancy'],
  ]),
  /** Initiated project status (spec 3 §4: new projects 2, the status form excludes 1, complete sets 4). */
  dictionary('xmzt', '立项项目状态', 'Project status', [
    ['1', '待立项', 'Awaiting initiation'],
    ['2', '进行中', 'In progress'],
    ['3', '已暂停', 'Paused'],
    ['4', '已完成', 'Completed'],
    ['5', '已终止', 'Terminated'],
  ]),
  /** Tender status of a project (the add form offers keys up to 3). */
  dictionary('zbzt', '招标状态', 'Tender status', [
    ['1', '无需招标', 'No tender needed'],
    ['2', '未招标', 'Not yet tendered'],
    ['3', '招标中', 'Tendering'],
    ['4', '已中标', 'Tender won'],
    ['5', '未中标', 'Tender lost'],
  ]),
  /** Contract status of a project (kept by the contracts issue). */
  dictionary('xmqyzt', '项目合同状态', 'Project contract status', [
    ['1', '未签约', 'Not signed'],
    ['2', '部分签约', 'Partly signed'],
    ['3', '已签约', 'Signed'],
  ]),
  /** Phase outcome type (hflx). */
  dictionary('cglx', '成果类型', 'Outcome type', [
    ['1', '图纸', 'Drawings'],
    ['2', '计算书', 'Calculations'],
    ['3', '设计说明', 'Design statement'],
    ['4', '模型', 'Model'],
    ['5', '其他', 'Other'],
  ]),
  /** Drawing discipline of an outcome (tzzy). */
  dictionary('tzzy', '图纸专业', 'Drawing discipline', [
    ['1', '建筑', 'Architecture'],
    ['2', '结构', 'Structure'],
    ['3', '给排水', 'Plumbing'],
    ['4', '暖通', 'HVAC'],
    ['5', '电气', 'Electrical'],
    ['6', '总图', 'Site plan'],
  ]),
];
