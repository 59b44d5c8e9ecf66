/**
 * THE ONE MOCKED PART of the component tests: the desktop core. In the app the preload (Electron)
 * or the browser-mode host exposes the core as `window.cem`; a component test runs in a bare
 * Chromium page with neither, so this setup file exposes a fake core before the renderer's bridge
 * client is imported. It answers `api.call` from the handler a test installs and records every call,
 * so a test can check what the component asked for; any other bridge method fails loudly.
 */
import { createBridgeProxy, type ApiCall, type BridgeEvent, type BridgeResult } from '@shared/bridge';
import type { Page } from '@shared/api/envelope';
import type { Draft } from '@shared/domain/offline';

type Answer = (call: ApiCall) => unknown;

/**
 * Thrown by an answer: the core answers the call as the server's refusal (400 with this message).
 * Recognised by its name, not instanceof: the setup file may hold another instance of this class.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}

/**
 * Kept on the window, not in this module: the setup file and a test file may each get their own
 * instance of this module, and the bridge client keeps the core it found first.
 */
type FakeState = {
  answer: Answer | null;
  calls: ApiCall[];
  drafts: Map<string, Draft>;
  draftCalls: string[];
  methods?: Map<string, (...args: unknown[]) => unknown>;
  listeners: Set<(event: BridgeEvent) => void>;
};
const state: FakeState = ((window as { __fakeCore?: FakeState }).__fakeCore ??= { answer: null, calls: [], drafts: new Map(), draftCalls: [] } as unknown as FakeState);
state.methods ??= new Map();
state.listeners ??= new Set();
const methods = state.methods;

/**
 * Answers another bridge method (uploads.pick, uploads.add, uploads.list) with `handler(...args)` as
 * its data (awaited; a thrown Refusal is the core's refusal), for the upload fields' tests; cleared by clearBridgeMethods.
 */
export function answerBridgeMethod(method: string, handler: (...args: unknown[]) => unknown): void {
  methods.set(method, handler);
}

export function clearBridgeMethods(): void {
  methods.clear();
  rawMethods.clear();
}

/** Methods whose answer is their value itself, not a BridgeResult (settings.get, settings.update). */
const rawMethods: Set<string> = ((window as { __fakeRawMethods?: Set<string> }).__fakeRawMethods ??= new Set());

/** Answers a method that returns its value bare (settings.*) with `handler(...args)`. */
export function answerRawBridgeMethod(method: string, handler: (...args: unknown[]) => unknown): void {
  methods.set(method, handler);
  rawMethods.add(method);
}
export const apiCalls: ApiCall[] = state.calls;
/**
 * The drafts the fake core keeps (by form key) and each drafts.* call as `<method> <formKey>`, so a
 * test can check which key a form reads and writes. Submits through the outbox are answered like
 * api.call (recorded in apiCalls, with their idempotency key).
 */
export const drafts: Map<string, Draft> = state.drafts;
export const draftCalls: string[] = state.draftCalls;

function draftMethod(method: string, args: unknown[]): unknown {
  const formKey = args[0] as string;
  state.draftCalls.push(`${method} ${formKey}`);
  if (method === 'drafts.get') return state.drafts.get(formKey) ?? null;
  if (method === 'drafts.remove') {
    state.drafts.delete(formKey);
    return null;
  }
  const draft: Draft = { formKey, data: args[1] as Record<string, unknown>, idempotencyKey: args[2] as string, savedAt: '2026-01-01 00:00:00' };
  state.drafts.set(formKey, draft);
  return draft;
}

/** Answers each api.call with `handler(call)` as its data (ok), until the next test replaces it. */
export function answerApiCalls(handler: Answer): void {
  state.answer = handler;
  apiCalls.length = 0;
  state.drafts.clear();
  state.draftCalls.length = 0;
}

/** One page of records, the shape every list endpoint answers. */
export const pageOf = <T>(records: T[]): Page<T> => ({ records, total: records.length, size: 100, current: 1, pages: 1 });

window.cem ??= {
  bridge: createBridgeProxy(async (method, args) => {
    const answer = state.answer;
    if (method.startsWith('drafts.')) return { ok: true, data: draftMethod(method, args) } satisfies BridgeResult<unknown>;
    const other = state.methods?.get(method);
    if (other && (window as { __fakeRawMethods?: Set<string> }).__fakeRawMethods?.has(method)) return other(...args);
    if (other) {
      try {
        return { ok: true, data: await other(...args) } satisfies BridgeResult<unknown>;
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'Refusal') throw error;
        return { ok: false, error: { kind: 'invalid', status: 400, code: 400, message: error.message } } satisfies BridgeResult<unknown>;
      }
    }
    if ((method !== 'api.call' && method !== 'outbox.submit') || !answer) throw new Error(`fake core: ${method} is not provided in component tests`);
    const call = args[0] as ApiCall;
    apiCalls.push(call);
    try {
      return { ok: true, data: answer(call) } satisfies BridgeResult<unknown>;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'Refusal') throw error;
      return { ok: false, error: { kind: 'invalid', status: 400, code: 400, message: error.message } } satisfies BridgeResult<unknown>;
    }
  }),
  onEvent: (listener) => {
    state.listeners.add(listener);
    return () => state.listeners.delete(listener);
  },
};

/** Sends a core event to the page's listeners (an export's progress). */
export function emitBridgeEvent(event: BridgeEvent): void {
  for (const listener of state.listeners) listener(event);
}
