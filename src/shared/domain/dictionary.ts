import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';

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

/** A dictionary as a tree (dict/tree, dict/dictionary-tree): the entry and its children. */
export interface DictNode extends DictEntry {
  /** The node's label and value, as tree selects read them. */
  title: string;
  value: string;
  hasChildren: boolean;
  children: DictNode[];
}

/** Parent ids the spec fixes for tree-shaped dictionaries (spec 1 §9). */
export const DICT_PARENT = { industry: '70', projectPhase: '410' } as const;

/** A root (a dictionary) has parent 0 and key -1; its entries hang below it, with the root's code. */
export const DICT_ROOT = '0';
export const DICT_ROOT_KEY = '-1';

/**
 * The two dictionaries of spec 3 §7: system (dict, the codes the product's own forms and statuses
 * read) and business (dict-biz, the operator's own business codes; docs/decisions.md).
 */
export const DICT_KINDS = ['system', 'biz'] as const;
export type DictKind = (typeof DICT_KINDS)[number];

/** A form's dictionary select names a business dictionary as `biz:<code>` (crud/dictionary.tsx). */
export const BIZ_DICT_PREFIX = 'biz:';

/** Field limits (the dict table's columns). */
export const DICT_LIMITS = { code: 50, dictKey: 64, dictValue: 200, remark: 255, sort: 99999 } as const;

export const DICT_MESSAGES = {
  codeRequired: '请输入字典编码',
  codeFormat: '字典编码格式有误',
  parentRequired: '请输入上级字典编号',
  parentFormat: '上级字典编号格式有误',
  valueRequired: '请输入字典名称',
  keyRequired: '请输入字典键值',
  sortRequired: '请输入字典排序',
  sealedRequired: '请选择是否封存',
  notFound: '字典不存在或已删除',
  parentUnknown: '上级字典不存在或已删除',
  codeTaken: '字典编码已存在',
  keyTaken: '同一上级下字典键值不能重复',
  sealedRemove: '封存的字典不能删除',
  sealedKey: '封存的字典不能修改键值',
  sealedCode: '封存的字典不能修改编码',
  hasChildren: '该字典下还有子项，请先删除子项',
} as const;

const dictCode = z
  .string({ error: DICT_MESSAGES.codeRequired })
  .trim()
  .min(1, DICT_MESSAGES.codeRequired)
  .max(DICT_LIMITS.code, DICT_MESSAGES.codeFormat)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, DICT_MESSAGES.codeFormat);

const dictParentId = z
  .string({ error: DICT_MESSAGES.parentRequired })
  .trim()
  .min(1, DICT_MESSAGES.parentRequired)
  .max(40, DICT_MESSAGES.parentFormat)
  .regex(/^\d+$/, DICT_MESSAGES.parentFormat);

const dictKey = z
  .string({ error: DICT_MESSAGES.keyRequired })
  .trim()
  .min(1, DICT_MESSAGES.keyRequired)
  .max(DICT_LIMITS.dictKey, maxLengthMessage(DICT_LIMITS.dictKey));

/** GET dict/dictionary. */
export const dictCodeQuerySchema = z.object({ code: dictCode });
/** GET dict/child-list and dict/list-parentId. */
export const dictChildQuerySchema = z.object({ code: dictCode, parentId: dictParentId });
/** GET client/dict/get-value: one entry's value. */
export const dictValueQuerySchema = z.object({ code: dictCode, dictKey });

/** A search text (100 characters at most, spec 1 §9); not fields.ts's, which brings decimal.js along. */
const searchText = z.string().trim().max(100).optional();

/** GET dict/parent-list (the dictionaries) and dict/list (the entries under parentId), paged. */
export const dictPageQuerySchema = pageQuerySchema.extend({
  parentId: dictParentId.optional(),
  code: searchText,
  dictValue: searchText,
});
export type DictPageQuery = z.input<typeof dictPageQuerySchema>;

/**
 * dict/submit (and dict-biz/submit): code, name (dictValue), sort, key (dictKey) and sealed are
 * required (spec 3 §5). A dictionary (parent 0) needs no key of its own (it is -1); an entry's code
 * is its parent's, whatever was sent. The id is absent when adding.
 */
export const dictSubmitSchema = z
  .object({
    id: z.string().trim().regex(/^\d{1,40}$/, DICT_MESSAGES.notFound).optional(),
    parentId: z.preprocess((v) => (v === '' || v === undefined || v === null ? DICT_ROOT : v), dictParentId),
    code: dictCode,
    dictValue: z
      .string({ error: DICT_MESSAGES.valueRequired })
      .trim()
      .min(1, DICT_MESSAGES.valueRequired)
      .max(DICT_LIMITS.dictValue, maxLengthMessage(DICT_LIMITS.dictValue)),
    dictKey: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(DICT_LIMITS.dictKey, maxLengthMessage(DICT_LIMITS.dictKey))),
    sort: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: DICT_MESSAGES.sortRequired }).int(DICT_MESSAGES.sortRequired).min(0, DICT_MESSAGES.sortRequired).max(DICT_LIMITS.sort, DICT_MESSAGES.sortRequired),
    ),
    isSealed: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: DICT_MESSAGES.sealedRequired }).int().min(0, DICT_MESSAGES.sealedRequired).max(1, DICT_MESSAGES.sealedRequired)),
    remark: optionalText(DICT_LIMITS.remark),
  })
  .superRefine((v, ctx) => {
    if (v.parentId !== DICT_ROOT && v.dictKey === '') ctx.addIssue({ code: 'custom', path: ['dictKey'], message: DICT_MESSAGES.keyRequired });
  })
  .transform((v) => ({ ...v, dictKey: v.parentId === DICT_ROOT ? DICT_ROOT_KEY : v.dictKey, isSealed: v.isSealed as 0 | 1 }));
export type DictInput = z.input<typeof dictSubmitSchema>;
export type DictSubmit = z.output<typeof dictSubmitSchema>;

/** What an edit of a stored entry may not do (spec 3 §5): the messages it is refused with, or null. */
export function sealedEditRefusal(existing: Pick<DictEntry, 'isSealed' | 'dictKey' | 'code' | 'parentId'>, next: Pick<DictSubmit, 'dictKey' | 'code'>): string | null {
  if (existing.isSealed !== 1) return null;
  if (existing.parentId === DICT_ROOT && existing.code !== next.code) return DICT_MESSAGES.sealedCode;
  if (existing.parentId !== DICT_ROOT && existing.dictKey !== next.dictKey) return DICT_MESSAGES.sealedKey;
  return null;
}

/**
 * Whether an entry may be removed: a sealed one never, a parent only once its children are gone
 * (removing them with it would silently take entries the forms read).
 */
export function removeRefusal(entry: Pick<DictEntry, 'isSealed'>, childCount: number): string | null {
  if (entry.isSealed === 1) return DICT_MESSAGES.sealedRemove;
  if (childCount > 0) return DICT_MESSAGES.hasChildren;
  return null;
}

/** The response header carrying the dictionaries' version stamp (docs/decisions.md, "dictionary refresh"). */
export const DICT_VERSION_HEADER = 'x-cem-dict-version';
