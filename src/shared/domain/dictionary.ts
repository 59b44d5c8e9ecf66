import { z } from 'zod';

export interface DictEntry {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: 0 | 1;
}

/** Parent ids the spec fixes for tree-shaped dictionaries (spec 1 §9). */
export const DICT_PARENT = { industry: '70', projectPhase: '410' } as const;

export const DICT_MESSAGES = {
  codeRequired: '请输入字典编码',
  codeFormat: '字典编码格式有误',
  parentRequired: '请输入上级字典编号',
  parentFormat: '上级字典编号格式有误',
} as const;

const dictCode = z
  .string({ error: DICT_MESSAGES.codeRequired })
  .trim()
  .min(1, DICT_MESSAGES.codeRequired)
  .max(50, DICT_MESSAGES.codeFormat)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, DICT_MESSAGES.codeFormat);

const dictParentId = z
  .string({ error: DICT_MESSAGES.parentRequired })
  .trim()
  .min(1, DICT_MESSAGES.parentRequired)
  .max(40, DICT_MESSAGES.parentFormat)
  .regex(/^\d+$/, DICT_MESSAGES.parentFormat);

/** GET dict/dictionary. */
export const dictCodeQuerySchema = z.object({ code: dictCode });
/** GET dict/child-list and dict/list-parentId. */
export const dictChildQuerySchema = z.object({ code: dictCode, parentId: dictParentId });
