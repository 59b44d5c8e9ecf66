/**
 * Exposes exactly one object, `window.cem`: the Bridge built from its shared shape, plus event
 * subscription. No ipcRenderer, no Node, no channel names reach the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_CHANNEL_PREFIX, BRIDGE_EVENT_CHANNEL, createBridgeProxy, type BridgeEvent } from '@shared/bridge';

const bridge = createBridgeProxy((method, args) => ipcRenderer.invoke(`${BRIDGE_CHANNEL_PREFIX}${method}`, ...args));

contextBridge.exposeInMainWorld('cem', {
  bridge,
  onEvent(listener: (event: BridgeEvent) => void): () => void {
    const handler = (_event: IpcRendererEvent, payload: BridgeEvent) => listener(payload);
    ipcRenderer.on(BRIDGE_EVENT_CHANNEL, handler);
    return () => ipcRenderer.removeListener(BRIDGE_EVENT_CHANNEL, handler);
  },
});
