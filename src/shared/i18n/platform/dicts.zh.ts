/**
 * Platform administration (issue 14), dicts: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { DICT_MESSAGES } from '../../domain/dictionary';

const dictFields = {
  code: '字典编码',
  dictValue: '字典名称',
  dictKey: '字典键值',
  sort: '字典排序',
  isSealed: '封存',
  remark: '字典备注',
  parentId: '上级字典',
};

/** A dictionary (the parent table) and its entries (the child table); the business kind reads the same. */
const dictsZh = {
  name: '字典',
  fields: dictFields,
  actions: { configure: '字典配置' },
  sealed: { 0: '否', 1: '是' },
};
const dictItemsZh = {
  name: '字典项',
  fields: dictFields,
  actions: { addChild: '新增子项' },
  sealed: { 0: '否', 1: '是' },
};

export const platformDictsZh = {
  resources: {
    dicts: dictsZh,
    dictItems: dictItemsZh,
    bizDicts: dictsZh,
    bizDictItems: dictItemsZh,
    dictScreens: {
      kinds: { system: '系统字典', biz: '业务字典' },
      pickParent: '请在左侧选择一个字典，查看并维护它的字典项',
      pickParentAbove: '请在上方选择一个字典，查看并维护它的字典项',
      itemsOf: '{{name}}（{{code}}）的字典项',
    },
  },
  messages: { dict: DICT_MESSAGES },
} as const;
