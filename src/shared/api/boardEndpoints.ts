/**
 * The data board's head statistics (spec 3 §7: desktop/head-stat nums, projects, pt-list, pt-nums, in
 * the system module). desktop/head-stat/trends is ours: the spec names no call for monthly trends.
 */
import type { BoardHeadNums, BoardMonthTrend, BoardPartnerCount, BoardPartnerStat, BoardProvinceStat } from '../domain/board';
import type { Endpoint } from './endpoints';

const system = <R>(path: string): Endpoint<void, R> => ({ module: 'system', method: 'GET', path });

export const boardEndpoints = {
  nums: system<BoardHeadNums>('desktop/head-stat/nums'),
  projects: system<BoardProvinceStat[]>('desktop/head-stat/projects'),
  ptList: system<BoardPartnerStat[]>('desktop/head-stat/pt-list'),
  ptNums: system<BoardPartnerCount[]>('desktop/head-stat/pt-nums'),
  trends: system<BoardMonthTrend[]>('desktop/head-stat/trends'),
} as const;
