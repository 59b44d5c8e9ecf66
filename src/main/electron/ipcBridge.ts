import { BRIDGE_CHANNEL_PREFIX, BRIDGE_METHODS, dispatchBridge, type Bridge } from '@shared/bridge';
import { isAppUrl } from './rendererOrigin';

/** The parts of Electron's IpcMainInvokeEvent the check needs (kept narrow so tests can build one). */
export interface InvokeEvent {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/**
 * A call is answered only when it comes from the top frame of one of our windows showing our own
 * renderer: not from an embedded frame, another window, or a page that navigated elsewhere.
 */
export function isTrustedSender(event: InvokeEvent, windowIds: ReadonlySet<number>): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && windowIds.has(event.sender.id) && isAppUrl(frame.url);
}

/** Registers one IPC handler per Bridge method, each checking its sender first. */
export function registerBridgeIpc(
  ipc: IpcMainLike,
  bridge: Bridge,
  windowIds: ReadonlySet<number>,
  onUnexpected?: (error: unknown, method: string) => void,
): () => void {
  for (const method of BRIDGE_METHODS) {
    ipc.handle(`${BRIDGE_CHANNEL_PREFIX}${method}`, async (event, ...args) => {
      if (!isTrustedSender(event, windowIds)) throw new Error('forbidden sender');
      return dispatchBridge(bridge, method, args, onUnexpected);
    });
  }
  return () => BRIDGE_METHODS.forEach((method) => ipc.removeHandler(`${BRIDGE_CHANNEL_PREFIX}${method}`));
}
