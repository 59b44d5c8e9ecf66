import type { ToastIntent } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';

/** The one toaster of the app (rendered by ToastHost). */
export const TOASTER_ID = 'cem-toaster';

export interface PendingToast {
  intent: ToastIntent;
  text: string;
}

/**
 * Toasts asked for before the toaster's code has arrived. Fluent's toaster (with its motion) is its
 * own chunk, fetched with the first toast rather than with the first screen: /login shows none.
 */
const pending: PendingToast[] = [];
let wanted = false;
const listeners = new Set<() => void>();
let drain: ((toast: PendingToast) => void) | undefined;

/** ToastHost takes over here once mounted: the queue first, then every toast directly. */
export function attachToaster(show: (toast: PendingToast) => void): () => void {
  drain = show;
  pending.splice(0).forEach(show);
  return () => {
    if (drain === show) drain = undefined;
  };
}

function notify(toast: PendingToast): void {
  if (drain) return drain(toast);
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

const ToastHost = lazy(() => import('./ToastHost'));
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Rendered once inside FluentProvider (App): nothing until the first toast is asked for. */
export function LazyToaster() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** Shows a short message: success messages of the spec (发送成功!, 清除完毕…) and failures. */
export function useNotify(): (intent: ToastIntent, text: string) => void {
  return useCallback((intent, text) => notify({ intent, text }), []);
}
