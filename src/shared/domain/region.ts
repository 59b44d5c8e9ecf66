import { z } from 'zod';

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
export const regionDetailQuerySchema = z.object({ code: regionCode });

/** The codes from the province down to `code` itself ('310101' → ['31', '3101', '310101']). */
export function regionAncestry(code: string): string[] {
  const levels = [2, 4, 6, 9].filter((n) => n <= code.length);
  return REGION_CODE.test(code) && code !== REGION_ROOT ? levels.map((n) => code.slice(0, n)) : [];
}
