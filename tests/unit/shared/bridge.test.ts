import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, createBridgeProxy, dispatchBridge, isBridgeMethod, type Bridge } from '@shared/bridge';

describe('the bridge shape', () => {
  it('names every method once as namespace.method', () => {
    expect(BRIDGE_METHODS).toContain('session.loginPassword');
    expect(BRIDGE_METHODS).toContain('api.call');
    expect(new Set(BRIDGE_METHODS).size).toBe(BRIDGE_METHODS.length);
  });

  it('refuses names that are not methods, including prototype keys', () => {
    for (const name of ['session', 'session.constructor', '__proto__.x', 'api.call.x', 42, null]) {
      expect(isBridgeMethod(name)).toBe(false);
    }
  });

  it('carries a call through a proxy to an implementation and back', async () => {
    const calls: unknown[] = [];
    const impl = {
      session: { state: async () => ({ user: null, secretStorage: 'memory' }) },
      api: { call: async (c: unknown) => ({ ok: true, data: c }) },
    } as unknown as Bridge;
    const proxy = createBridgeProxy(async (method, args) => {
      calls.push(method);
      return dispatchBridge(impl, method, args);
    });
    await expect(proxy.api.call({ module: 'system', path: 'dict/dictionary' })).resolves.toEqual({ ok: true, data: { module: 'system', path: 'dict/dictionary' } });
    await expect(proxy.session.state()).resolves.toEqual({ user: null, secretStorage: 'memory' });
    expect(calls).toEqual(['api.call', 'session.state']);
  });

  it('answers a thrown error as 请求参数有误 and hands the error, not the page, its message', async () => {
    const impl = { downloads: { cancel: async () => { throw new Error('Cannot convert object to primitive value at /src/x.ts:1:1'); } } } as unknown as Bridge;
    const seen: unknown[] = [];
    const answer = await dispatchBridge(impl, 'downloads.cancel', [{}], (error, method) => seen.push([(error as Error).message, method]));
    expect(answer).toEqual({ ok: false, error: { kind: 'invalid', message: '请求参数有误' } });
    expect(seen).toEqual([['Cannot convert object to primitive value at /src/x.ts:1:1', 'downloads.cancel']]);
  });
});
