/**
 * Platform administration (issue 14), tenants: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { TENANT_LIMIT_MESSAGES } from '../../domain/tenantLimits';

export const platformTenantsZh = {
  resources: {},
  messages: { tenantLimit: TENANT_LIMIT_MESSAGES },
} as const;
