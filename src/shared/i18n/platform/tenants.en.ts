/** English twin of tenants.zh.ts. */
import { tenantLimitMessagesEn } from '../messages/tenantLimits.en';

export const platformTenantsEn = {
  resources: {},
  messages: { tenantLimit: tenantLimitMessagesEn },
} as const;
