import { searchText } from './fields';
import type { OrgCategory } from './organisation';
import { pageQuerySchema } from './paging';

/**
 * One managed company's row of the statistics lists (spec 1 §2, §7; spec 3 §7): how many
 * organisations it has brought in, and its contract amounts. There are no contract tables yet, so
 * the amounts are '0.00' (text, as all money) and the counts 0 until contracts exist.
 */
export interface CompanyStat {
  /** The company's tenant id. */
  id: string;
  compName: string;
  code: string;
  /** Organisations the company looks after (created by or under it). */
  orgCount: number;
  /** Of those, the ones added this calendar month. */
  monthOrgCount: number;
  contractCount: number;
  contractAmount: string;
  receivedAmount: string;
}

/** Which managed companies each list covers. */
export const STAT_CATEGORIES = { tech: 'kj', mgr: 'gl', design: 'sj' } as const satisfies Record<string, OrgCategory>;
export type StatKind = keyof typeof STAT_CATEGORIES;

export const companyStatQuerySchema = pageQuerySchema.extend({ compName: searchText });
