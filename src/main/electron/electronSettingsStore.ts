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
}

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
}
