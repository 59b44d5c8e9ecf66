import type { Insertable } from 'kysely';
import { DICT_PARENT } from '@shared/domain/dictionary';
import { ORG_CATEGORIES } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import type { DictTable } from '../db/schema';
import { countDicts, DICT_ROOT_PARENT, insertDicts } from '../repositories/dicts';

/** [key, value, remark?] */
type Entry = [string, string, string?];

interface DictTemplate {
  code: string;
  name: string;
  /** Fixed where the client addresses the root by id (spec 1 §9: industry 70, project phases 410). */
  rootId?: string;
  entries: Entry[];
}

/**
 * Every dictionary code the three spec documents name. Values the spec leaves open were chosen
 * as a contract-management back office would use them; docs/decisions-server.md lists them.
 */
export const DICTIONARIES: DictTemplate[] = [
  { code: 'htzt', name: '合同状态', entries: [['1', '未签订'], ['2', '已签订'], ['3', '已暂停'], ['4', '已作废'], ['5', '已归档']] },
  { code: 'fpzt', name: '发票状态', entries: [['1', '已开票'], ['2', '部分到账'], ['3', '全部到账'], ['4', '已作废']] },
  {
    code: 'fplx',
    name: '发票类型',
    // The remark is the tax rate the invoice form applies (spec 2 §5).
    entries: [
      ['1', '增值税专用发票（6%）', '0.06'],
      ['2', '增值税普通发票（6%）', '0.06'],
      ['3', '增值税专用发票（9%）', '0.09'],
      ['4', '增值税普通发票（9%）', '0.09'],
      ['5', '增值税专用发票（3%）', '0.03'],
      ['6', '增值税普通发票（3%）', '0.03'],
      ['7', '增值税普通发票（1%）', '0.01'],
    ],
  },
  { code: 'fpnr', name: '发票内容', entries: [['1', '设计费'], ['2', '勘察费'], ['3', '工程咨询费'], ['4', '技术服务费'], ['5', '项目管理费']] },
  { code: 'zclx', name: '支出类型', entries: [['1', '差旅费'], ['2', '业务招待费'], ['3', '评审费'], ['4', '图文制作费'], ['5', '办公费'], ['6', '其他支出']] },
  { code: 'dzhx', name: '到账核销状态', entries: [['0', '未核销'], ['1', '已核销']] },
  {
    code: 'bdzt',
    name: '投标状态',
    entries: [
      ['1', '无需招标'],
      ['2', '待招标'],
      ['3', '招标中'],
      ['4', '新建投标'],
      ['5', '未中标（可重新投标）'],
      ['6', '重新投标'],
      ['7', '已中标（平台单位）'],
      ['8', '已中标（其他单位）'],
    ],
  },
  { code: 'bzjzt', name: '保证金状态', entries: [['0', '未缴纳'], ['1', '已缴纳'], ['2', '部分退还'], ['3', '已退还']] },
  { code: 'bzjlx', name: '保证金类型', entries: [['1', '投标保证金'], ['2', '履约保证金'], ['3', '质量保证金']] },
  { code: 'fbhtlx', name: '分包合同类型', entries: [['1', '设计分包'], ['2', '勘察分包'], ['3', '施工图审查'], ['4', '图文出版'], ['5', '技术咨询']] },
  { code: 'qkfkzt', name: '请款付款状态', entries: [['0', '待付款'], ['1', '部分付款'], ['2', '已付款'], ['3', '已驳回']] },
  { code: 'srlx', name: '收入类型', entries: [['1', '合作费收入'], ['2', '平台服务费收入'], ['3', '咨询服务收入'], ['4', '其他收入']] },
  { code: 'xyzt', name: '协议状态', entries: [['0', '未签订'], ['1', '已签订'], ['2', '已到期']] },
  { code: 'xylx', name: '协议类型', entries: [['1', '框架合作协议'], ['2', '注册协议'], ['3', '隐私政策']] },
  {
    code: 'xmhy',
    name: '项目行业',
    rootId: DICT_PARENT.industry,
    entries: [
      ['1', '建筑工程'],
      ['2', '市政工程'],
      ['3', '公路工程'],
      ['4', '铁路工程'],
      ['5', '水利工程'],
      ['6', '电力工程'],
      ['7', '风景园林'],
      ['8', '城乡规划'],
      ['9', '港口与航道工程'],
      ['10', '化工石化医药'],
      ['11', '冶金工程'],
      ['12', '通信信息工程'],
    ],
  },
  {
    code: 'xmjd',
    name: '项目阶段',
    rootId: DICT_PARENT.projectPhase,
    entries: [['1', '可行性研究'], ['2', '方案设计'], ['3', '初步设计'], ['4', '施工图设计'], ['5', '施工配合'], ['6', '竣工验收']],
  },
  { code: 'xmzlfl', name: '项目资料分类', entries: [['1', '合同文件'], ['2', '设计文件'], ['3', '会议纪要'], ['4', '往来函件'], ['5', '其他资料']] },
  { code: 'baxmzt', name: '备案项目状态', entries: [['1', '跟踪中'], ['2', '洽谈中'], ['3', '已放弃'], ['4', '已立项']] },
  { code: 'archivedType', name: '归档类型', entries: [['1', '设计成果'], ['2', '过程资料'], ['3', '评审资料'], ['4', '竣工资料']] },
  { code: 'publicationStatus', name: '出版状态', entries: [['1', '待出版'], ['2', '出版中'], ['3', '已完成'], ['4', '已取消']] },
  { code: 'paperSize', name: '图幅', entries: [['A0', 'A0'], ['A1', 'A1'], ['A2', 'A2'], ['A3', 'A3'], ['A4', 'A4']] },
  { code: 'paperType', name: '纸张类型', entries: [['1', '普通白图'], ['2', '蓝图'], ['3', '硫酸纸'], ['4', '彩色喷绘']] },
  {
    code: 'org_category',
    name: '组织类别',
    // Remark is the business type the category maps to (spec 1 §1).
    entries: Object.entries(ORG_CATEGORIES).map(([code, c]): Entry => [code, c.zh, String(c.bizType)]),
  },
  { code: 'userStatus', name: '用户状态', entries: [['1', '正常'], ['2', '冻结'], ['3', '注销']] },
  { code: 'user_type', name: '用户类型', entries: [['1', '后台用户'], ['2', '移动端用户'], ['3', '外部用户']] },
  { code: 'sex', name: '性别', entries: [['1', '男'], ['2', '女'], ['3', '未知']] },
  { code: 'mobileType', name: '终端类型', entries: [['1', '安卓'], ['2', 'iOS']] },
  { code: 'feedbackStatus', name: '反馈状态', entries: [['0', '待处理'], ['1', '处理中'], ['2', '已处理'], ['3', '已关闭']] },
  { code: 'notice', name: '通知类型', entries: [['1', '通知公告'], ['2', '系统消息'], ['3', '活动通知']] },
];

/** Numbering starts above the fixed root ids so generated ids never collide with them. */
const FIRST_GENERATED_ID = 1000;

export function dictRows(): Insertable<DictTable>[] {
  let next = FIRST_GENERATED_ID;
  const rows: Insertable<DictTable>[] = [];
  DICTIONARIES.forEach((dict, i) => {
    const rootId = dict.rootId ?? String(next++);
    rows.push({ id: rootId, parent_id: DICT_ROOT_PARENT, code: dict.code, dict_key: '-1', dict_value: dict.name, sort: i + 1, remark: '', is_sealed: 1 });
    dict.entries.forEach(([key, value, remark], j) =>
      rows.push({ id: String(next++), parent_id: rootId, code: dict.code, dict_key: key, dict_value: value, sort: j + 1, remark: remark ?? '', is_sealed: 0 }),
    );
  });
  return rows;
}

export async function seedDictionaries(db: Executor): Promise<void> {
  if ((await countDicts(db)) > 0) return;
  await insertDicts(db, dictRows());
}
