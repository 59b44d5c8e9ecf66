/**
 * The data board's head statistics (issue 18): what a construction-design headquarters puts on a
 * wall screen. Money travels as yuan text with two decimals, summed in fen by the server.
 */
import { BOARD_CATEGORIES } from './organisation';

export const BOARD_MESSAGES = {
  refused: '当前组织类型无权查看数据看板',
} as const;

/** Whether an organisation category may open the board and read its statistics (spec 1 §6). */
export const boardAllowed = (category: string | undefined): boolean => !!category && (BOARD_CATEGORIES as readonly string[]).includes(category);

/** Owner contracts counted as signed money (htzt 2 signed, 3 paused, 5 archived: COUNTED_STATUSES). */
export const BOARD_SIGNED_STATUSES = [2, 3, 5] as const;

/** How many top partners pt-list answers. */
export const BOARD_TOP_PARTNERS = 10;

/** How many months the trend covers, this month included. */
export const BOARD_TREND_MONTHS = 12;

export interface BoardProjectStatusCount {
  /** xmzt: 1 pending, 2 running, 3 paused, 4 completed, 5 terminated. */
  status: number;
  count: number;
}

export interface BoardHeadNums {
  projects: BoardProjectStatusCount[];
  projectTotal: number;
  signedYearCount: number;
  signedYearAmount: string;
  signedTotalCount: number;
  signedTotalAmount: string;
  invoiced: string;
  arrived: string;
  /** Invoiced less arrived, on owner invoices not voided. */
  receivable: string;
  paidOut: string;
}

export interface BoardProvinceStat {
  /** Two-digit province code of the region table. */
  code: string;
  /** The region table's full name (河北省). */
  name: string;
  /** The name the ECharts China map knows (河北). */
  mapName: string;
  projectCount: number;
  contractCount: number;
  contractAmount: string;
}

export interface BoardPartnerStat {
  /** Party A's organisation id ('' when typed by name only). */
  id: string;
  name: string;
  contractCount: number;
  contractAmount: string;
}

export interface BoardPartnerCount {
  /** Organisation category of the partners (yz, sj, sc…). */
  category: string;
  count: number;
}

export interface BoardMonthTrend {
  /** yyyy-MM. */
  month: string;
  signed: string;
  arrived: string;
}

/** The ECharts China map's short province name: 内蒙古自治区 → 内蒙古, 北京市 → 北京. */
export const mapNameOf = (regionName: string): string => regionName.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|省$|市$/, '');

const pad = (n: number) => String(n).padStart(2, '0');

/** The last `n` months up to the one of `today` (yyyy-MM-dd), oldest first, as yyyy-MM. */
export function lastMonths(today: string, n = BOARD_TREND_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: n }, (_, i) => {
    const k = year * 12 + (month - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${pad((k % 12) + 1)}`;
  });
}
