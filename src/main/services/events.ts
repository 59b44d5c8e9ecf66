import type { BridgeEvent } from '@shared/bridge';

export type EventListener = (event: BridgeEvent) => void;

/** Fan-out of core events to whichever transports are attached (IPC windows, the host's SSE clients). */
export class CoreEvents {
  private readonly listeners = new Set<EventListener>();

  on(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: BridgeEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
