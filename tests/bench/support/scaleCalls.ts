/**
 * The calls the scale benchmark times, one list: the receivables aging report in both groupings,
 * payables, a filtered 50-row owner contract list and the data board's head-stat calls. A call marked
 * optional that answers 404 (its route not registered in this build) is shown as not available.
 */
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { financeReportEndpoints } from '@shared/api/financeReportEndpoints';
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
  /** Another part builds it (the board's head-stat, issue 18): a 404 reads "not available". */
  optional?: boolean;
}

const AS_OF = '2026-11-27';
const headStat = (name: string): TimedCall => ({ label: `board ${name}`, module: 'system', path: `desktop/head-stat/${name}`, query: {}, optional: true });

export const TIMED_CALLS: TimedCall[] = [
  { label: 'receivables aging, per contract', ...financeReportEndpoints.receivables, query: { view: 'contract', asOf: AS_OF, current: 1, size: 20 } },
  { label: 'receivables aging, per owner', ...financeReportEndpoints.receivables, query: { view: 'owner', asOf: AS_OF, current: 1, size: 20 } },
  { label: 'payables, per contract', ...financeReportEndpoints.payables, query: { view: 'contract', current: 1, size: 20 } },
  {
    label: 'owner contracts, filtered, 50 rows',
    ...contractOwnerEndpoints.page,
    // Signed, name containing 医院, created in 2025: a search a contracts clerk makes.
    query: { current: 1, size: 50, statusContract: 2, name: '医院', createTimeFrom: '2025-01-01', createTimeTo: '2025-12-31' },
  },
  headStat('nums'),
  headStat('projects'),
  headStat('pt-list'),
  headStat('trends'),
].map(({ label, module, path, query, optional }) => ({ label, module, path, query, optional }));

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
