import type { QueryClient } from '@tanstack/react-query';
import { bridge } from '../../bridge/client';

export const errorLogKeys = {
  all: ['error-log'] as const,
  list: () => [...errorLogKeys.all, 'list'] as const,
};

/** Records one failure of this window in the core's error log and refreshes the badge. */
export function recordError(queryClient: QueryClient, entry: { type: string; message: string; stack?: string; info?: string }): void {
  void bridge.errorLog
    .record({ url: window.location.href, type: entry.type, message: entry.message, stack: entry.stack ?? '', info: entry.info ?? '' })
    .then(() => queryClient.invalidateQueries({ queryKey: errorLogKeys.all }))
    .catch(() => undefined);
}

/** Uncaught errors and unhandled rejections of the page go to the local error log (spec 1 §2). */
export function installErrorRecorder(queryClient: QueryClient): () => void {
  const onError = (event: ErrorEvent) => {
    const error = event.error as Error | undefined;
    recordError(queryClient, {
      type: 'error',
      message: error?.message ?? event.message,
      stack: error?.stack ?? '',
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as unknown;
    const error = reason instanceof Error ? reason : null;
    recordError(queryClient, { type: 'unhandledrejection', message: error?.message ?? String(reason), stack: error?.stack ?? '' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
