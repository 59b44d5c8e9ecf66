/** English twins of the tenant limit messages (src/shared/domain/tenantLimits.ts). */
import type { TENANT_LIMIT_MESSAGES } from '../../domain/tenantLimits';

export const tenantLimitMessagesEn: Record<keyof typeof TENANT_LIMIT_MESSAGES, string> = {
  expired: 'This organisation’s subscription has expired; please contact the platform administrator',
  quotaReached: 'This organisation has no accounts left in its quota; please contact the platform administrator',
};
