/** Helpers for the offline tests: a server behind a fault proxy, and waiting for what the core reports. */
import { expect } from 'vitest';
import type { Endpoint } from '@shared/api/endpoints';
import type { ApiCall, BridgeEvent } from '@shared/bridge';
import { startServer } from '../../src/server';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { tempDir } from './core';

export interface ProxiedServer {
  server: Awaited<ReturnType<typeof startServer>>;
  proxy: FaultProxy;
  close(): Promise<void>;
}

/** A reference server on loopback with the fault proxy in front; the core under test talks to the proxy. */
export async function startProxiedServer(env: Record<string, string> = {}): Promise<ProxiedServer> {
  const server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on', ...env }, log: () => {} });
  const proxy = await startFaultProxy(server.url, { server });
  return {
    server,
    proxy,
    close: async () => {
      await proxy.close();
      await server.close();
    },
  };
}

/** Probing quickly, so tests see the server come back within a fraction of a second. */
export const FAST_PROBE = { CEM_PROBE_MIN_MS: '50', CEM_PROBE_MAX_MS: '200', CEM_OUTBOX_RETRY_MS: '100' };

export function call<P, R>(e: Endpoint<P, R>, query?: Record<string, unknown>, extra: Partial<ApiCall> = {}): ApiCall {
  return { module: e.module, path: e.path, method: e.method, ...(query ? { query } : {}), ...extra };
}

export async function waitFor<T>(probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function waitForEvent(events: BridgeEvent[], match: (e: BridgeEvent) => boolean, what: string, from = 0): Promise<BridgeEvent> {
  return waitFor(() => events.slice(from).find(match), what);
}

export function expectCachedAt(value: unknown): void {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
}
