import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/domain/loading';
import type { ComponentType } from 'react';
import { ensureScreenCatalogue } from '../i18n/setupI18n';

/** A page's code that did not arrive in time; the route error page shows it and the error log keeps it. */
export class ChunkTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The page's code did not load within ${timeoutMs} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** The promise's answer, or a ChunkTimeoutError once `ms` have passed; the timer never outlives the race. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A route's `lazy` for a page in its own chunk (so /login loads none of the back-office screens),
 * with the screens' labels and messages beside its code (i18n/catalogues.ts), except for /login's own
 * (`firstScreen`). A stalled import (a dropped connection to app://, a host that stopped answering)
 * fails after the spec's timeout into the route error page rather than leaving the spinner forever.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: { timeoutMs?: number; firstScreen?: boolean } = {}) {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  return async () => {
    const [page] = await withinTime(Promise.all([load(), options.firstScreen ? undefined : ensureScreenCatalogue()]), timeoutMs);
    return { Component: page.default };
  };
}
