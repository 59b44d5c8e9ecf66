import { format } from 'date-fns';

/**
 * When each server answer on screen was fetched: the core's time for answers from its local cache,
 * the arrival time for live ones. callEndpoint notes it for every object it returns; the offline
 * banner shows the oldest on screen. A WeakMap, so an answer dropped by TanStack Query takes its note along.
 */
const notes = new WeakMap<object, string>();

export function noteAnswerTime(data: unknown, cachedAt: string | undefined): void {
  if (data !== null && typeof data === 'object') notes.set(data, cachedAt ?? format(new Date(), 'yyyy-MM-dd HH:mm:ss'));
}

export function answerTimeOf(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' ? notes.get(data) : undefined;
}
