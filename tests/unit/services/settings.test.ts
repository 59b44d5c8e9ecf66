import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSettingsStore } from '../../../src/main/services/settings/fileSettingsStore';
import { DEFAULT_SETTINGS, sanitiseSettings, settingsPatchSchema } from '../../../src/main/services/settings/settingsStore';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'cem-settings-')), 'settings.json');

describe('settings', () => {
  it('start in Chinese with the default theme (spec 1 §9 default language zh)', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ language: 'zh', theme: 'default' });
    expect(new FileSettingsStore(tempFile()).get().language).toBe('zh');
  });

  it('are remembered across instances', () => {
    const file = tempFile();
    new FileSettingsStore(file).set({ ...DEFAULT_SETTINGS, language: 'en', theme: 'dark' });
    expect(new FileSettingsStore(file).get()).toEqual({ ...DEFAULT_SETTINGS, language: 'en', theme: 'dark' });
  });

  it('survive a hand-broken file by keeping the valid values only', () => {
    const file = tempFile();
    writeFileSync(file, JSON.stringify({ language: 'fr', theme: 'dark', serverUrl: 'ftp://x' }));
    expect(new FileSettingsStore(file).get()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    writeFileSync(file, '{not json');
    expect(new FileSettingsStore(file).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuse a server address that is not http(s), with a Chinese message', () => {
    const r = settingsPatchSchema.safeParse({ serverUrl: 'javascript:alert(1)' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('服务器地址须以 http:// 或 https:// 开头');
    expect(sanitiseSettings({ serverUrl: 'https://cem.example.com' }).serverUrl).toBe('https://cem.example.com');
  });

  it('are written with owner-only permissions', () => {
    const file = tempFile();
    new FileSettingsStore(file).set(DEFAULT_SETTINGS);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(DEFAULT_SETTINGS);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
