import Store from 'electron-store';
import type { AppSettings } from '@shared/bridge';
import { DEFAULT_SETTINGS, sanitiseSettings, type SettingsStore } from '../services/settings/settingsStore';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

interface Stored {
  settings: AppSettings;
  windowBounds?: WindowBounds;
  /** Per route path of a window of its own (the data board). */
  routeWindowBounds?: Record<string, WindowBounds>;
}

/** At most this many routes are remembered (a target query could open many). */
const MAX_ROUTE_BOUNDS = 20;

/** Settings and window bounds in electron-store: plain preferences, never a secret. */
export class ElectronSettingsStore implements SettingsStore {
  private readonly store = new Store<Stored>({ name: 'settings', defaults: { settings: DEFAULT_SETTINGS } });

  get(): AppSettings {
    return sanitiseSettings(this.store.get('settings'));
  }

  set(settings: AppSettings): void {
    this.store.set('settings', settings);
  }

  windowBounds(): WindowBounds | undefined {
    return this.store.get('windowBounds');
  }

  saveWindowBounds(bounds: WindowBounds): void {
    this.store.set('windowBounds', bounds);
  }

  routeWindowBounds(route: string): WindowBounds | undefined {
    return this.store.get('routeWindowBounds')?.[route];
  }

  saveRouteWindowBounds(route: string, bounds: WindowBounds): void {
    const kept = Object.entries(this.store.get('routeWindowBounds') ?? {}).filter(([r]) => r !== route);
    this.store.set('routeWindowBounds', Object.fromEntries([...kept.slice(-(MAX_ROUTE_BOUNDS - 1)), [route, bounds]]));
  }
}
