/**
 * A tree list's rows (crud `tree` resources): the records depth first with their depth, the
 * children of a closed branch left out. Pure, so the list's rule is tested without a browser.
 */
export interface TreeRow<Rec> {
  record: Rec;
  depth: number;
  hasChildren: boolean;
}

export function treeRows<Rec extends { id: string }>(roots: Rec[], children: (record: Rec) => Rec[] | undefined, closed: ReadonlySet<string>): TreeRow<Rec>[] {
  const out: TreeRow<Rec>[] = [];
  const walk = (records: Rec[], depth: number) => {
    for (const record of records) {
      const below = children(record) ?? [];
      out.push({ record, depth, hasChildren: below.length > 0 });
      if (!closed.has(record.id)) walk(below, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}
