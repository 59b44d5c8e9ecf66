import type { DictEntry, DictNode } from '@shared/domain/dictionary';
import type { DictRow } from '../../repositories/dicts';

export function toEntry(row: DictRow): DictEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    dictKey: row.dict_key,
    dictValue: row.dict_value,
    sort: row.sort,
    remark: row.remark,
    isSealed: row.is_sealed === 1 ? 1 : 0,
  };
}

/** The rows below `rootId` as a tree, each level in the rows' order (sort, then id). */
export function dictTree(rows: DictRow[], rootId: string): DictNode[] {
  const byParent = new Map<string, DictRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parentId: string, seen: Set<string>): DictNode[] =>
    (byParent.get(parentId) ?? [])
      // A cycle in stored data (never written by this server) must not hang the answer.
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set(seen).add(row.id));
        return { ...toEntry(row), title: row.dict_value, value: row.dict_key, hasChildren: children.length > 0, children };
      });
  return build(rootId, new Set());
}
