/**
 * The calls the scale benchmark times, one list: the receivables aging report in both groupings,
 * payables, a filtered 50-row owner contract list and the data board's calls (head-stat, the company
 * statistics, inner-stat, board-projects). A call marked optional that answers 404 (its route not
 * registered in this build) is shown as not available.
 */
import { boardEndpoints } from '@shared/api/boardEndpoints';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { financeReportEndpoints } from '@shared/api/financeReportEndpoints';
import { statEndpoints } from '@shared/api/statEndpoints';
import { basicAuth, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, HEADER_CLIENT, HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import type { ModuleName } from '@shared/api/modules';
import { performance } from 'node:perf_hooks';
import type { ApiClient as TestClient } from '../../support/server';

/** A signed-in test client and the server it talks to. */
export type ApiClient = Pick<TestClient, 'path' | 'session'> & { baseUrl: string };

export interface TimedCall {
  label: string;
  module: ModuleName;
  path: string;
  query: Record<string, string | number>;
  /** Another part builds it: a 404 reads "not available". */
  optional?: boolean;
}

const AS_OF = '2026-11-27';
/** A call of the list: an endpoint of the contract with the query the screen sends. */
const call = (label: string, endpoint: { module: ModuleName; path: string }, query: Record<string, string | number> = {}): TimedCall => ({ label, module: endpoint.module, path: endpoint.path, query });

export const TIMED_CALLS: TimedCall[] = [
  call('receivables aging, per contract', financeReportEndpoints.receivables, { view: 'contract', asOf: AS_OF, current: 1, size: 20 }),
  call('receivables aging, per owner', financeReportEndpoints.receivables, { view: 'owner', asOf: AS_OF, current: 1, size: 20 }),
  call('payables, per contract', financeReportEndpoints.payables, { view: 'contract', current: 1, size: 20 }),
  // Signed, name containing 医院, created in 2025: a search a contracts clerk makes.
  call('owner contracts, filtered, 50 rows', contractOwnerEndpoints.page, { current: 1, size: 50, statusContract: 2, name: '医院', createTimeFrom: '2025-01-01', createTimeTo: '2025-12-31' }),
  call('board head-stat nums', boardEndpoints.nums),
  call('board head-stat projects', boardEndpoints.projects),
  call('board head-stat pt-list', boardEndpoints.ptList),
  call('board head-stat pt-nums', boardEndpoints.ptNums),
  call('board head-stat trends', boardEndpoints.trends),
  // The statistics screen's first tab: ten technology companies, ordered by name.
  call('tech company statistics, 20 rows', statEndpoints.techCompanyStat, { current: 1, size: 20 }),
  call('board inner-stat', statEndpoints.innerStat),
  call('board projects, 20 rows', statEndpoints.boardProjects, { current: 1, size: 20 }),
];

export interface Timing {
  /** Milliseconds of each timed run, in order; empty when the call is not available. */
  runs: number[];
  available: boolean;
  /** The call gave no answer within the time allowed (the server was stopped and started again). */
  timedOut: boolean;
}

type Outcome = { ms: number; status: 'ok' | 'missing' | 'timeout' };

/**
 * One call over loopback as the core makes it (the client's Basic header, the token and the tenant),
 * answered and checked: an unexpected status or a failed envelope ends the benchmark.
 */
async function once(api: ApiClient, call: TimedCall, timeoutMs: number): Promise<Outcome> {
  const target = new URL(api.path(call.module, call.path), api.baseUrl);
  for (const [k, v] of Object.entries(call.query)) target.searchParams.set(k, String(v));
  const headers = { [HEADER_CLIENT]: basicAuth(DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET), [HEADER_TOKEN]: `bearer ${api.session.accessToken}`, [HEADER_TENANT]: api.session.tenantId ?? '' };
  const start = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') return { ms: timeoutMs, status: 'timeout' };
    throw err;
  }
  const ms = performance.now() - start;
  if (response.status === 404 && call.optional) return { ms, status: 'missing' };
  const body = JSON.parse(text) as { success?: boolean };
  if (response.status !== 200 || !body.success) throw new Error(`${call.label} (${call.path}): ${response.status} ${text.slice(0, 300)}`);
  return { ms, status: 'ok' };
}

/**
 * `warmUp` untimed calls, then `runs` timed ones. A call slower than `slowMs` stops after that
 * answer (without indexes a query may take minutes: one run says enough); one without an answer in
 * `timeoutMs` is reported timed out.
 */
export async function timeCall(api: ApiClient, call: TimedCall, opts: { runs: number; warmUp: number; slowMs?: number; timeoutMs?: number }): Promise<Timing> {
  const slowMs = opts.slowMs ?? Infinity;
  const timeoutMs = opts.timeoutMs ?? 600_000;
  const first = await once(api, call, timeoutMs);
  if (first.status === 'missing') return { runs: [], available: false, timedOut: false };
  if (first.status === 'timeout') return { runs: [first.ms], available: true, timedOut: true };
  if (first.ms > slowMs) return { runs: [first.ms], available: true, timedOut: false };
  for (let i = 1; i < opts.warmUp; i++) await once(api, call, timeoutMs);
  const times: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const t = await once(api, call, timeoutMs);
    times.push(t.ms);
    if (t.status === 'timeout') return { runs: times, available: true, timedOut: true };
    if (t.ms > slowMs) break;
  }
  return { runs: times, available: true, timedOut: false };
}

/** The nearest-rank percentile p (0–100) of `xs`. */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
