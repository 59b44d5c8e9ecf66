import { z } from 'zod';
import type { AppSettings } from '@shared/bridge';
import { CORE_MESSAGES } from '@shared/messages';

export const DEFAULT_SETTINGS: AppSettings = { language: 'zh', theme: 'default', serverUrl: '', notifications: true };

/** A patch from the renderer, checked before it touches the store. */
export const settingsPatchSchema = z
  .object({
    language: z.enum(['zh', 'en']),
    theme: z.string().trim().min(1).max(40),
    serverUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: CORE_MESSAGES.serverUrlScheme })]),
    notifications: z.boolean(),
  })
  .partial()
  .strict();

/** Persisted, non-secret preferences: electron-store under Electron, a JSON file in browser mode. */
export interface SettingsStore {
  get(): AppSettings;
  set(settings: AppSettings): void;
}

/** Reads whatever is stored, keeping only valid values so a hand-edited file cannot break start-up. */
export function sanitiseSettings(raw: unknown): AppSettings {
  const parsed = settingsPatchSchema.safeParse(raw);
  if (parsed.success) return { ...DEFAULT_SETTINGS, ...parsed.data };
  const out: AppSettings = { ...DEFAULT_SETTINGS };
  if (raw && typeof raw === 'object') {
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[]) {
      const one = settingsPatchSchema.safeParse({ [key]: (raw as Record<string, unknown>)[key] });
      if (one.success && one.data[key] !== undefined) Object.assign(out, { [key]: one.data[key] });
    }
  }
  return out;
}
