/** The list page's pure parts (spec 1 §7, §9), kept apart so they are tested without a window. */

/** Spec 1 §9: pages of 10; options 10, 30, 50, 100, 200. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;

/** Pages [1, …, around current, …, last]; null is an ellipsis. */
export function pagerItems(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [current - 1, current, current + 1].filter((p) => p > 1 && p < pages);
  const items: (number | null)[] = [1];
  if (around[0] > 2) items.push(null);
  items.push(...around);
  if (around[around.length - 1] < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

/** GET parameters are trimmed and empty ones dropped (spec 1 §7). */
export function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value !== undefined && value !== null && value !== '') out[k] = value;
  }
  return out;
}
