/** English twin of platform.zh.ts. */
export const contractPlatformEn = {
  resources: {},
  messages: {},
} as const;
