/** The desk module's managed-company statistics (spec 1 §7, spec 3 §7). */
import type { CompanyStat } from '../domain/companyStat';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

type StatParams = { compName?: string; current?: number; size?: number };
const desk = (path: string) => ({ module: 'desk', method: 'GET', path }) as Endpoint<StatParams, Page<CompanyStat>>;

export const statEndpoints = {
  techCompanyStat: desk('desktop/tech-company-stat'),
  mgrCompanyStat: desk('desktop/mgr-company-stat'),
  designCompanyStat: desk('desktop/design-company-stat'),
} as const;
