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
