// Electron cannot run on these machines, so the wiring is tested through the narrow interfaces it
// is written against (IpcMainLike, InvokeEvent): the same code main.ts hands Electron's ipcMain.
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, type Bridge } from '@shared/bridge';
import { isTrustedSender, registerBridgeIpc, type InvokeEvent, type IpcMainLike } from '../../../src/main/electron/ipcBridge';

function fakeIpc() {
  const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  return { ipc, handlers };
}

const bridge = { session: { state: async () => ({ user: null, secretStorage: 'keychain' }) } } as unknown as Bridge;
const fromWindow = (id: number, url: string, parent: unknown = null): InvokeEvent => ({ sender: { id }, senderFrame: { url, parent } });

describe('IPC bridge', () => {
  it('registers one prefixed channel per bridge method and removes them all', () => {
    const { ipc, handlers } = fakeIpc();
    const remove = registerBridgeIpc(ipc, bridge, new Set([1]));
    expect([...handlers.keys()].sort()).toEqual(BRIDGE_METHODS.map((m) => `cem:${m}`).sort());
    remove();
    expect(handlers.size).toBe(0);
  });

  it('answers our window showing our renderer', async () => {
    const { ipc, handlers } = fakeIpc();
    registerBridgeIpc(ipc, bridge, new Set([1]));
    await expect(handlers.get('cem:session.state')!(fromWindow(1, 'app://renderer/desk/index'))).resolves.toEqual({ user: null, secretStorage: 'keychain' });
  });

  it('refuses other windows, sub-frames, foreign pages and vanished frames', async () => {
    const { ipc, handlers } = fakeIpc();
    registerBridgeIpc(ipc, bridge, new Set([1]));
    const call = handlers.get('cem:session.state')!;
    await expect(call(fromWindow(2, 'app://renderer/'))).rejects.toThrow('forbidden sender');
    await expect(call(fromWindow(1, 'app://renderer/', {}))).rejects.toThrow('forbidden sender');
    await expect(call(fromWindow(1, 'https://evil.example/'))).rejects.toThrow('forbidden sender');
    await expect(call(fromWindow(1, 'file:///etc/passwd'))).rejects.toThrow('forbidden sender');
    expect(isTrustedSender({ sender: { id: 1 }, senderFrame: null }, new Set([1]))).toBe(false);
  });
});
