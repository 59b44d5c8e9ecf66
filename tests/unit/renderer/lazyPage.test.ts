import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/shared/domain/loading';
import { ChunkTimeoutError, lazyPage } from '../../../src/renderer/src/router/lazyPage';

const Page = () => null;

describe('lazy pages (spec 1 §9 chunk load timeout)', () => {
  it('waits 120 seconds for a page’s code by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('hands the router the page once its code arrives in time', async () => {
    const load = lazyPage(() => new Promise((resolve) => setTimeout(() => resolve({ default: Page }), 5)), { timeoutMs: 200, firstScreen: true });
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('fails into the route error page when the code never arrives', async () => {
    const started = Date.now();
    const load = lazyPage(() => new Promise(() => undefined), { timeoutMs: 50, firstScreen: true });
    const failure = await load().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChunkTimeoutError);
    expect((failure as ChunkTimeoutError).timeoutMs).toBe(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('leaves no timer behind once the code has arrived', async () => {
    vi.useFakeTimers();
    try {
      await lazyPage(() => Promise.resolve({ default: Page }), { firstScreen: true })();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a failed import on as it is', async () => {
    const broken = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyPage(() => Promise.reject(broken), { timeoutMs: 50, firstScreen: true })()).rejects.toBe(broken);
  });
});
