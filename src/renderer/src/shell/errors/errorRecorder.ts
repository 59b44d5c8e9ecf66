import type { QueryClient } from '@tanstack/react-query';
import type { ErrorInfo } from 'react';
import { isRouteErrorResponse } from 'react-router-dom';
import { bridge } from '../../bridge/client';

export const errorLogKeys = {
  all: ['error-log'] as const,
  list: () => [...errorLogKeys.all, 'list'] as const,
};

/**
 * The window's query client, held here because React's root callbacks (createRoot's onCaughtError,
 * onUncaughtError) are set up before the app, and its cache, exist.
 */
let badgeClient: QueryClient | null = null;

/**
 * Errors already in the log. React and the router both report an error thrown while rendering (React
 * first, with the component stack), and the router may hand the same loader error on again: each is
 * recorded once.
 */
const recorded = new WeakSet<object>();

/** True the first time an error is seen; a thrown primitive has no identity and is always new. */
function firstSighting(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (recorded.has(error)) return false;
  recorded.add(error);
  return true;
}

/** Records one failure of this window in the core's error log and refreshes the badge. */
export function recordError(entry: { type: string; message: string; stack?: string; info?: string }): void {
  void bridge.errorLog
    .record({ url: window.location.href, type: entry.type, message: entry.message, stack: entry.stack ?? '', info: entry.info ?? '' })
    .then(() => badgeClient?.invalidateQueries({ queryKey: errorLogKeys.all }))
    .catch(() => undefined);
}

/** Message and stack of anything thrown: an Error, a route's error response (a 404 thrown by a loader), or a value. */
function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim(), stack: '' };
  return { message: String(error), stack: '' };
}

/**
 * An error of a route: thrown by its loader, by its lazy import (a chunk that failed or timed out), or
 * while its page rendered. These reach the route error page through React Router, never the window's
 * error event, so they are recorded here, as type route.
 */
export function recordRouteError(error: unknown, info: { componentStack?: string | null; pattern?: string } = {}): void {
  if (!firstSighting(error)) return;
  const { message, stack } = describe(error);
  const route = info.pattern && `/${info.pattern.replace(/^\/+/, '')}`;
  const details = [route && `route: ${route}`, info.componentStack?.trim()].filter(Boolean).join('\n');
  recordError({ type: 'route', message, stack, info: details });
}

/**
 * createRoot's onCaughtError: an error an error boundary caught. The app's only boundaries are the
 * router's error elements, so this is a route error. React calls this just before the boundary's
 * componentDidCatch, through which the router reports the same error with its route as well: waiting
 * one microtask lets that fuller report be the one kept, and this one covers any other boundary.
 * Still printed, as React's default would, for whoever has the console open.
 */
export function onCaughtError(error: unknown, errorInfo: ErrorInfo): void {
  console.error(error);
  const componentStack = errorInfo.componentStack;
  queueMicrotask(() => recordRouteError(error, { componentStack }));
}

/**
 * createRoot's onUncaughtError: an error no boundary caught, after which React unmounts the window's
 * content. Recorded here rather than through React's default (reportError, a window error event), so
 * the component stack is kept and the entry is not written twice.
 */
export function onUncaughtError(error: unknown, errorInfo: ErrorInfo): void {
  console.error(error);
  if (!firstSighting(error)) return;
  recordError({ type: 'render', ...describe(error), info: errorInfo.componentStack?.trim() ?? '' });
}

/** Uncaught errors and unhandled rejections of the page go to the local error log (spec 1 §2). */
export function installErrorRecorder(queryClient: QueryClient): () => void {
  badgeClient = queryClient;
  const onError = (event: ErrorEvent) => {
    const error = event.error as Error | undefined;
    if (!firstSighting(error)) return;
    recordError({
      type: 'error',
      message: error?.message ?? event.message,
      stack: error?.stack ?? '',
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as unknown;
    if (!firstSighting(reason)) return;
    const error = reason instanceof Error ? reason : null;
    recordError({ type: 'unhandledrejection', message: error?.message ?? String(reason), stack: error?.stack ?? '' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    if (badgeClient === queryClient) badgeClient = null;
  };
}
