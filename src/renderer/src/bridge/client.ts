/**
 * The renderer's only way to the desktop core. Under Electron the preload has exposed `window.cem`;
 * in browser mode the same Bridge is carried over HTTP to the host on 127.0.0.1.
 */
import { createBridgeProxy, type Bridge, type BridgeEvent } from '@shared/bridge';
import {
  HOST_BRIDGE_HEADER,
  HOST_CALL_PATH,
  HOST_EVENTS_KEY_PARAM,
  HOST_EVENTS_PATH,
  HOST_KEY_PARAM,
  HOST_KEY_STORAGE,
  type HostCallResponse,
} from '@shared/hostProtocol';

export interface ExposedCore {
  bridge: Bridge;
  onEvent(listener: (event: BridgeEvent) => void): () => void;
}

declare global {
  interface Window {
    cem?: ExposedCore;
  }
}

/**
 * Browser mode's page key (see hostProtocol.ts): taken from the launch redirect's fragment, which is
 * then dropped from the address, and kept in this origin's localStorage for later tabs and reloads.
 */
export function hostPageKey(): string {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const given = fragment.get(HOST_KEY_PARAM);
  if (given) {
    window.localStorage.setItem(HOST_KEY_STORAGE, given);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return window.localStorage.getItem(HOST_KEY_STORAGE) ?? '';
}

function httpCore(): ExposedCore {
  hostPageKey();
  const bridge = createBridgeProxy(async (method, args) => {
    const res = await fetch(HOST_CALL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [HOST_BRIDGE_HEADER]: hostPageKey() },
      body: JSON.stringify({ method, args }),
    });
    const body = (await res.json()) as HostCallResponse;
    if ('error' in body) throw new Error(body.error);
    return body.result;
  });
  const listeners = new Set<(event: BridgeEvent) => void>();
  // Opened now, before the page's first call, not with the first listener: a browser gives an origin
  // only six connections, and the burst of calls a screen makes on load held the stream back until
  // they had all been answered; events the core sent meanwhile (a session moved by a frozen
  // membership) were lost, as the stream has no replay.
  const source = new EventSource(`${HOST_EVENTS_PATH}?${HOST_EVENTS_KEY_PARAM}=${encodeURIComponent(hostPageKey())}`, { withCredentials: true });
  source.onmessage = (message) => {
    const event = JSON.parse(message.data as string) as BridgeEvent;
    for (const l of listeners) l(event);
  };
  return {
    bridge,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const core: ExposedCore = window.cem ?? httpCore();

export const bridge: Bridge = core.bridge;
export const onBridgeEvent = core.onEvent;
