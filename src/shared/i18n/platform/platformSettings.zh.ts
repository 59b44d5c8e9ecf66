/**
 * Platform administration (issue 14), platformSettings: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
export const platformPlatformSettingsZh = {
  resources: {},
  messages: {},
} as const;
