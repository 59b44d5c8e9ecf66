import type { ConnectivityState } from '@shared/domain/offline';
import type { CoreEvents } from '../events';
import { displayTime } from './displayTime';

export interface ConnectivityOptions {
  events: CoreEvents;
  /** Sends one cheap request to the server; its outcome reaches us through reportAnswer / reportUnreachable. */
  probe: () => Promise<void>;
  /** First probe after the connection is lost, doubling up to maxProbeMs. */
  minProbeMs: number;
  maxProbeMs: number;
}

/**
 * Whether the server can be reached, learnt from every request's outcome: a transport failure
 * makes us offline, any answer (even an error) online. While offline the server is probed with
 * backoff, so the app notices it is back without the person doing anything.
 */
export class Connectivity {
  private online = true;
  private since = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private delay: number;
  private readonly listeners = new Set<(online: boolean) => void>();
  private disposed = false;

  constructor(private readonly opts: ConnectivityOptions) {
    this.delay = opts.minProbeMs;
  }

  state(): ConnectivityState {
    return { online: this.online, since: displayTime(this.since) };
  }

  isOnline(): boolean {
    return this.online;
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  reportAnswer(): void {
    this.stopProbing();
    this.delay = this.opts.minProbeMs;
    if (!this.online) this.change(true);
  }

  reportUnreachable(): void {
    if (this.online) this.change(false);
    if (!this.timer && !this.disposed) this.scheduleProbe();
  }

  dispose(): void {
    this.disposed = true;
    this.stopProbing();
    this.listeners.clear();
  }

  private change(online: boolean): void {
    this.online = online;
    this.since = Date.now();
    this.opts.events.emit({ type: 'connectivity', online, since: displayTime(this.since) });
    for (const listener of this.listeners) listener(online);
  }

  private scheduleProbe(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.online || this.disposed) return;
      this.delay = Math.min(this.delay * 2, this.opts.maxProbeMs);
      // A probe that fails reports unreachable, which schedules the next one.
      void this.opts.probe().catch(() => this.reportUnreachable());
    }, this.delay);
    this.timer.unref();
  }

  private stopProbing(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
