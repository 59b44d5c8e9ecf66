/**
 * THE ONE MOCKED PART of the component tests: the desktop core. In the app the preload (Electron)
 * or the browser-mode host exposes the core as `window.cem`; a component test runs in a bare
 * Chromium page with neither, so this setup file exposes a fake core before the renderer's bridge
 * client is imported. It answers `api.call` from the handler a test installs and records every call,
 * so a test can check what the component asked for; any other bridge method fails loudly.
 */
import { createBridgeProxy, type ApiCall, type BridgeResult } from '@shared/bridge';
import type { Page } from '@shared/api/envelope';

type Answer = (call: ApiCall) => unknown;

/**
 * Kept on the window, not in this module: the setup file and a test file may each get their own
 * instance of this module, and the bridge client keeps the core it found first.
 */
const state = ((window as { __fakeCore?: { answer: Answer | null; calls: ApiCall[] } }).__fakeCore ??= { answer: null, calls: [] });
export const apiCalls: ApiCall[] = state.calls;

/** Answers each api.call with `handler(call)` as its data (ok), until the next test replaces it. */
export function answerApiCalls(handler: Answer): void {
  state.answer = handler;
  apiCalls.length = 0;
}

/** One page of records, the shape every list endpoint answers. */
export const pageOf = <T>(records: T[]): Page<T> => ({ records, total: records.length, size: 100, current: 1, pages: 1 });

window.cem ??= {
  bridge: createBridgeProxy(async (method, args) => {
    const answer = state.answer;
    if (method !== 'api.call' || !answer) throw new Error(`fake core: ${method} is not provided in component tests`);
    const call = args[0] as ApiCall;
    apiCalls.push(call);
    return { ok: true, data: answer(call) } satisfies BridgeResult<unknown>;
  }),
  onEvent: () => () => undefined,
};
