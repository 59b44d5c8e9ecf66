import { useSyncExternalStore } from 'react';

/** Spec 1 §2: width >= 1200 is 3, >= 992 is 2, >= 768 is 1, otherwise 0. */
export function screenBucket(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

/** The width the design is drawn at: the root font is 16px there and shrinks with the window. */
export const DESIGN_WIDTH = 1440;

/** Spec 1 §2: base 16px, scaled with the window width, never under 12 nor over 16. */
export function rootFontSize(width: number): number {
  const scaled = (16 * width) / DESIGN_WIDTH;
  return Math.round(Math.min(16, Math.max(12, scaled)) * 100) / 100;
}

/** Keeps the root font size in step with the window (what is sized in rem follows it; Fluent's px do not: docs/decisions.md). */
export function installRootFontScaling(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useScreenBucket(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, () => screenBucket(window.innerWidth));
}
