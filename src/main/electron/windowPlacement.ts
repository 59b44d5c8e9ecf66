/** A rectangle in screen coordinates (Electron's Rectangle, without importing Electron). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered of a window when it closes. */
export interface SavedBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface Placement {
  /** Absent: let the OS centre the window on the primary display. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** A window needs this much of itself on a display (a title bar's grip); less counts as off-screen. */
const MIN_VISIBLE_WIDTH = 100;
const MIN_VISIBLE_HEIGHT = 40;

/** The area `a` shares with `b`, or 0 when too little of it would be visible there to grab. */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w >= Math.min(MIN_VISIBLE_WIDTH, a.width) && h >= Math.min(MIN_VISIBLE_HEIGHT, a.height) ? w * h : 0;
}

/**
 * Where a window opens, from what was saved and the displays present now (their work areas, the
 * primary first): on the display that holds most of it, shrunk to fit and moved fully inside; when
 * that display is gone (unplugged, another arrangement) it comes back centred on the primary at its
 * saved size, shrunk to fit. Nothing saved: the default size, placed by the OS.
 */
export function placeWindow(saved: SavedBounds | undefined, workAreas: readonly Rect[], defaults: { width: number; height: number }): Placement {
  const primary = workAreas[0];
  if (!saved || !primary) return { ...defaults, maximized: false };
  const fit = (area: Rect) => ({ width: Math.min(saved.width, area.width), height: Math.min(saved.height, area.height) });
  const rect = saved.x !== undefined && saved.y !== undefined ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height } : null;
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of rect ? workAreas : []) {
    const shared = overlap(rect!, area);
    if (shared > bestArea) [best, bestArea] = [area, shared];
  }
  if (!rect || !best) {
    const size = fit(primary);
    return { x: primary.x + Math.round((primary.width - size.width) / 2), y: primary.y + Math.round((primary.height - size.height) / 2), ...size, maximized: saved.maximized };
  }
  const size = fit(best);
  const x = Math.min(Math.max(rect.x, best.x), best.x + best.width - size.width);
  const y = Math.min(Math.max(rect.y, best.y), best.y + best.height - size.height);
  return { x, y, ...size, maximized: saved.maximized };
}
