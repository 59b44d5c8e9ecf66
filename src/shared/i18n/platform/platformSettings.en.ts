/** English twin of platformSettings.zh.ts. */
export const platformPlatformSettingsEn = {
  resources: {},
  messages: {},
} as const;
