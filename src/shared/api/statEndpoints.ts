/**
 * The statistics calls (spec 1 §7, spec 3 §7): the managed-company lists where the specs list them
 * (tech- and mgr-company-stat, inner-stat and mgr-stat in the system module, design-company-stat in
 * the project module), the desk-module paths of before kept as aliases served by the same handlers,
 * and the board's slim calls (issue 18).
 */
import type { BoardCompany, BoardProject, CompanyStat, CompanyStatQuery, InnerStatMonth, MgrStatTotal } from '../domain/companyStat';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';
import type { ModuleName } from './modules';

type StatPage = Endpoint<CompanyStatQuery, Page<CompanyStat>>;
const get = <P, R>(module: ModuleName, path: string) => ({ module, method: 'GET', path }) as Endpoint<P, R>;
const statList = (module: ModuleName, path: string) => get(module, path) as StatPage;

export const statEndpoints = {
  techCompanyStat: statList('system', 'desktop/tech-company-stat'),
  mgrCompanyStat: statList('system', 'desktop/mgr-company-stat'),
  designCompanyStat: statList('project', 'desktop/design-company-stat'),
  innerStat: get<void, InnerStatMonth[]>('system', 'desktop/inner-stat'),
  mgrStat: get<void, MgrStatTotal[]>('system', 'desktop/mgr-stat'),
  boardProjects: get<{ name?: string; current?: number; size?: number }, Page<BoardProject>>('project', 'desktop/board-projects'),
  boardCompany: get<{ id: string }, BoardCompany>('system', 'desktop/board-company'),
} as const;

/** The paths of before (desk module), answered by the same handlers as their spec paths. */
export const statAliases = {
  techCompanyStat: statList('desk', 'desktop/tech-company-stat'),
  mgrCompanyStat: statList('desk', 'desktop/mgr-company-stat'),
  designCompanyStat: statList('desk', 'desktop/design-company-stat'),
} as const;
