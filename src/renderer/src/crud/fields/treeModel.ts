/**
 * The tree picker's model, apart from its drawing: which nodes are shown for what is open, which
 * can be picked, and where the keyboard moves. Pure, so the rules are tested without a browser.
 */
export interface PickerNode {
  id: string;
  name: string;
  /** Shown but not pickable (a department in a member picker). */
  disabled?: boolean;
  hasChildren: boolean;
  /** Present when the whole tree was loaded; a lazy tree loads a level on opening. */
  children?: PickerNode[];
}

export interface VisibleNode {
  node: PickerNode;
  depth: number;
  /** The ids above it, root first. */
  path: string[];
}

/** The shown nodes, depth first: a node's children only while it is open (from `loaded` in a lazy tree). */
export function visibleNodes(roots: PickerNode[], open: ReadonlySet<string>, loaded: ReadonlyMap<string, PickerNode[]> = new Map()): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: PickerNode[], depth: number, path: string[]) => {
    for (const node of nodes) {
      out.push({ node, depth, path });
      if (open.has(node.id)) walk(loaded.get(node.id) ?? node.children ?? [], depth + 1, [...path, node.id]);
    }
  };
  walk(roots, 0, []);
  return out;
}

/** Whether a shown node may be picked: not disabled itself, and not inside the branch that is ruled out (a department cannot move under itself). */
export const pickable = (v: VisibleNode, branch?: string) => !v.node.disabled && !(branch && (v.node.id === branch || v.path.includes(branch)));

/** Every node of a whole tree with the ids above it, to find a value's label and open the way to it. */
export function findNode(roots: PickerNode[], id: string, path: string[] = []): { node: PickerNode; path: string[] } | undefined {
  for (const node of roots) {
    if (node.id === id) return { node, path };
    const below = node.children && findNode(node.children, id, [...path, node.id]);
    if (below) return below;
  }
  return undefined;
}

export type TreeKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/**
 * The WAI-ARIA tree keys: up and down move, right opens a closed branch (or steps into an open one),
 * left closes an open branch (or steps to the parent). Answers the new active index and what to open or close.
 */
export function treeKey(shown: VisibleNode[], active: number, key: TreeKey, open: ReadonlySet<string>): { active: number; toggle?: string } {
  const current = shown[active];
  if (!current) return { active: shown.length ? 0 : -1 };
  switch (key) {
    case 'ArrowDown':
      return { active: Math.min(active + 1, shown.length - 1) };
    case 'ArrowUp':
      return { active: Math.max(active - 1, 0) };
    case 'Home':
      return { active: 0 };
    case 'End':
      return { active: shown.length - 1 };
    case 'ArrowRight':
      if (!current.node.hasChildren) return { active };
      return open.has(current.node.id) ? { active: Math.min(active + 1, shown.length - 1) } : { active, toggle: current.node.id };
    case 'ArrowLeft': {
      if (current.node.hasChildren && open.has(current.node.id)) return { active, toggle: current.node.id };
      const parent = current.path[current.path.length - 1];
      const at = parent ? shown.findIndex((v) => v.node.id === parent) : -1;
      return { active: at >= 0 ? at : active };
    }
  }
}
