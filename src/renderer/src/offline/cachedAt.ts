/**
 * When each server answer on screen was fetched: the core's time for answers from its local cache,
 * the arrival time for live ones. callEndpoint notes it for every object it returns; the offline
 * banner shows the oldest on screen. A WeakMap, so an answer dropped by TanStack Query takes its note along.
 */
const notes = new WeakMap<object, string>();

const pad = (n: number) => String(n).padStart(2, '0');
/** Local `yyyy-MM-dd HH:mm:ss`, written out rather than with date-fns, which would ride in the first screen's chunk. */
const localTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export function noteAnswerTime(data: unknown, cachedAt: string | undefined): void {
  if (data !== null && typeof data === 'object') notes.set(data, cachedAt ?? localTime(new Date()));
}

export function answerTimeOf(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' ? notes.get(data) : undefined;
}
