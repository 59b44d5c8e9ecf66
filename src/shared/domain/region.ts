import { z } from 'zod';
import { searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage } from './rules';

/** Administrative divisions, GB/T 2260 codes: 1 province, 2 city, 3 county, 4 town. */
export interface Region {
  code: string;
  parentCode: string;
  name: string;
  level: 1 | 2 | 3 | 4;
}

/** A node of GET region/lazy-tree. */
export interface RegionNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  hasChildren: boolean;
}

/** The root parent code of the region tree, and the nationwide managed-area option (spec 1 §9). */
export const REGION_ROOT = '00';

export const REGION_MESSAGES = {
  codeRequired: '请输入行政区划编码',
  codeFormat: '行政区划编码格式有误',
  unknown: '行政区划不存在',
} as const;

/** GB/T 2260 codes as served: 2 digits province, 4 city, 6 county, 9 town (and the root 00). */
export const REGION_CODE = /^(\d{2}|\d{4}|\d{6}|\d{9})$/;

const regionCode = z
  .string({ error: REGION_MESSAGES.codeRequired })
  .trim()
  .min(1, REGION_MESSAGES.codeRequired)
  .regex(REGION_CODE, REGION_MESSAGES.codeFormat);

/** The level a code belongs to, read from its length (0 for the root). */
export function regionLevelOf(code: string): 0 | 1 | 2 | 3 | 4 {
  if (code === REGION_ROOT) return 0;
  return ({ 2: 1, 4: 2, 6: 3, 9: 4 } as const)[code.length as 2 | 4 | 6 | 9] ?? 0;
}

export const regionLazyTreeQuerySchema = z.object({ parentCode: regionCode.default(REGION_ROOT) });
export const regionSelectQuerySchema = z.object({ code: regionCode.default(REGION_ROOT) });
/** GET region/detail: by `code` (the pickers) or `id` (the administration list, where the code is the id). */
export const regionDetailQuerySchema = z
  .object({ code: regionCode.optional(), id: regionCode.optional() })
  .transform((v, issue) => {
    const code = v.code ?? v.id;
    if (!code) {
      issue.addIssue({ code: 'custom', path: ['code'], message: REGION_MESSAGES.codeRequired });
      return z.NEVER;
    }
    // Asked by id (the administration list), the answer is the list's record (RegionRecord).
    return { code, asRecord: !v.code };
  });

/** The codes from the province down to `code` itself ('310101' → ['31', '3101', '310101']). */
export function regionAncestry(code: string): string[] {
  const levels = [2, 4, 6, 9].filter((n) => n <= code.length);
  return REGION_CODE.test(code) && code !== REGION_ROOT ? levels.map((n) => code.slice(0, n)) : [];
}

// ---- Region administration (issue 14, spec 3 §7 region): the operator's administrator keeps the tree. ----

/** The nationwide service-region choice region/select-service leads with (its code is the root 00). */
export const REGION_NATIONWIDE: Region = { code: REGION_ROOT, parentCode: '', name: '全国', level: 1 };

export const REGION_ADMIN_MESSAGES = {
  regionName: '请输入行政区划名称',
  regionParent: '请选择上级行政区划',
  regionParentUnknown: '上级行政区划不存在',
  regionCodeFits: '行政区划编码须以上级编码开头，省级2位、市级4位、区县6位、乡镇9位',
  regionLeaf: '乡镇级行政区划不能再添加下级',
  regionCodeExists: '行政区划编码已存在',
  regionCodeFixed: '行政区划编码不能修改',
  regionHasChildren: '该行政区划下还有下级行政区划，不能删除',
  regionUsedByOrganisation: '该行政区划已被组织的服务区域或所在地使用，不能删除',
  regionUsedByPerson: '该行政区划已被个人资料或专家认证使用，不能删除',
  regionUsedByCustomer: '该行政区划已被客户使用，不能删除',
  regionUsedByRecord: '该行政区划已被其他单位或入驻申请使用，不能删除',
} as const;

export const REGION_NAME_MAX = 50;

/** A region row of the administration list: the code is its id. */
export interface RegionRecord extends Region {
  id: string;
  hasChildren: boolean;
}

/** The code length a child of `parentCode` has (undefined under a town: towns have no children). */
export function childCodeLength(parentCode: string): number | undefined {
  return ({ 0: 2, 1: 4, 2: 6, 3: 9 } as Record<number, number>)[regionLevelOf(parentCode)];
}

/** Whether `code` can be a child of `parentCode`: its prefix, and the length of the level below. */
export function regionCodeFits(parentCode: string, code: string): boolean {
  const length = childCodeLength(parentCode);
  if (!length || code.length !== length || !/^\d+$/.test(code)) return false;
  return parentCode === REGION_ROOT || code.startsWith(parentCode);
}

/** POST region/submit: `id` is the code being edited (only its name changes); without it a region is added. */
export const regionSubmitSchema = z
  .object({
    id: z.string().trim().regex(REGION_CODE).optional().or(z.literal('').transform(() => undefined)),
    parentCode: z.string({ error: REGION_ADMIN_MESSAGES.regionParent }).trim().min(1, REGION_ADMIN_MESSAGES.regionParent),
    code: regionCode,
    name: z.string({ error: REGION_ADMIN_MESSAGES.regionName }).trim().min(1, REGION_ADMIN_MESSAGES.regionName).max(REGION_NAME_MAX, maxLengthMessage(REGION_NAME_MAX)),
  })
  .superRefine((v, issue) => {
    if (v.id && v.id !== v.code) issue.addIssue({ code: 'custom', path: ['code'], message: REGION_ADMIN_MESSAGES.regionCodeFixed });
    else if (childCodeLength(v.parentCode) === undefined && v.parentCode !== REGION_ROOT && REGION_CODE.test(v.parentCode))
      issue.addIssue({ code: 'custom', path: ['parentCode'], message: REGION_ADMIN_MESSAGES.regionLeaf });
    else if (!regionCodeFits(v.parentCode, v.code)) issue.addIssue({ code: 'custom', path: ['code'], message: REGION_ADMIN_MESSAGES.regionCodeFits });
  });
export type RegionInput = z.input<typeof regionSubmitSchema>;

/** GET region/list: the children of one parent (the root by default), by code or name. */
export const regionListQuerySchema = pageQuerySchema.extend({
  parentCode: regionCode.default(REGION_ROOT),
  code: searchText,
  name: searchText,
});

/** GET region/select-service: the service-region picker's choices under parentId; id names one chosen region. */
export const regionSelectServiceQuerySchema = z.object({
  parentId: regionCode.default(REGION_ROOT),
  id: regionCode.optional().or(z.literal('').transform(() => undefined)),
});

/** POST region/remove: one code or several comma-joined, all or none. */
export const regionRemoveSchema = z.object({
  id: z
    .string({ error: REGION_MESSAGES.codeRequired })
    .trim()
    .min(1, REGION_MESSAGES.codeRequired)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .refine((codes) => codes.length > 0 && codes.every((c) => REGION_CODE.test(c) && c !== REGION_ROOT), REGION_MESSAGES.codeFormat),
});
