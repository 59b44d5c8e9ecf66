import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppSettings } from '@shared/bridge';
import { ownerOnlyDir } from '../files/ownerOnly';
import { DEFAULT_SETTINGS, sanitiseSettings, type SettingsStore } from './settingsStore';

/** Browser mode's settings: a JSON file written atomically (temp file, then rename). */
export class FileSettingsStore implements SettingsStore {
  private current: AppSettings;

  constructor(private readonly file: string) {
    this.current = this.read();
  }

  get(): AppSettings {
    return { ...this.current };
  }

  set(settings: AppSettings): void {
    this.current = { ...settings };
    ownerOnlyDir(dirname(this.file));
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.current, null, 2), { mode: 0o600 });
    renameSync(temp, this.file);
  }

  private read(): AppSettings {
    try {
      return sanitiseSettings(JSON.parse(readFileSync(this.file, 'utf8')));
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
  }
}
