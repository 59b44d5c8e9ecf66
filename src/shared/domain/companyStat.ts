import { z } from 'zod';
import { searchText } from './fields';
import type { OrgCategory } from './organisation';
import { pageQuerySchema } from './paging';

/**
 * One managed company's row of the statistics lists (spec 1 §2, §7; spec 3 §7): how many
 * organisations it has brought in, and the owner contracts of those organisations that count
 * (signed, paused, archived: COUNTED_STATUSES) with what arrived on them. Money is text with two
 * decimals, summed in fen by SQL.
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
  /** Owner contracts of those organisations in status 2, 3 or 5. */
  contractCount: number;
  /** Their current amounts (currContractAmount), summed. */
  contractAmount: string;
  /** The arrivals recorded on those contracts (owner arrivals), summed. */
  receivedAmount: string;
}

/** Which managed companies each list covers. */
export const STAT_CATEGORIES = { tech: 'kj', mgr: 'gl', design: 'sj' } as const satisfies Record<string, OrgCategory>;
export type StatKind = keyof typeof STAT_CATEGORIES;
export type OrgCategoryOfStat = (typeof STAT_CATEGORIES)[StatKind];
export const STAT_KINDS = Object.keys(STAT_CATEGORIES) as StatKind[];

/** `orderBy=contractAmount`: the largest contract amount first (the charts' top companies); by name otherwise. */
export const companyStatQuerySchema = pageQuerySchema.extend({ compName: searchText, orderBy: z.enum(['contractAmount']).optional() });
export type CompanyStatQuery = { compName?: string; orderBy?: 'contractAmount'; current?: number; size?: number };

/** desktop/inner-stat: one month of the caller's own organisation (the last twelve, oldest first). */
export interface InnerStatMonth {
  /** yyyy-MM. */
  month: string;
  /** Owner contracts signed that month (sign date) that count (2, 3, 5), and their amounts. */
  signedCount: number;
  signedAmount: string;
  /** Owner arrivals dated that month. */
  arrivedAmount: string;
}

/** desktop/mgr-stat: per kind of managed company, the totals of its list. */
export interface MgrStatTotal {
  kind: StatKind;
  companyCount: number;
  orgCount: number;
  contractCount: number;
  contractAmount: string;
  receivedAmount: string;
}

/** desktop/board-company: a managed company's figures and the counted owner contracts behind them. */
export interface BoardCompany {
  company: CompanyStat & { category: OrgCategoryOfStat };
  contracts: BoardCompanyContract[];
}

export interface BoardCompanyContract {
  id: string;
  name: string;
  code: string;
  /** The organisation that keeps the contract (one the company brought in). */
  orgName: string;
  statusContract: number;
  contractAmount: string;
  receivedAmount: string;
}

/** One line of the board's slim project list (desktop/board-projects). */
export interface BoardProject {
  id: string;
  name: string;
  code: string;
  /** The owner unit's name. */
  ownerName: string;
  /** xmzt. */
  statusInitiation: number;
  regionId: string;
  /** The region's name ('' when the code is unknown). */
  regionName: string;
  /** Counted owner contracts associated with the project, summed. */
  contractAmount: string;
}

export const boardProjectQuerySchema = pageQuerySchema.extend({ name: searchText });
export const boardCompanyQuerySchema = z.object({ id: z.string().trim().regex(/^\d{1,32}$/) });
